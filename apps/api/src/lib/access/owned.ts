import { notFound } from '#api/lib/errors.ts';

/**
 * A doctor's own row. Another doctor's answers the same 404 as one that does not exist, so trying
 * ids tells nobody which ones exist (decision 0075).
 */
export function owned<T extends { doctorId: number }>(
  row: T | undefined,
  doctorId: number,
  missing: string,
): T {
  if (!row || row.doctorId !== doctorId) throw notFound(missing);
  return row;
}
