import { z } from 'zod';
import { idParam } from './common.ts';
import { visitKind } from './visit-kind.ts';

// SPEC §7: a patient books one of a doctor's available slots.

export const doctorSlotsParams = z.object({ doctorId: idParam });
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

/** The original client sends both as empty strings; nothing else is read. */
export const bookingBody = z
  .object({
    appointment_reason: z.string().max(500, 'The reason must be 500 characters or less').optional(),
    type_person: z.string().max(20).optional(),
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
});
export type BookedAppointment = z.infer<typeof bookedAppointment>;

export const BOOKING_MESSAGES = {
  taken: 'This slot has just been booked by someone else. Please choose another one.',
  past: 'This slot has already started. Please choose another one.',
  tooSoon: 'This slot is too soon to be booked online. Please choose a later one.',
  missing: 'This slot does not exist.',
} as const;
