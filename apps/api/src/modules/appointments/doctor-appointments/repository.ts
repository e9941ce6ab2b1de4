import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { appointments, patients, users } from '#api/db/schema/index.ts';
import { appointmentRelativeColumn } from '#api/modules/relatives/appointment-relative.ts';

const columns = {
  id: appointments.id,
  doctor: appointments.doctorId,
  patient: appointments.patientId,
  patient_full_name: patients.fullName,
  appointment_date: appointments.appointmentDate,
  is_completed: appointments.isCompleted,
  is_confirmed: appointments.isConfirmed,
  type_person: appointments.typePerson,
  day: appointments.day,
  start_time: appointments.startTime,
  end_time: appointments.endTime,
  appointment_reason: appointments.appointmentReason,
  slot: appointments.slotId,
  visit_kind: appointments.visitKind,
  no_show: appointments.noShow,
  relative: appointmentRelativeColumn(appointments),
};

export async function findAppointment(db: DbOrTx, appointmentId: number) {
  const [row] = await db
    .select(columns)
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(eq(appointments.id, appointmentId));
  return row ?? null;
}

export async function listAppointments(db: DbOrTx, doctorId: number) {
  return db
    .select(columns)
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(eq(appointments.doctorId, doctorId))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.startTime), asc(appointments.id));
}

export type NewAppointment = Pick<
  typeof appointments.$inferInsert,
  | 'doctorId'
  | 'patientId'
  | 'appointmentDate'
  | 'day'
  | 'startTime'
  | 'endTime'
  | 'isConfirmed'
  | 'typePerson'
  | 'appointmentReason'
  | 'visitKind'
>;

export async function insertAppointment(db: DbOrTx, values: NewAppointment) {
  const [row] = await db.insert(appointments).values(values).returning({ id: appointments.id });
  return row;
}

export type AppointmentChanges = Partial<
  Pick<
    typeof appointments.$inferInsert,
    'appointmentDate' | 'day' | 'isCompleted' | 'isConfirmed' | 'typePerson' | 'slotId'
  >
>;

export async function updateAppointment(db: DbOrTx, appointmentId: number, changes: AppointmentChanges) {
  if (Object.keys(changes).length === 0) return;
  await db.update(appointments).set(changes).where(eq(appointments.id, appointmentId));
}

/** The patient's language setting, for a reason written on their behalf. */
export async function patientLanguage(db: DbOrTx, patientId: number) {
  const [row] = await db
    .select({ language: users.language })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .where(eq(patients.id, patientId));
  return row?.language ?? null;
}
