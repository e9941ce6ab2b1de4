import { z } from 'zod';
import { AGE_MAX, AGE_MIN, NAME_MAX_LENGTH } from '../constants.ts';
import { boundedText, phoneField, requiredText } from '../fields.ts';
import {
  DOCTOR_PROFILE_MESSAGES as M,
  isFee,
  orderNumberField,
  PRACTICE_MESSAGES,
  SPOKEN_LANGUAGES,
} from '../forms/doctor.ts';
import { findWilaya } from '../wilayas.ts';
import { idParam } from './common.ts';
import { VISIT_KINDS, visitKind } from './visit-kind.ts';

export const doctorIdParams = z.object({ doctorId: idParam });

export const specializationRef = z.object({ specialization_id: z.number(), specialization_name: z.string() });
export const clinicRef = z.object({ clinic_id: z.number(), clinic_name: z.string() });

/** The doctor's profile; `picture` and `certification` are API paths. */
export const doctorProfileResponse = z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  specialization: specializationRef.nullable(),
  biography: z.string().nullable(),
  age: z.number().nullable(),
  picture: z.string().nullable(),
  certification: z.string().nullable(),
  is_certified: z.boolean(),
  /** The registration number with the medical council ("N° d'ordre"), printed on prescriptions. */
  order_number: z.string().nullable(),
  clinic: clinicRef.nullable(),
  fee_dzd: z.number().nullable(),
  languages: z.array(z.enum(SPOKEN_LANGUAGES)),
  visit_types: z.array(visitKind),
  /** The wilaya's French name, as the directory filters by it; null until the doctor sets it. */
  wilaya: z.string().nullable(),
});
export type DoctorProfile = z.infer<typeof doctorProfileResponse>;

export const AGE_RANGE_MESSAGE = `Age must be between ${AGE_MIN} and ${AGE_MAX}`;
export const SPECIALIZATION_INVALID = 'Select a specialization from the list.';
export const WILAYA_INVALID = 'Select a wilaya from the list.';

/** Text parts of the multipart PATCH; a field left out keeps its value, an empty age or specialization clears it. */
export const doctorProfileFields = z.object({
  full_name: requiredText(M.fullName, NAME_MAX_LENGTH).optional(),
  phone_number: phoneField.optional(),
  address: requiredText(M.address).optional(),
  biography: boundedText(M.biography, M.biographyTooLong).optional(),
  specialization: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, SPECIALIZATION_INVALID)
    .optional(),
  age: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) >= AGE_MIN && Number(v) <= AGE_MAX),
      AGE_RANGE_MESSAGE,
    )
    .optional(),
  /** Whole dinars; empty clears it. */
  fee_dzd: z.string().trim().refine(isFee, PRACTICE_MESSAGES.fee).optional(),
  /** Codes separated by commas, as `ar,fr`; empty says none. */
  languages: codeList(SPOKEN_LANGUAGES, PRACTICE_MESSAGES.languages, 0).optional(),
  /** `in_person`, `video` or both, separated by a comma. */
  visit_types: codeList(VISIT_KINDS, PRACTICE_MESSAGES.visitTypes, 1).optional(),
  order_number: orderNumberField.optional(),
  /** A wilaya's number or name (French, Arabic); empty clears it. Answered as its French name. */
  wilaya: z
    .string()
    .trim()
    .refine((v) => v === '' || findWilaya(v) !== null, WILAYA_INVALID)
    .transform((v) => (v === '' ? null : (findWilaya(v)?.name ?? null)))
    .optional(),
});

/** A comma-separated list of codes from `allowed`, each once, in the list's order. */
function codeList<T extends string>(allowed: readonly T[], message: string, min: number) {
  return z
    .string()
    .trim()
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .refine(
      (codes) => codes.length >= min && codes.every((c) => (allowed as readonly string[]).includes(c)),
      message,
    )
    .transform((codes) => allowed.filter((c) => codes.includes(c)));
}

/** The fee, languages and visit types as answered, from the stored columns (unknown codes left out). */
export function practiceOf(row: { feeDzd: number | null; languages: string[]; visitTypes: string[] }) {
  return {
    fee_dzd: row.feeDzd,
    languages: SPOKEN_LANGUAGES.filter((c) => row.languages.includes(c)),
    visit_types: VISIT_KINDS.filter((c) => row.visitTypes.includes(c)),
  };
}

export const specializationItem = z.object({ id: z.number(), name: z.string() });
export const specializationList = z.array(specializationItem);
export type Specialization = z.infer<typeof specializationItem>;

/** The Overview cards, counted from the doctor's data. */
export const doctorOverviewResponse = z.object({
  new_appointments: z.number(),
  total_patients: z.number(),
  completed_appointments: z.number(),
  /** Appointments the doctor marked as "did not come". */
  no_shows: z.number(),
  available_slots: z.number(),
});
export type DoctorOverview = z.infer<typeof doctorOverviewResponse>;
