import { z } from 'zod';
import { idParam } from './common.ts';
import { idField, optionalDateField } from './doctor-fields.ts';
import { appointmentRelative } from './relatives.ts';
import { visitKind } from './visit-kind.ts';

// A patient books one of a doctor's available slots.

export const RELATIVE_FIELD_MESSAGE = 'Relative must be the id of one of your relatives';

export const doctorSlotsParams = z.object({ doctorId: idParam });

/** A doctor's free slots come a window of days at a time (decision 0042). */
export const SLOT_WINDOW = { defaultDays: 14, maxDays: 31, maxSlots: 300 } as const;
const DAYS_MESSAGE = 'Days must be a whole number from 1 to 31';
export const slotWindowQuery = z
  .object({
    from: optionalDateField(),
    days: z.coerce
      .number({ error: DAYS_MESSAGE })
      .int(DAYS_MESSAGE)
      .min(1, DAYS_MESSAGE)
      .max(SLOT_WINDOW.maxDays, DAYS_MESSAGE)
      .optional(),
  })
  .strict();
export const bookingParams = z.object({ patientId: idParam, slotId: idParam });

export const availableSlot = z.object({
  id: z.number(),
  doctor: z.number(),
  day: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  existing: z.boolean(),
  /** In person at the clinic, or a video visit; the patient sees which before booking. */
  visit_kind: visitKind,
});
export type AvailableSlot = z.infer<typeof availableSlot>;

/** The original client sends both texts empty; `relative` books for one of the patient's relatives. */
export const bookingBody = z
  .object({
    appointment_reason: z.string().max(500, 'The reason must be 500 characters or less').optional(),
    type_person: z.string().max(20).optional(),
    relative: idField(RELATIVE_FIELD_MESSAGE).nullish(),
  })
  .nullish();

export const bookedAppointment = z.object({
  id: z.number(),
  doctor: z.number(),
  patient: z.number(),
  slot: z.number(),
  day: z.string(),
  appointment_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  is_completed: z.boolean(),
  is_confirmed: z.boolean(),
  visit_kind: visitKind,
  /** Who comes, when booked for a relative; null when the patient comes. */
  relative: appointmentRelative,
  /** What the patient wrote of the visit's reason when booking ('' when nothing). */
  appointment_reason: z.string(),
});
export type BookedAppointment = z.infer<typeof bookedAppointment>;

export const BOOKING_MESSAGES = {
  taken: 'This slot has just been booked by someone else. Please choose another one.',
  past: 'This slot has already started. Please choose another one.',
  tooSoon: 'This slot is too soon to be booked online. Please choose a later one.',
  missing: 'This slot does not exist.',
} as const;
