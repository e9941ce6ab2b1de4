import type { RedFlagKey } from '@reayah/contracts';
import type { Weights } from './types.ts';

// Who takes the ranking over, whatever the words point to: the specialty of a recognised
// emergency, the pediatrician for a child, the rheumatologist for many joints at once.

/**
 * The specialty that takes over once an emergency is recognised: a heart attack felt in the jaw
 * is the cardiologist's even though the words point to the dentist.
 */
export const REASON_WEIGHTS: Partial<Record<RedFlagKey, Weights>> = {
  heart_attack: { CAR: 5 },
  ectopic_pregnancy: { GYN: 3 },
  pregnancy_bleeding: { GYN: 3 },
  preeclampsia: { GYN: 3 },
  testicular_torsion: { URO: 3 },
  priapism: { URO: 3 },
  eye_injury: { OPH: 3 },
  chemical_eye: { OPH: 3 },
  glaucoma: { OPH: 3 },
  vision_loss: { OPH: 2 },
  stroke: { NEU: 2 },
  brain_bleed: { NEU: 2 },
  head_injury: { NEU: 1 },
  // The nerves at the base of the spine pressed: the neurologist (or the neurosurgeon behind him), whatever hurts.
  spinal_cord: { NEU: 4 },
  // Fever with a stiff neck or spots that do not fade: the infection clinic, whatever organ the words name.
  meningitis: { INF: 2.5 },
  suicide: { PSY: 3 },
  overdose: { PSY: 1.5 },
  gut_bleeding: { GAS: 2 },
  appendicitis: { GAS: 1.5 },
  bowel_obstruction: { GAS: 1.5 },
  coughing_blood: { PUL: 2 },
  low_sugar: { END: 2 },
  high_sugar: { END: 2 },
  diabetic_confusion: { END: 2 },
  hypertensive_emergency: { CAR: 2 },
  fracture: { ORT: 3 },
  // A burn past first aid: the notice sends to emergency care; the skin doctor, who follows the
  // wound, ranks first and the emergency physician second (decision 0074).
  severe_burn: { DER: 6, GM: 4 },
  waters_broke: { GYN: 3 },
  pregnancy_pain: { GYN: 3 },
  baby_not_moving: { GYN: 3 },
  sick_baby: { PED: 3 },
  infant_fever: { PED: 3 },
  bulging_fontanelle: { PED: 3 },
};

/**
 * Emergencies a child's doctor takes over in a child (a fit, a breathing problem, a sting, a head
 * injury, a poisoning): the pediatrician before the organ. A torsion, an eye injury or a fracture
 * stays with its surgeon; a severe burn, the emergency physician's in an adult, is the
 * pediatrician's in a child.
 */
export const CHILD_TAKEN_REASONS: ReadonlySet<RedFlagKey> = new Set<RedFlagKey>([
  'anaphylaxis',
  'breathing',
  'not_breathing',
  'child_swallowed',
  'dehydration',
  'heat_stroke',
  'head_injury',
  'meningitis',
  'severe_burn',
  'seizure',
  'serious_infection',
  'unconscious',
]);

/**
 * Emergencies that go to their organ's specialist from twelve years (an age stated): a meningitis
 * to the infection clinic, an asthma attack to the chest physician.
 */
export const ADOLESCENT_ORGAN_REASONS: ReadonlySet<RedFlagKey> = new Set<RedFlagKey>([
  'meningitis',
  'breathing',
]);

/** Skin and eye troubles of a baby go to the pediatrician first; an older child's wart does not. */
// Not formatted: a compact list reads better than one id per line.
// prettier-ignore
export const INFANT_COMPLAINTS: string[] = ['skin_conditions', 'skin', 'eye_symptoms', 'acne', 'hair_nails'];

/** Pain or swelling in several joints at once (knees and shoulders) points to a joint disease. */
export const MANY_JOINTS = {
  concepts: ['joint_site', 'limb'],
  min: 2,
  unless: 'trauma',
  w: { RHU: 1.6, ORT: -0.4 },
} as const;

/**
 * Everyday complaints a pediatrician handles first when the patient is a child; organ-specific
 * problems (a tooth, an eye, a fracture) stay with their specialty.
 */
// Not formatted: a compact list reads better than one id per line.
// prettier-ignore
export const CHILD_COMPLAINTS: string[] = [
  'fever', 'cough', 'vomiting', 'nausea', 'diarrhea', 'constipation', 'rash', 'itch', 'appetite_loss',
  'cold_flu', 'belly', 'fatigue', 'breath', 'throat', 'nose', 'sleep', 'weight', 'chills', 'infection',
  'allergy', 'urine', 'pain', 'headache', 'body_aches', 'swelling', 'ear', 'dehydration', 'weakness', 'crying',
  'navel',
];
