import type { z } from 'zod';
import { validationError } from '#api/lib/errors.ts';

/**
 * Validates the text parts of a multipart request (they bypass route body schemas), adding the
 * errors the caller found itself (missing files), so the client learns every problem at once.
 */
export function parseFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
  extra: Record<string, string[]> = {},
): z.output<S> {
  const result = schema.safeParse(fields);
  const errors: Record<string, string[]> = { ...extra };
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.') || 'non_field_errors';
      const list = errors[field] ?? [];
      if (!list.includes(issue.message)) list.push(issue.message);
      errors[field] = list;
    }
  }
  if (Object.keys(errors).length > 0 || !result.success) throw validationError(errors);
  return result.data;
}
