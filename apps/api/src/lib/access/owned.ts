import { forbidden, notFound } from '#api/lib/errors.ts';

/** A doctor's own row: 404 when it does not exist, 403 when it is another doctor's. */
export function owned<T extends { doctorId: number }>(
  row: T | undefined,
  doctorId: number,
  texts: { missing: string; other: string },
): T {
  if (!row) throw notFound(texts.missing);
  if (row.doctorId !== doctorId) throw forbidden(texts.other);
  return row;
}
