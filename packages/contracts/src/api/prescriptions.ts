import { z } from 'zod';
import { requiredText } from '../fields.ts';
import { idParam } from './common.ts';

// Prescriptions ("ordonnances"): issued by a consultation's doctor, frozen when issued, printed as a
// PDF with a QR code, checked by anyone from their short code, revoked by their doctor.

export const PRESCRIPTION_MESSAGES = {
  notFound: 'Prescription not found.',
  unknownCode: 'No prescription has this code.',
  noMedicines: 'Add at least one medicine.',
  tooMany: 'A prescription takes at most 30 medicines',
  medicineName: 'Medicine name is required',
  dosage: 'Dosage is required',
  alreadyRevoked: 'This prescription was already revoked.',
  doctorNotVerified:
    'Only a doctor whose registration an administrator verified can issue prescriptions. Your profile is waiting for review.',
} as const;

const M = PRESCRIPTION_MESSAGES;

/** Ten capitals and digits, without the look-alikes 0/O and 1/I/L. */
export const PRESCRIPTION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PRESCRIPTION_CODE_LENGTH = 10;

export const consultationPrescriptionParams = z.object({ consultationId: idParam });
export const prescriptionParams = z.object({ prescriptionId: idParam });
export const consultationPrescriptionPdfParams = z.object({
  consultationId: idParam,
  prescriptionId: idParam,
});
/** Any text: a code of the wrong shape is simply unknown (404), as a typo would be. */
export const prescriptionCodeParams = z.object({ code: z.string().max(64) });

export const prescriptionMedicine = z
  .object({
    name: requiredText(M.medicineName, 200, 'Name must be 200 characters or less'),
    dosage: requiredText(M.dosage, 500, 'Dosage must be 500 characters or less'),
  })
  .strict();
export type PrescriptionMedicine = z.infer<typeof prescriptionMedicine>;

/** Without `medicines`, the consultation's medicine items are prescribed, their value as dosage. */
export const issuePrescriptionBody = z
  .object({ medicines: z.array(prescriptionMedicine).min(1, M.noMedicines).max(30, M.tooMany).optional() })
  .strict();
export type IssuePrescriptionBody = z.input<typeof issuePrescriptionBody>;

export const prescriptionSummary = z.object({
  id: z.number(),
  code: z.string(),
  consultation: z.number(),
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type PrescriptionSummary = z.infer<typeof prescriptionSummary>;

/** A patient's prescription, with the doctor who issued it. */
export const patientPrescription = prescriptionSummary.extend({ doctor_name: z.string() });
export type PatientPrescription = z.infer<typeof patientPrescription>;

const specialtyNames = z.object({ en: z.string(), fr: z.string(), ar: z.string() });

/**
 * The doctor's standing today: `verified` by an administrator, `unverified` (never verified, or back
 * in review after a change of name, specialty or registration number) or `suspended`.
 */
export const DOCTOR_STANDINGS = ['verified', 'unverified', 'suspended'] as const;
export type DoctorStanding = (typeof DOCTOR_STANDINGS)[number];

/**
 * What anyone holding the code learns: enough to trust the paper, and only the patient's initials.
 * `valid` is false when the prescription was revoked or its doctor is not verified today.
 */
export const prescriptionVerification = z.object({
  code: z.string(),
  valid: z.boolean(),
  doctor_name: z.string(),
  doctor_standing: z.enum(DOCTOR_STANDINGS),
  /** The registration number ("N° d'ordre") printed on the paper; empty when none was given. */
  order_number: z.string(),
  specialty: specialtyNames.nullable(),
  issued_at: z.string(),
  medicines: z.array(z.object({ name: z.string(), dosage: z.string() })),
  patient_initials: z.string(),
  revoked: z.boolean(),
  revoked_at: z.string().nullable(),
});
export type PrescriptionVerification = z.infer<typeof prescriptionVerification>;
