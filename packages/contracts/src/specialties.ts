import list from './specialties.json' with { type: 'json' };

export const SPECIALTY_CODES = [
  'general-medicine',
  'cardiology',
  'dermatology',
  'pediatrics',
  'gynecology-obstetrics',
  'ophthalmology',
  'ent',
  'neurology',
  'psychiatry',
  'orthopedics',
  'gastroenterology',
  'pulmonology',
  'endocrinology',
  'nephrology',
  'urology',
  'rheumatology',
  'dentistry',
  'oncology',
  'infectious-diseases',
  'hematology',
] as const;

export type SpecialtyCode = (typeof SPECIALTY_CODES)[number];

export interface Specialty {
  code: SpecialtyCode;
  en: string;
  fr: string;
  ar: string;
}

export const SPECIALTIES: readonly Specialty[] = list as Specialty[];

export function specialtyByCode(code: SpecialtyCode): Specialty {
  const found = SPECIALTIES.find((s) => s.code === code);
  if (!found) throw new Error(`Unknown specialty code ${code}`);
  return found;
}
