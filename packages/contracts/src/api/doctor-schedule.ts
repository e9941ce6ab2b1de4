import { z } from 'zod';
import { APPOINTMENT_MESSAGES as A, SLOT_MESSAGES as S } from '../forms/schedule.ts';
import { idParam } from './common.ts';
import { appointmentRelative } from './relatives.ts';
import { visitKind } from './visit-kind.ts';
import { booleanField, dateField, idField, timeField } from './doctor-fields.ts';

export const slotParams = z.object({ bookingId: idParam });
export const appointmentParams = z.object({ doctorId: idParam, appointmentId: idParam });

const order = {
  message: S.endBeforeStart,
  path: ['end_time'],
  when(payload: { value: unknown }) {
    const v = payload.value as { start_time?: unknown; end_time?: unknown } | undefined;
    return typeof v?.start_time === 'string' && typeof v?.end_time === 'string';
  },
};
const endsAfterStart = (v: { start_time?: string | undefined; end_time?: string | undefined }) =>
  !v.start_time || !v.end_time || v.end_time > v.start_time;

const doctorField = idField('Doctor must be a number').optional();

/** CreateBooking; a slot must end after it starts (a departure listed in docs/deviations.md). */
export const createSlotBody = z
  .object({
    doctor: doctorField,
    day: dateField(S.day),
    start_time: timeField(S.startTime),
    end_time: timeField(S.endTime),
    visit_kind: visitKind.optional(),
  })
  .strict()
  .refine(endsAfterStart, order);

/** UpdateDeleteBooking PATCH; a field left out keeps its value. */
export const updateSlotBody = z
  .object({
    doctor: doctorField,
    day: dateField(S.day).optional(),
    start_time: timeField(S.startTime).optional(),
    end_time: timeField(S.endTime).optional(),
    existing: booleanField(S.status).optional(),
    visit_kind: visitKind.optional(),
  })
  .strict()
  .refine(endsAfterStart, order);

/** A slot: `existing` true means Available, false means Booked (a kept field, docs/product.md). */
export const slotResponse = z.object({
  id: z.number(),
  doctor: z.number(),
  day: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  existing: z.boolean(),
  visit_kind: visitKind,
});
export const slotList = z.array(slotResponse);
export type Slot = z.infer<typeof slotResponse>;

/** The doctor's own slots: a booked one names its appointment and who booked it. */
export const doctorSlot = slotResponse.extend({
  appointment: z.number().nullable(),
  patient_full_name: z.string().nullable(),
});
export const doctorSlotList = z.array(doctorSlot);
export type DoctorSlot = z.infer<typeof doctorSlot>;

/** create_appointment; `appointment_date` defaults to `day`. */
export const createAppointmentBody = z
  .object({
    day: dateField(S.day),
    start_time: timeField(S.startTime),
    end_time: timeField(S.endTime),
    appointment_date: dateField(A.appointmentDate).optional(),
    is_confirmed: booleanField('is_confirmed must be true or false').optional(),
    appointment_reason: z.string().max(500).optional(),
    type_person: z.string().max(20).optional(),
    visit_kind: visitKind.optional(),
  })
  .strict()
  .refine(endsAfterStart, order);

/** update_delete_appointment PATCH; a field left out keeps its value. */
export const updateAppointmentBody = z
  .object({
    patient: idField(A.patient).optional(),
    appointment_date: dateField(A.appointmentDate).optional(),
    is_completed: booleanField(A.isCompleted).optional(),
    type_person: z.string().max(20).optional(),
    is_confirmed: booleanField('is_confirmed must be true or false').optional(),
  })
  .strict();

/** An appointment; `slot` is the slot it was booked from, if any. */
export const appointmentResponse = z.object({
  id: z.number(),
  doctor: z.number(),
  patient: z.number(),
  patient_full_name: z.string(),
  appointment_date: z.string(),
  is_completed: z.boolean(),
  is_confirmed: z.boolean(),
  type_person: z.string(),
  day: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  appointment_reason: z.string(),
  slot: z.number().nullable(),
  visit_kind: visitKind,
  /** The doctor marked that the patient did not come. */
  no_show: z.boolean(),
  /** Who comes, when the patient booked for a relative (a child, a parent); null when the patient comes. */
  relative: appointmentRelative,
});
export const appointmentList = z.array(appointmentResponse);
export type Appointment = z.infer<typeof appointmentResponse>;
