import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * Shows the server's field messages under the matching inputs. Answers the text to show above the
 * form when the error names no known field (a conflict, a network failure).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  let matched = false;
  for (const field of fields) {
    const messages = error.body[field];
    if (Array.isArray(messages) && typeof messages[0] === 'string') {
      setError(field, { type: 'server', message: messages[0] });
      matched = true;
    }
  }
  if (matched) return null;
  if (error.status === 409 && typeof error.body.detail === 'string') return error.body.detail;
  return fallback;
}
