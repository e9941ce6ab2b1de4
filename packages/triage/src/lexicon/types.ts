import type { SpecialtyCode } from '@reayah/contracts';

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

/** Surface forms added to a concept defined elsewhere; its weights stay where they are. */
export type SurfaceForms = Omit<Concept, 'w'>;

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
 * Why the notice shows: a key the client translates ('stroke' -> "Signs of a possible stroke...").
 * Keep apps/web/src/locales/{en,fr,ar}/triage.json in step with this list.
 */
export const RED_FLAG_KEYS = [
  'anaphylaxis',
  'appendicitis',
  'baby_not_moving',
  'bowel_obstruction',
  'brain_bleed',
  'breathing',
  'bulging_fontanelle',
  'chemical_eye',
  'chest_pain',
  'child_swallowed',
  'coughing_blood',
  'dehydration',
  'ectopic_pregnancy',
  'eye_injury',
  'fainting',
  'glaucoma',
  'gut_bleeding',
  'head_injury',
  'heart_attack',
  'heavy_bleeding',
  'high_sugar',
  'hypertensive_emergency',
  'infant_fever',
  'low_sugar',
  'meningitis',
  'not_breathing',
  'overdose',
  'poisoning',
  'preeclampsia',
  'pregnancy_bleeding',
  'pregnancy_pain',
  'seizure',
  'serious_infection',
  'severe_belly',
  'severe_burn',
  'sick_baby',
  'stroke',
  'suicide',
  'testicular_torsion',
  'unconscious',
  'urine_retention',
  'vision_loss',
  'waters_broke',
] as const;
export type RedFlagKey = (typeof RED_FLAG_KEYS)[number];

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

export const FOLLOW_UP_KEYS = [
  'sudden_worst_headache',
  'chest_pain_danger',
  'ectopic_signs',
  'head_injury_signs',
  'baby_under_3_months',
  'high_sugar_drowsy',
  'self_harm_thoughts',
  'burn_size',
  'testicle_sudden',
  'breathless_at_rest',
  'bleeding_heavy',
  'pills_too_many',
  'fever_neck_rash',
  'pregnancy_danger',
] as const;
export type FollowUpKey = (typeof FOLLOW_UP_KEYS)[number];
