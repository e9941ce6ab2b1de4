import { z } from 'zod';
import { dateField } from './doctor-fields.ts';
import { visitKind } from './visit-kind.ts';

// The doctor's agenda: the appointments and absences of a day or a week.

export const AGENDA_MESSAGES = {
  from: 'Enter the first day as YYYY-MM-DD.',
  days: 'Ask for 1 to 7 days.',
} as const;

export const agendaQuery = z.object({
  from: dateField(AGENDA_MESSAGES.from),
  days: z.coerce
    .number({ error: AGENDA_MESSAGES.days })
    .int(AGENDA_MESSAGES.days)
    .min(1, AGENDA_MESSAGES.days)
    .max(7, AGENDA_MESSAGES.days)
    .default(1),
});

export const agendaAppointment = z.object({
  id: z.number(),
  patient: z.number(),
  patient_full_name: z.string(),
  /** Who comes: the patient, or the relative the booking was made for ('' when not said). */
  type_person: z.string(),
  appointment_reason: z.string(),
  visit_kind: visitKind,
  day: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  is_completed: z.boolean(),
  no_show: z.boolean(),
});
export type AgendaAppointment = z.infer<typeof agendaAppointment>;

export const agendaResponse = z.object({
  from: z.string(),
  to: z.string(),
  appointments: z.array(agendaAppointment),
  absences: z.array(
    z.object({ id: z.number(), starts_at: z.string(), ends_at: z.string(), label: z.string() }),
  ),
});
export type Agenda = z.infer<typeof agendaResponse>;
