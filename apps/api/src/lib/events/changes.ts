import type { ChangedEvent, ChangedList } from '@reayah/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { appointments, doctors, patients } from '#api/db/schema/index.ts';
import type { Events } from './hub.ts';

/**
 * Tells each user's open screens, in `db`'s transaction, that a list they show changed: the web
 * app reads it again (both sides of an appointment, every tab and device). A deleted patient's
 * account (null) is skipped.
 */
export async function tellChanged(
  db: DbOrTx,
  events: Events,
  userIds: readonly (number | null)[],
  list: ChangedList,
): Promise<void> {
  const event: ChangedEvent = { list };
  for (const userId of new Set(userIds))
    if (userId !== null) await events.publish(db, userId, 'changed', event);
}

/** The doctor's and the patient's accounts of an appointment. */
export async function appointmentUsers(db: DbOrTx, appointmentId: number): Promise<(number | null)[]> {
  const [row] = await db
    .select({ doctor: doctors.userId, patient: patients.userId })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(eq(appointments.id, appointmentId));
  return row ? [row.doctor, row.patient] : [];
}
