import type { z } from 'zod';
import { groupIssues } from '#api/lib/error-handler.ts';
import { validationError } from '#api/lib/errors.ts';

/** Multipart text fields bypass the route's body schema: they are checked here, same error shape. */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw validationError(groupIssues(parsed.error.issues.map((i) => ({ params: { issue: i } }))));
}
