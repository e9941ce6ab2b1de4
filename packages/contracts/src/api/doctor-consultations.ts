import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants.ts';
import { requiredText } from '../fields.ts';
import { CONSULTATION_MESSAGES as M } from '../forms/doctor.ts';
import { paginated } from './common.ts';
import { booleanField, dateField, idField } from './doctor-fields.ts';

export const CONSULTATION_ITEM_TYPES = ['blood-test', 'medicine-item'] as const;
export const ITEM_MESSAGES = {
  consultation: 'Consultation is required',
  type: 'Choose blood-test or medicine-item',
  name: 'Name is required',
  value: 'Value is required',
  tooMany: 'A consultation takes at most 50 items',
} as const;
export const PATIENT_REQUIRED = 'Patient is required';

const itemText = {
  name: requiredText(ITEM_MESSAGES.name, 200, 'Name must be 200 characters or less'),
  value: requiredText(ITEM_MESSAGES.value, 500, 'Value must be 500 characters or less'),
};

/** SPEC §3 "Consultation item", sent inline with the consultation. */
export const consultationItemInput = z
  .object({ type: z.enum(CONSULTATION_ITEM_TYPES, { error: ITEM_MESSAGES.type }), ...itemText })
  .strict();
export type ConsultationItemInput = z.input<typeof consultationItemInput>;

/**
 * SPEC §7 CreateConsultation (spellings kept: `next_consultaion`). `items` is ours: sent with the
 * consultation, all of them are written in one transaction with it, or nothing is.
 */
export const createConsultationBody = z
  .object({
    doctor: idField('Doctor must be a number').optional(),
    patient: idField(PATIENT_REQUIRED),
    objective: requiredText(M.objective, 255, 'Objective must be 255 characters or less'),
    content: requiredText(
      M.details,
      TEXT_MAX_LENGTH,
      `Details must be ${TEXT_MAX_LENGTH} characters or less`,
    ),
    next_consultaion: dateField(M.nextConsultation),
    is_approved: booleanField('is_approved must be true or false').optional(),
    id_card_patient: z.string().max(100).optional(),
    items: z.array(consultationItemInput).max(50, ITEM_MESSAGES.tooMany).optional(),
  })
  .strict();
export type CreateConsultationBody = z.input<typeof createConsultationBody>;

/** SPEC §7 CreateBloodTest and CreateMedcineItems. */
export const consultationItemBody = z
  .object({ consultation: idField(ITEM_MESSAGES.consultation), ...itemText })
  .strict();

export const consultationItemResponse = z.object({
  id: z.number(),
  consultation: z.number(),
  name: z.string(),
  value: z.string(),
});

const namedValue = z.object({ name: z.string(), value: z.string() });

/** SPEC §3 "Consultation". */
export const consultationResponse = z.object({
  id: z.number(),
  doctor: z.number(),
  doctor_name: z.string(),
  patient: z.number(),
  objective: z.string(),
  content: z.string(),
  next_consultaion: z.string().nullable(),
  date_created: z.string(),
  is_approved: z.boolean(),
  bloodtests: z.array(namedValue),
  medicineItems: z.array(namedValue),
});
export type Consultation = z.infer<typeof consultationResponse>;

/** The signed-in doctor's consultations, newest first, a page at a time (ours, not SPEC's). */
export const doctorConsultationsQuery = z
  .object({ page: z.coerce.number().int().min(1).max(10_000).optional().default(1) })
  .strict();

export const doctorConsultation = consultationResponse.extend({ patient_name: z.string() });
export type DoctorConsultation = z.infer<typeof doctorConsultation>;
export const doctorConsultationList = paginated(doctorConsultation);
export type DoctorConsultationList = z.infer<typeof doctorConsultationList>;
