import type { Relative } from '@reayah/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { relatives } from '#api/db/schema/index.ts';

type Row = typeof relatives.$inferSelect;
export type RelativeValues = Pick<
  typeof relatives.$inferInsert,
  'fullName' | 'dateOfBirth' | 'sex' | 'relation'
>;

export function toRelative(row: Row): Relative {
  return {
    id: row.id,
    full_name: row.fullName,
    date_of_birth: row.dateOfBirth,
    sex: row.sex,
    relation: row.relation,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listRelatives(db: DbOrTx, patientId: number) {
  return db.select().from(relatives).where(eq(relatives.patientId, patientId)).orderBy(asc(relatives.id));
}

/** The patient's own relative, or null (someone else's is as absent as one that does not exist). */
export async function findOwnRelative(db: DbOrTx, patientId: number, relativeId: number) {
  const [row] = await db
    .select()
    .from(relatives)
    .where(and(eq(relatives.id, relativeId), eq(relatives.patientId, patientId)));
  return row ?? null;
}

export async function insertRelative(db: DbOrTx, patientId: number, values: RelativeValues) {
  const [row] = await db
    .insert(relatives)
    .values({ ...values, patientId })
    .returning();
  if (!row) throw new Error('relative not stored');
  return row;
}

export async function updateRelative(
  db: DbOrTx,
  patientId: number,
  relativeId: number,
  changes: Partial<RelativeValues>,
) {
  // A change of nothing (an empty body) answers the relative as it is: SQL has no empty SET.
  if (Object.values(changes).every((v) => v === undefined)) {
    const [same] = await db
      .select()
      .from(relatives)
      .where(and(eq(relatives.id, relativeId), eq(relatives.patientId, patientId)));
    return same ?? null;
  }
  const [row] = await db
    .update(relatives)
    .set(changes)
    .where(and(eq(relatives.id, relativeId), eq(relatives.patientId, patientId)))
    .returning();
  return row ?? null;
}

/** Appointments and folders keep their rows: the link goes (set null), the copied name stays. */
export async function deleteRelative(db: DbOrTx, patientId: number, relativeId: number) {
  const [row] = await db
    .delete(relatives)
    .where(and(eq(relatives.id, relativeId), eq(relatives.patientId, patientId)))
    .returning({ id: relatives.id });
  return row ?? null;
}
