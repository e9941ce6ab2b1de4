import { z } from 'zod';

/** `{ detail }` body of every non-validation error. */
export const detailSchema = z.object({ detail: z.string() });

/** A doctor asked to add to the records of a patient who deleted their account. */
export const FORMER_PATIENT =
  'This patient deleted their account: their past records can be read, nothing new can be added.';

/** `{ field: [messages] }` body of a validation error. */
export const validationErrorSchema = z.record(z.string(), z.array(z.string()));

/** The largest value of a PostgreSQL `integer` column (int4), which every id and count column is. */
export const INT4_MAX = 2_147_483_647;

/** A row id sent in a JSON body or query: a whole number from 1 to the column's largest. */
export const idValue = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(INT4_MAX, 'is out of range');

/** A positive integer id taken from the path or the query string. */
export const idParam = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(INT4_MAX, 'is out of range');

/** Paginated list answer, `{count, next, previous, results}`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export const searchQuery = z
  .object({
    search: z.string().max(200, 'Search query must be 200 characters or less').optional().default(''),
    page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  })
  .strict();

export const msgSchema = z.object({ msg: z.string() });
