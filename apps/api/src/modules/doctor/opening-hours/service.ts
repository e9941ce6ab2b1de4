import {
  type Absence,
  type absenceBody,
  OPENING_HOURS_MESSAGES as M,
  type OpeningHours,
} from '@reayah/contracts';
import type { z } from 'zod';
import type { Deps } from '#api/deps.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { badRequest, notFound } from '#api/lib/errors.ts';
import { retryCollisions } from '#api/lib/retry-conflicts.ts';
import { cancelAppointmentAsDoctor } from '#api/modules/appointments/changes/service.ts';
import { ownSlot } from '#api/modules/appointments/ownership.ts';
import { appointmentOfSlot, deleteSlot } from '#api/modules/appointments/slots/repository.ts';
import { instantOf, instantToLocalDateTime, localDateTimeToInstant, localOf } from './local-time.ts';
import * as repo from './repository.ts';
import { syncFreeSlots } from './sync.ts';

type AbsenceInput = z.output<typeof absenceBody>;
type DoctorIdentity = Identity & { doctorId: number };

export const ABSENCE_NEEDS_LABEL =
  'Say why in the label: the patients whose appointments this absence cancels are told.';

const DEFAULT_HOURS: OpeningHours = {
  hours: [],
  slot_minutes: 30,
  horizon_weeks: 8,
  notice_hours: 2,
  visit_kind: 'in_person',
};

const absenceOut = (a: { id: number; startsAt: Date; endsAt: Date; label: string }): Absence => ({
  id: a.id,
  starts_at: instantToLocalDateTime(a.startsAt),
  ends_at: instantToLocalDateTime(a.endsAt),
  label: a.label,
});

export function createOpeningHours(deps: Deps) {
  const { db } = deps;

  return {
    async get(doctorId: number): Promise<OpeningHours> {
      const rules = await repo.findRules(db, doctorId);
      if (!rules) return DEFAULT_HOURS;
      return {
        hours: rules.ranges,
        slot_minutes: rules.slotMinutes,
        horizon_weeks: rules.horizonWeeks,
        notice_hours: rules.noticeHours,
        visit_kind: rules.visitKind,
      };
    },

    async save(doctorId: number, input: OpeningHours) {
      const slots = await retryCollisions(() =>
        db.transaction(async (tx) => {
          await repo.saveRules(tx, doctorId, input);
          return syncFreeSlots(tx, doctorId, deps.now());
        }),
      );
      return { ...input, slots };
    },

    async absences(doctorId: number): Promise<Absence[]> {
      return (await repo.absencesEndingAfter(db, doctorId, deps.now())).map(absenceOut);
    },

    /**
     * The absence's free slots go; its booked ones are cancelled through the doctor's cancel, the
     * label as the reason, each patient told and offered another slot.
     */
    async addAbsence(identity: DoctorIdentity, input: AbsenceInput): Promise<Absence> {
      const range = {
        startsAt: localDateTimeToInstant(input.starts_at),
        endsAt: localDateTimeToInstant(input.ends_at),
      };
      const now = deps.now();
      if (range.endsAt <= now) throw badRequest('ends_at', M.absencePast);
      return retryCollisions(() =>
        db.transaction(async (tx) => {
          const booked = await repo.upcomingAppointmentsIn(tx, identity.doctorId, range, now);
          if (booked.length > 0 && !input.label) throw badRequest('label', ABSENCE_NEEDS_LABEL);
          const row = await repo.insertAbsence(tx, identity.doctorId, { ...range, label: input.label });
          if (!row) throw new Error('absence not created');
          for (const a of booked) await cancelAppointmentAsDoctor(deps, tx, identity, a.id, input.label);
          const inside = (await repo.slotsFrom(tx, identity.doctorId, localOf(range.startsAt).day)).filter(
            (s) =>
              s.existing &&
              instantOf(s.day, s.startTime) < range.endsAt &&
              instantOf(s.day, s.endTime) > range.startsAt,
          );
          await repo.deleteFreeSlots(
            tx,
            inside.map((s) => s.id),
          );
          await syncFreeSlots(tx, identity.doctorId, now);
          return { ...absenceOut(row), cancelled: booked.length };
        }),
      );
    },

    async removeAbsence(doctorId: number, absenceId: number) {
      await db.transaction(async (tx) => {
        const absence = await repo.findAbsence(tx, absenceId);
        // Another doctor's absence answers as one that does not exist (decision 0075).
        if (!absence || absence.doctorId !== doctorId) throw notFound(M.absenceNotFound);
        await repo.deleteAbsence(tx, absenceId);
        await syncFreeSlots(tx, doctorId, deps.now());
      });
    },

    /** A booked slot deleted: its appointment is cancelled with the reason, then the slot goes. */
    async cancelBookedSlot(identity: DoctorIdentity, slotId: number, reason: string) {
      await retryCollisions(() =>
        db.transaction(async (tx) => {
          await ownSlot(tx, identity.doctorId, slotId, true);
          const appointment = await appointmentOfSlot(tx, slotId);
          if (appointment) await cancelAppointmentAsDoctor(deps, tx, identity, appointment.id, reason);
          await deleteSlot(tx, slotId);
        }),
      );
    },
  };
}
