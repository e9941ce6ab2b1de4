import { z } from 'zod';
import { visitKind } from '../api/visit-kind.ts';
import { requiredText } from '../fields.ts';

// Booking slots (doctor Bookings) and appointments (doctor Appoinments).

export const SLOT_MESSAGES = {
  day: 'Day is required',
  startTime: 'Start time is required',
  endTime: 'End time is required',
  // A departure listed in docs/deviations.md: a slot must end after it starts.
  endBeforeStart: 'End time must be after start time',
  status: 'Status is required',
} as const;

const slotShape = {
  day: requiredText(SLOT_MESSAGES.day, 10),
  start_time: requiredText(SLOT_MESSAGES.startTime, 8),
  end_time: requiredText(SLOT_MESSAGES.endTime, 8),
};

/** Compares "HH:MM" or "HH:MM:SS" texts; both have the same fixed width prefix. */
function endsAfterStart(v: { start_time: string; end_time: string }) {
  return v.end_time.slice(0, 5) > v.start_time.slice(0, 5);
}

const slotOrder = {
  message: SLOT_MESSAGES.endBeforeStart,
  path: ['end_time'],
  when(payload: { value: unknown }) {
    const v = payload.value as { start_time?: unknown; end_time?: unknown } | undefined;
    return (
      typeof v?.start_time === 'string' && typeof v?.end_time === 'string' && !!v.start_time && !!v.end_time
    );
  },
};

/** A select holding the texts 'true' / 'false', parsed to a boolean. */
function booleanSelect(required: string) {
  return z.enum(['true', 'false'], { error: required }).transform((v) => v === 'true');
}

export const createBookingSchema = z.object(slotShape).refine(endsAfterStart, slotOrder);
export type CreateBookingForm = z.input<typeof createBookingSchema>;

/** existing: true means Available, false means Booked; visit_kind says in person or video. */
export const updateBookingSchema = z
  .object({ ...slotShape, existing: booleanSelect(SLOT_MESSAGES.status), visit_kind: visitKind })
  .refine(endsAfterStart, slotOrder);
export type UpdateBookingForm = z.input<typeof updateBookingSchema>;
export type UpdateBookingValues = z.output<typeof updateBookingSchema>;

export const APPOINTMENT_MESSAGES = {
  patient: 'Patient selection is required',
  appointmentDate: 'Appoinment Day is required',
  isCompleted: 'Confirmation required',
} as const;

export const createAppointmentSchema = z
  .object({ patient: requiredText(APPOINTMENT_MESSAGES.patient, 64), ...slotShape })
  .refine(endsAfterStart, slotOrder);
export type CreateAppointmentForm = z.input<typeof createAppointmentSchema>;

export const updateAppointmentSchema = z.object({
  appointment_date: requiredText(APPOINTMENT_MESSAGES.appointmentDate, 10),
  is_completed: booleanSelect(APPOINTMENT_MESSAGES.isCompleted),
});
export type UpdateAppointmentForm = z.input<typeof updateAppointmentSchema>;
export type UpdateAppointmentValues = z.output<typeof updateAppointmentSchema>;
