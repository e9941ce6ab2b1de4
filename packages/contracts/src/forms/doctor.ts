import { z } from 'zod';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants.ts';
import { boundedText, emailField, phoneField, requiredText } from '../fields.ts';
import { PROFILE_MESSAGES } from './patient.ts';

// SPEC §5: doctor profile, clinic and create-consultation forms.

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
  // SPEC: "number input, no rule"; the select and the number arrive as text.
  specialization: z.string().optional(),
  age: z.string().optional(),
  order_number: orderNumberField.optional(),
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
  objective: 'objective are required',
  nextConsultation: 'Next consultation date is required',
} as const;

export const consultationSchema = z.object({
  details: requiredText(CONSULTATION_MESSAGES.details, TEXT_MAX_LENGTH),
  objective: requiredText(CONSULTATION_MESSAGES.objective),
  next_consultation: requiredText(CONSULTATION_MESSAGES.nextConsultation, 10),
});
export type ConsultationForm = z.input<typeof consultationSchema>;
