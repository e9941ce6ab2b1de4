import { z } from 'zod';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants.ts';
import { boundedText, emailField, phoneField, requiredText } from '../fields.ts';
import { PROFILE_MESSAGES } from './patient.ts';
import { VISIT_KINDS } from '../api/visit-kind.ts';

/** The languages a doctor may say they speak: Arabic, Tamazight, French, English. */
export const SPOKEN_LANGUAGES = ['ar', 'ber', 'fr', 'en'] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];
export const FEE_MAX_DZD = 1_000_000;

export const PRACTICE_MESSAGES = {
  fee: 'The fee must be a whole number of dinars between 0 and 1000000',
  languages: 'Choose languages from the list',
  visitTypes: 'Choose at least one visit type: in person or video',
} as const;

/** Whole dinars as typed, or empty (no fee shown). */
export const isFee = (v: string) => v === '' || (/^\d{1,7}$/.test(v) && Number(v) <= FEE_MAX_DZD);

// Doctor profile, clinic and create-consultation forms.

export const DOCTOR_PROFILE_MESSAGES = {
  ...PROFILE_MESSAGES,
  biography: 'Biography is required',
  biographyTooLong: 'Biography must be 500 characters or less',
} as const;

export const ORDER_NUMBER_MAX_LENGTH = 20;
export const ORDER_NUMBER_INVALID =
  'Registration number: up to 20 digits, letters, slashes or dashes, with at least one digit.';
/** Digits and letters with `/`, `-`, `.` or spaces between them (e.g. `16/0452`). */
const ORDER_NUMBER_SHAPE = /^(?=.*\d)[0-9A-Za-z]+(?:[ ./-][0-9A-Za-z]+)*$/;

/** The registration number with the medical council ("N° d'ordre"); empty clears it. */
export const orderNumberField = z
  .string()
  .trim()
  .refine((v) => v === '' || (v.length <= ORDER_NUMBER_MAX_LENGTH && ORDER_NUMBER_SHAPE.test(v)), {
    message: ORDER_NUMBER_INVALID,
  });

export const doctorProfileSchema = z.object({
  full_name: requiredText(DOCTOR_PROFILE_MESSAGES.fullName, NAME_MAX_LENGTH),
  phone_number: phoneField,
  address: requiredText(DOCTOR_PROFILE_MESSAGES.address),
  biography: boundedText(DOCTOR_PROFILE_MESSAGES.biography, DOCTOR_PROFILE_MESSAGES.biographyTooLong),
  // A number input with no rule; the select and the number arrive as text.
  specialization: z.string().optional(),
  age: z.string().optional(),
  fee_dzd: z.string().trim().refine(isFee, PRACTICE_MESSAGES.fee),
  languages: z.array(z.enum(SPOKEN_LANGUAGES, { error: PRACTICE_MESSAGES.languages })),
  visit_types: z.array(z.enum(VISIT_KINDS)).min(1, PRACTICE_MESSAGES.visitTypes),
  order_number: orderNumberField.optional(),
  /** The wilaya's number from the list, or empty. */
  wilaya: z.string().optional(),
});
export type DoctorProfileForm = z.input<typeof doctorProfileSchema>;

export const CLINIC_MESSAGES = {
  name: 'Clinic Name is required',
  address: PROFILE_MESSAGES.address,
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  description: 'Description is required',
  descriptionTooLong: 'Description must be 500 characters or less',
  // Warnings of the create form, which also needs both files.
  pictureMissing: 'Please attach a picture for the clinic',
  certificationMissing: 'Please attach a certification for the clinic',
} as const;

export const clinicSchema = z.object({
  name: requiredText(CLINIC_MESSAGES.name, NAME_MAX_LENGTH),
  email: emailField(CLINIC_MESSAGES.emailRequired, CLINIC_MESSAGES.emailInvalid),
  phone_number: phoneField,
  address: requiredText(CLINIC_MESSAGES.address),
  description: boundedText(CLINIC_MESSAGES.description, CLINIC_MESSAGES.descriptionTooLong),
});
export type ClinicForm = z.input<typeof clinicSchema>;

export const CONSULTATION_MESSAGES = {
  details: 'Details are required',
  objective: 'Objective is required',
} as const;

export const consultationSchema = z.object({
  details: requiredText(CONSULTATION_MESSAGES.details, TEXT_MAX_LENGTH),
  objective: requiredText(CONSULTATION_MESSAGES.objective),
  // Optional: not every consultation calls for another.
  next_consultation: z.string().max(10),
});
export type ConsultationForm = z.input<typeof consultationSchema>;
