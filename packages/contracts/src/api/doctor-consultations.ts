import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants.ts';
import { requiredText } from '../fields.ts';
import { CONSULTATION_MESSAGES as M } from '../forms/doctor.ts';
import { paginated } from './common.ts';
import { booleanField, idField, optionalDateField } from './doctor-fields.ts';

export const CONSULTATION_ITEM_TYPES = ['blood-test', 'medicine-item'] as const;
export const ITEM_MESSAGES = {
  consultation: 'Consultation is required',
  type: 'Choose blood-test or medicine-item',
  name: 'Name is required',
  value: 'Value is required',
  tooMany: 'A consultation takes at most 50 items',
  medicineName: 'Medicine name is required',
  dose: 'Dose is required',
  frequency: 'How often is required',
} as const;
export const PATIENT_REQUIRED = 'Patient is required';

const itemText = {
  name: requiredText(ITEM_MESSAGES.name, 200, 'Name must be 200 characters or less'),
  value: requiredText(ITEM_MESSAGES.value, 500, 'Value must be 500 characters or less'),
};

const optionalText = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).optional().default('');

/** A prescribed medicine in the parts a prescription prints; form, duration and note may stay empty. */
export const medicineFields = {
  name: requiredText(ITEM_MESSAGES.medicineName, 200, 'Name must be 200 characters or less'),
  form: optionalText(200, 'Form and strength must be 200 characters or less'),
  dose: requiredText(ITEM_MESSAGES.dose, 200, 'Dose must be 200 characters or less'),
  frequency: requiredText(ITEM_MESSAGES.frequency, 200, 'How often must be 200 characters or less'),
  duration: optionalText(200, 'How long must be 200 characters or less'),
  note: optionalText(500, 'Note must be 500 characters or less'),
};
export const medicineInput = z.object(medicineFields).strict();
export type MedicineInput = z.input<typeof medicineInput>;

/** A consultation item, sent inline with the consultation: a blood test or a medicine. */
export const consultationItemInput = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('blood-test'), ...itemText }).strict(),
    z.object({ type: z.literal('medicine-item'), ...medicineFields }).strict(),
  ],
  { error: ITEM_MESSAGES.type },
);
export type ConsultationItemInput = z.input<typeof consultationItemInput>;

/** A medicine on one line, its parts in order, the empty ones left out: "comprimé 500 mg · 1 · 3 fois par jour". */
export function medicineSummary(m: {
  form: string;
  dose: string;
  frequency: string;
  duration: string;
  note: string;
}): string {
  return [m.form, m.dose, m.frequency, m.duration, m.note]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ');
}

/**
 * CreateConsultation (spelling kept: `next_consultaion`). `items` is ours: sent with the
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
    next_consultaion: optionalDateField(),
    is_approved: booleanField('is_approved must be true or false').optional(),
    id_card_patient: z.string().max(100).optional(),
    items: z.array(consultationItemInput).max(50, ITEM_MESSAGES.tooMany).optional(),
  })
  .strict();
export type CreateConsultationBody = z.input<typeof createConsultationBody>;

/** CreateBloodTest: one blood test added to a consultation. */
export const consultationItemBody = z
  .object({ consultation: idField(ITEM_MESSAGES.consultation), ...itemText })
  .strict();

/** CreateMedcineItems (sic), with the medicine in parts. */
export const medicineItemBody = z
  .object({ consultation: idField(ITEM_MESSAGES.consultation), ...medicineFields })
  .strict();

export const consultationItemResponse = z.object({
  id: z.number(),
  consultation: z.number(),
  name: z.string(),
  value: z.string(),
});

const namedValue = z.object({ name: z.string(), value: z.string() });

/** A medicine as written; `value` is its parts on one line (medicineSummary), for a short display. */
export const medicineItem = z.object({
  name: z.string(),
  form: z.string(),
  dose: z.string(),
  frequency: z.string(),
  duration: z.string(),
  note: z.string(),
  value: z.string(),
});
export type MedicineItem = z.infer<typeof medicineItem>;

export const medicineItemResponse = medicineItem.extend({ id: z.number(), consultation: z.number() });

/** A consultation as the doctor and the patient read it. */
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
  medicineItems: z.array(medicineItem),
});
export type Consultation = z.infer<typeof consultationResponse>;

/** The signed-in doctor's consultations, newest first, a page at a time (a route added since). */
export const doctorConsultationsQuery = z
  .object({ page: z.coerce.number().int().min(1).max(10_000).optional().default(1) })
  .strict();

export const doctorConsultation = consultationResponse.extend({ patient_name: z.string() });
export type DoctorConsultation = z.infer<typeof doctorConsultation>;
export const doctorConsultationList = paginated(doctorConsultation);
export type DoctorConsultationList = z.infer<typeof doctorConsultationList>;
