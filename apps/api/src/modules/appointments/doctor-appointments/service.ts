import type { Appointment, createAppointmentBody, updateAppointmentBody } from '@reayah/contracts';
import type { z } from 'zod';
import type { Deps } from '#api/deps.ts';
import { audit } from '#api/lib/audit.ts';
import { requireListedPatient } from '#api/lib/access/listed-patient.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { badRequest, notFound } from '#api/lib/errors.ts';
import { afterDoctorWrote, afterMoved, afterUpdated } from '../after-change.ts';
import { bumpSequence } from '../changes/repository.ts';
import { cancelAppointmentAsDoctor } from '../changes/service.ts';
import { doctorCancelReason } from '../mail/mail-texts.ts';
import { ownAppointment } from '../ownership.ts';
import { freeSlot } from '../slots/repository.ts';
import * as repo from './repository.ts';

type CreateInput = z.output<typeof createAppointmentBody>;
type UpdateInput = z.output<typeof updateAppointmentBody>;

export const PATIENT_FIXED = 'The patient of an appointment cannot be changed.';

/** The appointments a doctor (or their assistant) writes, moves, marks done or cancels from the agenda. */
export function createDoctorAppointmentService(deps: Deps) {
  const { db } = deps;

  async function read(tx: Parameters<typeof repo.findAppointment>[0], id: number): Promise<Appointment> {
    const row = await repo.findAppointment(tx, id);
    if (!row) throw notFound('Appointment not found.');
    return row;
  }

  return {
    async create(
      identity: Identity,
      doctorId: number,
      patientId: number,
      input: CreateInput,
    ): Promise<Appointment> {
      return db.transaction(async (tx) => {
        await requireListedPatient(tx, doctorId, patientId, deps.now());
        const row = await repo.insertAppointment(tx, {
          doctorId,
          patientId,
          day: input.day,
          appointmentDate: input.appointment_date ?? input.day,
          startTime: input.start_time,
          endTime: input.end_time,
          isConfirmed: input.is_confirmed ?? true,
          typePerson: input.type_person ?? 'doctor',
          appointmentReason: input.appointment_reason ?? '',
          ...(input.visit_kind ? { visitKind: input.visit_kind } : {}),
        });
        if (!row) throw new Error('appointment not created');
        await audit(tx, identity, 'create', 'appointment', row.id, patientId);
        await afterDoctorWrote(deps, tx, row.id);
        return read(tx, row.id);
      });
    },

    /** Moving an appointment booked from a slot to another day gives the slot back. */
    async update(
      identity: Identity,
      doctorId: number,
      appointmentId: number,
      input: UpdateInput,
    ): Promise<Appointment> {
      return db.transaction(async (tx) => {
        const current = await ownAppointment(tx, doctorId, appointmentId);
        if (input.patient !== undefined && input.patient !== current.patientId)
          throw badRequest('patient', PATIENT_FIXED);
        const moved =
          input.appointment_date !== undefined && input.appointment_date !== current.appointmentDate;
        await repo.updateAppointment(tx, appointmentId, {
          ...(moved ? { appointmentDate: input.appointment_date, day: input.appointment_date } : {}),
          ...(moved && current.slotId !== null ? { slotId: null } : {}),
          ...(input.is_completed === undefined ? {} : { isCompleted: input.is_completed }),
          ...(input.is_confirmed === undefined ? {} : { isConfirmed: input.is_confirmed }),
          ...(input.type_person === undefined ? {} : { typePerson: input.type_person }),
        });
        if (moved && current.slotId !== null) await freeSlot(tx, current.slotId);
        await audit(tx, identity, 'update', 'appointment', appointmentId, current.patientId);
        if (moved) {
          // One calendar version further: the reminders of the old day do nothing.
          await bumpSequence(tx, appointmentId);
          await afterMoved(deps, tx, appointmentId, 'doctor', current.slotId);
        } else {
          await afterUpdated(deps, tx, appointmentId);
        }
        return read(tx, appointmentId);
      });
    },

    /**
     * The original contract's DELETE is the doctor's cancel (changes/service.ts): the appointment goes
     * to the history, the patient is told with a fixed reason in their language, the slot is freed.
     */
    async cancel(identity: Identity & { doctorId: number }, appointmentId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await ownAppointment(tx, identity.doctorId, appointmentId);
        const language = await repo.patientLanguage(tx, current.patientId);
        await cancelAppointmentAsDoctor(
          deps,
          tx,
          identity,
          appointmentId,
          doctorCancelReason(language),
          true,
        );
      });
    },

    list: (doctorId: number) => repo.listAppointments(db, doctorId),
  };
}
