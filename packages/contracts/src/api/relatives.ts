import { z } from 'zod';
import { GENDERS, NAME_MAX_LENGTH } from '../constants.ts';
import { requiredText } from '../fields.ts';
import { idParam } from './common.ts';
import { dateField } from './doctor-fields.ts';

// The people a patient books for (a child, a parent): managed in the patient's area, chosen when
// booking, shown to the doctor on the appointment.

export const RELATIONS = ['child', 'parent', 'spouse', 'sibling', 'other'] as const;
export type Relation = (typeof RELATIONS)[number];

export const RELATIVE_MESSAGES = {
  fullName: 'Full Name is required',
  dateOfBirth: 'Date of birth is required',
  futureBirth: 'The date of birth cannot be in the future',
  sex: 'Sex must be M or F',
  relation: 'Relation must be one of child, parent, spouse, sibling, other',
  notFound: 'Relative not found.',
  folderRelative: 'This relative is not one of yours.',
} as const;
const M = RELATIVE_MESSAGES;

export const relativeParams = z.object({ relativeId: idParam });

export const relativeBody = z.object({
  full_name: requiredText(M.fullName, NAME_MAX_LENGTH),
  date_of_birth: dateField(M.dateOfBirth),
  sex: z.enum(GENDERS, { error: M.sex }),
  relation: z.enum(RELATIONS, { error: M.relation }),
});
export type RelativeBody = z.input<typeof relativeBody>;
export type RelativeInput = z.output<typeof relativeBody>;

export const relativeUpdateBody = relativeBody.partial();

export const relativeSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  date_of_birth: z.string(),
  sex: z.enum(GENDERS),
  relation: z.enum(RELATIONS),
  created_at: z.string(),
});
export type Relative = z.infer<typeof relativeSchema>;

/** Who an appointment is for, when not the account's patient: kept after the relative is removed. */
export const appointmentRelative = z
  .object({ name: z.string(), relation: z.enum(RELATIONS).nullable() })
  .nullable();
export type AppointmentRelative = z.infer<typeof appointmentRelative>;
