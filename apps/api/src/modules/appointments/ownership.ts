import { eq } from 'drizzle-orm';
import { owned } from '#api/lib/access/owned.ts';
import type { DbOrTx } from '#api/db/client.ts';
import { appointments, slots } from '#api/db/schema/index.ts';

// A slot or an appointment is reached only by its doctor (or their assistant, acting as the doctor):
// another doctor's answers the same 404 as an unknown id.

/**
 * The doctor's slot. `lock` holds its row until the transaction ends, so a decision taken on it
 * (is it booked?) cannot be overtaken by a booking committing meanwhile.
 */
export async function ownSlot(db: DbOrTx, doctorId: number, slotId: number, lock = false) {
  const query = db
    .select({
      id: slots.id,
      doctorId: slots.doctorId,
      day: slots.day,
      startTime: slots.startTime,
      endTime: slots.endTime,
      existing: slots.existing,
    })
    .from(slots)
    .where(eq(slots.id, slotId));
  const [row] = lock ? await query.for('no key update') : await query;
  return owned(row, doctorId, 'Booking not found.');
}

export async function ownAppointment(db: DbOrTx, doctorId: number, appointmentId: number) {
  const [row] = await db
    .select({
      id: appointments.id,
      doctorId: appointments.doctorId,
      patientId: appointments.patientId,
      slotId: appointments.slotId,
      appointmentDate: appointments.appointmentDate,
    })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return owned(row, doctorId, 'Appointment not found.');
}
