import {
  type createSlotBody,
  SLOT_MESSAGES,
  type Slot,
  type updateSlotBody,
  algeriaDay,
} from '@reayah/contracts';
import type { z } from 'zod';
import type { Deps } from '#api/deps.ts';
import { badRequest, conflict } from '#api/lib/errors.ts';
import { retryCollisions } from '#api/lib/retry-conflicts.ts';
import { offerFreedSlot } from '../after-change.ts';
import { ownSlot } from '../ownership.ts';
import * as repo from './repository.ts';

type CreateInput = z.output<typeof createSlotBody>;
type UpdateInput = z.output<typeof updateSlotBody>;

export const PAST_DAY = 'Day must be today or later';
export const SLOT_HAS_APPOINTMENT =
  'A patient has an appointment in this booking. Cancel the appointment first, then change the booking.';
export const SLOT_IS_BOOKED =
  'This booking is booked and cannot be deleted. Cancel its appointment or set it to Available first.';

const hhmm = (t: string) => t.slice(0, 5);

/** A doctor's (or their assistant's) own slots: made, changed, deleted, listed. */
export function createSlotService(deps: Deps) {
  const { db } = deps;

  async function assertNoOverlap(
    tx: Parameters<typeof repo.findOverlap>[0],
    doctorId: number,
    t: repo.SlotTimes,
    id?: number,
  ) {
    const clash = await repo.findOverlap(tx, doctorId, t, id);
    if (clash) {
      throw badRequest(
        'start_time',
        `This booking overlaps your booking from ${hhmm(clash.start)} to ${hhmm(clash.end)} on that day.`,
      );
    }
  }

  return {
    async create(doctorId: number, input: CreateInput): Promise<Slot> {
      if (input.day < algeriaDay(deps.now())) throw badRequest('day', PAST_DAY);
      const times = { day: input.day, startTime: input.start_time, endTime: input.end_time };
      return retryCollisions(() =>
        db.transaction(async (tx) => {
          await repo.lockDoctorSlots(tx, doctorId);
          await assertNoOverlap(tx, doctorId, times);
          const row = await repo.insertSlot(tx, doctorId, { ...times, visitKind: input.visit_kind });
          if (!row) throw new Error('slot not created');
          await offerFreedSlot(deps, tx, doctorId, row.id);
          return row;
        }),
      );
    },

    async update(doctorId: number, slotId: number, input: UpdateInput): Promise<Slot> {
      return retryCollisions(() =>
        db.transaction(async (tx) => {
          await repo.lockDoctorSlots(tx, doctorId);
          const slot = await ownSlot(tx, doctorId, slotId, true);
          const next = {
            day: input.day ?? slot.day,
            startTime: input.start_time ?? slot.startTime,
            endTime: input.end_time ?? slot.endTime,
            existing: input.existing ?? slot.existing,
            visitKind: input.visit_kind,
          };
          if (next.endTime <= next.startTime) throw badRequest('end_time', SLOT_MESSAGES.endBeforeStart);
          if (next.day !== slot.day && next.day < algeriaDay(deps.now())) throw badRequest('day', PAST_DAY);
          const moved =
            next.day !== slot.day || next.startTime !== slot.startTime || next.endTime !== slot.endTime;
          if ((moved || next.existing) && (await repo.appointmentOfSlot(tx, slotId)))
            throw conflict(SLOT_HAS_APPOINTMENT);
          if (moved) await assertNoOverlap(tx, doctorId, next, slotId);
          const row = await repo.updateSlot(tx, slotId, next);
          if (!row) throw new Error('slot not updated');
          return row;
        }),
      );
    },

    async remove(doctorId: number, slotId: number): Promise<void> {
      await retryCollisions(() =>
        db.transaction(async (tx) => {
          await ownSlot(tx, doctorId, slotId, true);
          if (!(await repo.deleteFreeSlot(tx, slotId))) throw conflict(SLOT_IS_BOOKED);
        }),
      );
    },

    list: (doctorId: number) => repo.listSlots(db, doctorId),
  };
}
