import { releaseAll } from '#api/modules/assistants/repository.ts';
import { ACCOUNT_DATA_MESSAGES as M } from '@reayah/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '#api/db/client.ts';
import { absences, appointments, doctors, openingHours, refreshTokens, users } from '#api/db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import { audit } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { translateMessage } from '#api/lib/i18n/translate-response.ts';
import { findAppointmentFacts } from '#api/modules/appointments/appointment-facts.ts';
import { cancelAppointmentAsDoctor } from '#api/modules/appointments/changes/service.ts';
import { deleteAvailableSlotsOf, lockDoctorSlots } from '#api/modules/appointments/slots/repository.ts';
import { closeWaitlist } from '#api/modules/appointments/waitlist/repository.ts';
import { algeriaInstant } from '@reayah/contracts';

/**
 * Closing a doctor's account (docs/security.md, "Closing a doctor's account"), in the caller's
 * transaction. What patients hold from the doctor stays readable: the doctor's row, with their
 * name, and the consultations, prescriptions, past appointments and conversations that point to
 * it. Everything to come ends: each upcoming appointment goes through the doctor's cancel (the
 * patient is told in their language and offered to book elsewhere), the free slots, hours,
 * absences and waitlist go, and the account can no longer sign in nor be found: it is marked
 * suspended (hidden from the directory and from booking everywhere a suspension hides a doctor),
 * its email is released and its password made unusable, its sessions end.
 */
export async function closeDoctorAccount(deps: Deps, tx: Tx, identity: Identity & { doctorId: number }) {
  const now = deps.now();
  const { doctorId, userId } = identity;
  await lockDoctorSlots(tx, doctorId);
  const booked = await tx
    .select({ id: appointments.id, day: appointments.day, startTime: appointments.startTime })
    .from(appointments)
    .where(eq(appointments.doctorId, doctorId));
  for (const a of booked) {
    if (algeriaInstant(a.day, a.startTime) <= now) continue;
    const facts = await findAppointmentFacts(tx, a.id);
    const reason = translateMessage(facts?.patientLanguage ?? 'en', M.closedReason);
    await cancelAppointmentAsDoctor(deps, tx, identity, a.id, reason, true);
  }
  await deleteAvailableSlotsOf(tx, doctorId);
  await tx.delete(openingHours).where(eq(openingHours.doctorId, doctorId));
  await tx.delete(absences).where(and(eq(absences.doctorId, doctorId), gt(absences.endsAt, now)));
  await closeWaitlist(tx, doctorId);
  await tx.update(doctors).set({ closedAt: now }).where(eq(doctors.id, doctorId));
  await tx
    .update(users)
    .set({ suspendedAt: now, email: `closed-${userId}@closed.invalid`, passwordHash: '!closed' })
    .where(eq(users.id, userId));
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await audit(tx, identity, 'delete', 'doctor', doctorId);
  await deps.events.endSessions(tx, userId);
  // The doctor's assistants stop working for them at once, and their open screens close.
  for (const assistant of await releaseAll(tx, doctorId)) await deps.events.endSessions(tx, assistant.userId);
}
