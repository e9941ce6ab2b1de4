import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { doctors, patients, slots, users, waitlistEntries } from '#api/db/schema/index.ts';

export async function slotOf(db: DbOrTx, slotId: number) {
  const [row] = await db
    .select({
      id: slots.id,
      doctorId: slots.doctorId,
      day: slots.day,
      startTime: slots.startTime,
      existing: slots.existing,
    })
    .from(slots)
    .where(eq(slots.id, slotId));
  return row ?? null;
}

export async function joinWaitlist(db: DbOrTx, doctorId: number, patientId: number) {
  await db.insert(waitlistEntries).values({ doctorId, patientId }).onConflictDoNothing();
}

export async function leaveWaitlist(db: DbOrTx, doctorId: number, patientId: number) {
  await db
    .delete(waitlistEntries)
    .where(and(eq(waitlistEntries.doctorId, doctorId), eq(waitlistEntries.patientId, patientId)));
}

export async function isWaiting(db: DbOrTx, doctorId: number, patientId: number) {
  const [row] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.doctorId, doctorId), eq(waitlistEntries.patientId, patientId)));
  return Boolean(row);
}

/**
 * The patients waiting for a slot of the doctor, in order of asking, who were not told of one in
 * the last `quietMs`: they are marked told now, in the caller's transaction, so another process
 * offering another slot at the same moment skips them.
 */
export async function claimWaitingPatients(db: DbOrTx, doctorId: number, at: Date, quietMs: number) {
  const since = new Date(at.getTime() - quietMs);
  const told = await db
    .update(waitlistEntries)
    .set({ offeredAt: at })
    .where(
      and(
        eq(waitlistEntries.doctorId, doctorId),
        or(isNull(waitlistEntries.offeredAt), lt(waitlistEntries.offeredAt, since)),
      ),
    )
    .returning({ id: waitlistEntries.id, patientId: waitlistEntries.patientId });
  if (told.length === 0) return [];
  return db
    .select({
      patientId: waitlistEntries.patientId,
      userId: users.id,
      email: users.email,
      language: users.language,
    })
    .from(waitlistEntries)
    .innerJoin(patients, eq(patients.id, waitlistEntries.patientId))
    .innerJoin(users, eq(users.id, patients.userId))
    .where(
      inArray(
        waitlistEntries.id,
        told.map((t) => t.id),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

export async function doctorName(db: DbOrTx, doctorId: number) {
  const [row] = await db.select({ name: doctors.fullName }).from(doctors).where(eq(doctors.id, doctorId));
  return row?.name ?? null;
}

/** A deleted patient waits for no one. */
export async function leaveEveryWaitlist(db: DbOrTx, patientId: number) {
  await db.delete(waitlistEntries).where(eq(waitlistEntries.patientId, patientId));
}

/** A closed doctor's waiting list goes. */
export async function closeWaitlist(db: DbOrTx, doctorId: number) {
  await db.delete(waitlistEntries).where(eq(waitlistEntries.doctorId, doctorId));
}
