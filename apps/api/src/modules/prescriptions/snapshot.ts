import { randomInt } from 'node:crypto';
import {
  PRESCRIPTION_CODE_ALPHABET,
  PRESCRIPTION_CODE_LENGTH,
  type PrescriptionMedicine,
  SPECIALTIES,
  algeriaDay,
} from '@reayah/contracts';
import type { PrescriptionSnapshot } from '#api/db/schema/index.ts';
import type { ConsultationFacts } from './repository.ts';

/** A fresh random code (about 8 × 10^14 possibilities), drawn with the system's secure generator. */
export function newCode(): string {
  let code = '';
  for (let i = 0; i < PRESCRIPTION_CODE_LENGTH; i++) {
    code += PRESCRIPTION_CODE_ALPHABET[randomInt(PRESCRIPTION_CODE_ALPHABET.length)];
  }
  return code;
}

/** Whole years from a birth date to `today` (both `YYYY-MM-DD`). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function specialtyOf(facts: ConsultationFacts): PrescriptionSnapshot['specialty'] {
  if (!facts.specialtyCode) return null;
  const listed = SPECIALTIES.find((s) => s.code === facts.specialtyCode);
  if (listed) return { en: listed.en, fr: listed.fr, ar: listed.ar };
  return { en: facts.specialtyEn ?? '', fr: facts.specialtyFr ?? '', ar: facts.specialtyAr ?? '' };
}

/** What the paper says, frozen now: later edits of the profile or the consultation do not change it. */
export function buildSnapshot(
  facts: ConsultationFacts,
  medicines: PrescriptionMedicine[],
  at: Date,
): PrescriptionSnapshot {
  const age = facts.patientBirth ? ageOn(facts.patientBirth, algeriaDay(at)) : facts.patientAge;
  return {
    doctorName: facts.doctorName,
    specialty: specialtyOf(facts),
    address: (facts.clinicAddress || facts.doctorAddress || '').trim(),
    orderNumber: (facts.orderNumber ?? '').trim(),
    patientName: facts.patientName,
    patientAge: age !== null && age >= 0 ? age : null,
    medicines: medicines.map((m) => ({ name: m.name.trim(), dosage: m.dosage.trim() })),
  };
}

/** "Amina Benali" -> "A. B.": what a pharmacist checking the code may see of the patient. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${(Array.from(word)[0] ?? '').toLocaleUpperCase()}.`)
    .join(' ');
}
