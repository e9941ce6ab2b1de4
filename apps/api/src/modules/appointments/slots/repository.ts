import { and, asc, eq, gt, inArray, lt, ne, notExists, type SQL, sql } from 'drizzle-orm';
import type { VisitKind } from '@reayah/contracts';
import type { DbOrTx } from '#api/db/client.ts';
import { appointments, doctors, openingHours, patients, slots } from '#api/db/schema/index.ts';
import { ALGERIA_ZONE, algeriaLocalTimestamp } from '#api/db/algeria-time.ts';

// Every write of the slots table: a doctor's slots made, changed and deleted, a slot claimed by a
// booking or a move, and a slot freed by a cancel or a move.

export const slotColumns = {
  id: slots.id,
  doctor: slots.doctorId,
  day: slots.day,
  start_time: slots.startTime,
  end_time: slots.endTime,
  existing: slots.existing,
  visit_kind: slots.visitKind,
};

/** Slots that start after `now`, Algeria time. */
export function startsAfter(now: Date): SQL {
  const local = algeriaLocalTimestamp(now);
  return sql`(${slots.day} > ${local}::date OR (${slots.day} = ${local}::date AND ${slots.startTime} > ${local}::time))`;
}

/** Slots patients may still book: they start after `now` plus the doctor's least notice, if set. */
export function bookableAfter(now: Date): SQL {
  const notice = sql`coalesce((SELECT ${openingHours.noticeHours} FROM ${openingHours} WHERE ${openingHours.doctorId} = ${slots.doctorId}), 0)`;
  const startsAt = sql`((${slots.day} + ${slots.startTime}) AT TIME ZONE ${ALGERIA_ZONE})`;
  return sql`(${startsAfter(now)} AND ${startsAt} > ${now.toISOString()}::timestamptz + ${notice} * interval '1 hour')`;
}

/**
 * Marks the slot booked if it is still available and ahead; the one statement that settles a race:
 * of simultaneous callers, exactly one gets the row back.
 */
export async function claimSlot(db: DbOrTx, slotId: number, now: Date) {
  const [row] = await db
    .update(slots)
    .set({ existing: false })
    .where(and(eq(slots.id, slotId), eq(slots.existing, true), bookableAfter(now)))
    .returning(slotColumns);
  return row ?? null;
}

/** Why a slot could not be claimed: missing (null), already booked, already started or too soon. */
export async function slotState(db: DbOrTx, slotId: number, now: Date) {
  const [row] = await db
    .select({ existing: slots.existing, ahead: sql<boolean>`${startsAfter(now)}` })
    .from(slots)
    .where(eq(slots.id, slotId));
  return row ?? null;
}

/** Makes a slot an appointment held Available again. */
export async function freeSlot(db: DbOrTx, slotId: number) {
  await db.update(slots).set({ existing: true }).where(eq(slots.id, slotId));
}

/**
 * Serialises every change to one doctor's slots: the overlap check and the write that follows
 * happen while this row lock is held, so two concurrent requests cannot both pass the check.
 * NO KEY UPDATE, not UPDATE: a booking's appointment insert takes KEY SHARE on the doctor (its
 * foreign key) while it holds the slot, and must not wait on this lock (that wait deadlocked).
 */
export async function lockDoctorSlots(db: DbOrTx, doctorId: number) {
  await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, doctorId)).for('no key update');
}

export interface SlotTimes {
  day: string;
  startTime: string;
  endTime: string;
}

/** Another slot of the doctor on that day whose time range meets this one, if any. */
export async function findOverlap(db: DbOrTx, doctorId: number, t: SlotTimes, exceptId?: number) {
  const [row] = await db
    .select({ start: slots.startTime, end: slots.endTime })
    .from(slots)
    .where(
      and(
        eq(slots.doctorId, doctorId),
        eq(slots.day, t.day),
        lt(slots.startTime, t.endTime),
        gt(slots.endTime, t.startTime),
        exceptId === undefined ? undefined : ne(slots.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertSlot(
  db: DbOrTx,
  doctorId: number,
  t: SlotTimes & { visitKind?: VisitKind | undefined },
) {
  const [row] = await db
    .insert(slots)
    .values({
      doctorId,
      day: t.day,
      startTime: t.startTime,
      endTime: t.endTime,
      existing: true,
      ...(t.visitKind ? { visitKind: t.visitKind } : {}),
    })
    .returning(slotColumns);
  return row;
}

export async function updateSlot(
  db: DbOrTx,
  slotId: number,
  t: SlotTimes & { existing: boolean; visitKind?: VisitKind | undefined },
) {
  const [row] = await db
    .update(slots)
    .set({
      day: t.day,
      startTime: t.startTime,
      endTime: t.endTime,
      existing: t.existing,
      ...(t.visitKind ? { visitKind: t.visitKind } : {}),
    })
    .where(eq(slots.id, slotId))
    .returning(slotColumns);
  return row;
}

export async function appointmentOfSlot(db: DbOrTx, slotId: number) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.slotId, slotId));
  return row ?? null;
}

/** Deletes those of the slots that are still free (no appointment holds them); answers which. */
export async function deleteFreeSlots(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const deleted = await db
    .delete(slots)
    .where(
      and(
        inArray(slots.id, ids),
        eq(slots.existing, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(appointments)
            .where(eq(appointments.slotId, slots.id)),
        ),
      ),
    )
    .returning({ id: slots.id });
  return new Set(deleted.map((d) => d.id));
}

/** Deletes the slot only while it is Available and no appointment holds it; answers whether it did. */
export async function deleteFreeSlot(db: DbOrTx, slotId: number): Promise<boolean> {
  return (await deleteFreeSlots(db, [slotId])).has(slotId);
}

export async function listSlots(db: DbOrTx, doctorId: number) {
  return db
    .select({ ...slotColumns, appointment: appointments.id, patient_full_name: patients.fullName })
    .from(slots)
    .leftJoin(appointments, eq(appointments.slotId, slots.id))
    .leftJoin(patients, eq(patients.id, appointments.patientId))
    .where(eq(slots.doctorId, doctorId))
    .orderBy(asc(slots.day), asc(slots.startTime));
}

/**
 * Rows a statement inserts at most: a week of every hour at 10 minutes over 26 weeks is 26,208
 * slots, and one statement with all of them overflows the query builder's stack.
 */
const INSERT_BATCH = 1000;

/** Slots made from the opening hours (decision 0035). */
export async function insertSlotsFromHours(
  db: DbOrTx,
  doctorId: number,
  times: SlotTimes[],
  visitKind: VisitKind,
) {
  for (let i = 0; i < times.length; i += INSERT_BATCH) {
    await db
      .insert(slots)
      .values(
        times
          .slice(i, i + INSERT_BATCH)
          .map((t) => ({ doctorId, ...t, existing: true, fromHours: true, visitKind })),
      );
  }
}

export async function deleteSlot(db: DbOrTx, slotId: number) {
  await db.delete(slots).where(eq(slots.id, slotId));
}

/** A closed account's free slots go; those that held past appointments stay with them. */
export async function deleteAvailableSlotsOf(db: DbOrTx, doctorId: number) {
  await db.delete(slots).where(and(eq(slots.doctorId, doctorId), eq(slots.existing, true)));
}
