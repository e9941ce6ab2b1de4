/**
 * Why the emergency notice shows: a key the web translates ('stroke' -> "Signs of a possible
 * stroke..."), produced by the symptom engine (packages/triage). Every key has a text in
 * apps/web/src/locales/{en,fr,ar}/triage.json.
 */
export const RED_FLAG_KEYS = [
  'anaphylaxis',
  'animal_bite',
  'aortic_dissection',
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
  'diabetic_confusion',
  'ectopic_pregnancy',
  'eye_injury',
  'fainting',
  'fracture',
  'glaucoma',
  'gut_bleeding',
  'head_injury',
  'heart_attack',
  'heat_stroke',
  'heavy_bleeding',
  'high_sugar',
  'hypertensive_emergency',
  'infant_fever',
  'low_sugar',
  'major_injury',
  'meningitis',
  'missed_dialysis',
  'not_breathing',
  'overdose',
  'poisoning',
  'preeclampsia',
  'pregnancy_bleeding',
  'pregnancy_pain',
  'priapism',
  'seizure',
  'self_harm_or_poison',
  'serious_infection',
  'severe_belly',
  'severe_burn',
  'sick_baby',
  'spinal_cord',
  'stroke',
  'suicide',
  'testicular_torsion',
  'unconscious',
  'urine_retention',
  'vision_loss',
  'waters_broke',
] as const;
export type RedFlagKey = (typeof RED_FLAG_KEYS)[number];

/** Follow-up questions the search page asks when the words alone cannot settle urgency. */
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
  'period_bleeding_heavy',
  'pills_too_many',
  'fever_neck_rash',
  'pregnancy_danger',
  'emergency_screen',
] as const;
export type FollowUpKey = (typeof FOLLOW_UP_KEYS)[number];

/**
 * The emergency screen: yes/no items in plain words, asked when a message shows a sign of an
 * acute problem that the words do not settle. A yes to an item shows the notice for its reason.
 */
export const SCREEN_ITEM_KEYS = [
  'breathing',
  'chest_pain',
  'face_arm_speech',
  'heavy_bleeding',
  'fit_or_unresponsive',
  'self_harm_or_poison',
  'baby_fever',
  'pregnancy_bleeding_pain',
  'severe_allergy',
  'major_injury_or_burn',
] as const;
export type ScreenItemKey = (typeof SCREEN_ITEM_KEYS)[number];

export const SCREEN_ITEM_REASONS = {
  breathing: 'breathing',
  chest_pain: 'chest_pain',
  face_arm_speech: 'stroke',
  heavy_bleeding: 'heavy_bleeding',
  fit_or_unresponsive: 'unconscious',
  self_harm_or_poison: 'self_harm_or_poison',
  baby_fever: 'infant_fever',
  pregnancy_bleeding_pain: 'pregnancy_bleeding',
  severe_allergy: 'anaphylaxis',
  major_injury_or_burn: 'major_injury',
} as const satisfies Record<ScreenItemKey, RedFlagKey>;
