import type { FollowUpKey, RedFlagKey, SpecialtyCode } from '@reayah/contracts';

/** Short specialty keys so weight tables stay readable. */
export const SHORT = {
  GM: 'general-medicine',
  CAR: 'cardiology',
  DER: 'dermatology',
  PED: 'pediatrics',
  GYN: 'gynecology-obstetrics',
  OPH: 'ophthalmology',
  ENT: 'ent',
  NEU: 'neurology',
  PSY: 'psychiatry',
  ORT: 'orthopedics',
  GAS: 'gastroenterology',
  PUL: 'pulmonology',
  END: 'endocrinology',
  NEP: 'nephrology',
  URO: 'urology',
  RHU: 'rheumatology',
  DEN: 'dentistry',
  ONC: 'oncology',
  INF: 'infectious-diseases',
  HEM: 'hematology',
} as const satisfies Record<string, SpecialtyCode>;

export type Short = keyof typeof SHORT;
export type Weights = Partial<Record<Short, number>>;

/**
 * A medical idea with its specialty votes and its surface forms per language:
 * en English, fr French, ar Modern Standard Arabic, dz Darija in Arabic script,
 * dl Darija in Latin script. Forms are written naturally; they are normalised at load.
 */
export interface Concept {
  id: string;
  w: Weights;
  en?: string[];
  fr?: string[];
  ar?: string[];
  dz?: string[];
  dl?: string[];
}

/** Extra votes when all listed concepts are present and not negated; 'a|b' means either. */
export interface Combo {
  all: string[];
  w: Weights;
}

export type LexLang = 'en' | 'fr' | 'ar' | 'dz' | 'dl';
export const LEX_LANGS: readonly LexLang[] = ['en', 'fr', 'ar', 'dz', 'dl'];

/**
 * An emergency pattern: every inner list needs at least one concept present (and not
 * negated). Rules are checked in order and the first match gives the reason shown.
 */
export interface RedFlagRule {
  when: string[][];
  /** The rule does not apply when one of these is present (an injury explains the pain). */
  unless?: string[];
  reason: RedFlagKey;
}

/**
 * When the words alone cannot settle urgency, a question for the patient: the answers in
 * `escalateOn` make it an emergency for `reason`. Asked only when no red flag fired.
 */
export interface AskRule {
  when: string[][];
  unless?: string[];
  question: FollowUpKey;
  reason: RedFlagKey;
}
