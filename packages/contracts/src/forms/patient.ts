import { z } from 'zod';
import { AGE_MAX, AGE_MIN, BLOOD_TYPES, GENDERS, NAME_MAX_LENGTH } from '../constants.ts';
import { boundedText, phoneField, requiredText } from '../fields.ts';

// Patient profile settings and the Add Folder dialog.

export const PROFILE_MESSAGES = {
  fullName: 'Full Name is required',
  address: 'Address is required',
} as const;

export const PATIENT_PROFILE_MESSAGES = {
  ...PROFILE_MESSAGES,
  description: 'Description is required',
  descriptionTooLong: 'Description must be 500 characters or less',
  dateOfBirth: 'Date of birth is required',
  age: 'Age is required',
  ageRange: `Age must be between ${AGE_MIN} and ${AGE_MAX}`,
} as const;

const M = PATIENT_PROFILE_MESSAGES;

export const patientProfileSchema = z.object({
  full_name: requiredText(M.fullName, NAME_MAX_LENGTH),
  phone_number: phoneField,
  address: requiredText(M.address),
  description: boundedText(M.description, M.descriptionTooLong),
  date_of_birth: requiredText(M.dateOfBirth, 10),
  // The age input is a number input limited to 18..99; its value arrives as text.
  age: requiredText(M.age, 3)
    .transform(Number)
    .pipe(z.number({ error: M.ageRange }).int(M.ageRange).min(AGE_MIN, M.ageRange).max(AGE_MAX, M.ageRange)),
  gender: z.enum(GENDERS).optional(),
  blood_type: z.enum(BLOOD_TYPES).optional(),
});
export type PatientProfileForm = z.input<typeof patientProfileSchema>;
export type PatientProfileValues = z.output<typeof patientProfileSchema>;

export const FOLDER_MESSAGES = { name: 'Please enter a name' } as const;

export const addFolderSchema = z.object({ name: requiredText(FOLDER_MESSAGES.name) });
export type AddFolderForm = z.input<typeof addFolderSchema>;
