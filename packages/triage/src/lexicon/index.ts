import { ACUTE } from './acute.ts';
import { BLOOD_ONCO_INFECT } from './blood-onco-infect.ts';
import { DENTAL } from './dental.ts';
import { DIGESTIVE } from './digestive.ts';
import { EMERGENCY } from './emergency.ts';
import { EMERGENCY_CLASS_CONCEPTS, EMERGENCY_CLASS_FORMS } from './emergency-classes.ts';
import { ENDOCRINE } from './endocrine.ts';
import { EXTRA_FORMS } from './extra-forms.ts';
import { EXTRA_ACUTE_FORMS } from './extra-forms-acute.ts';
import { EXTRA_DANGER_FORMS } from './extra-forms-danger.ts';
import { EXTRA_EVERYDAY_FORMS } from './extra-forms-everyday.ts';
import { EXTRA_PLAIN_FORMS, PLAIN_CONCEPTS } from './extra-forms-plain.ts';
import { EXTRA_RANKING_FORMS, RANKING_CONCEPTS } from './extra-forms-ranking.ts';
import { EXTRA_SIGN_FORMS } from './extra-forms-signs.ts';
import { GENERAL } from './general.ts';
import { HEART_LUNG } from './heart-lung.ts';
import { INJURY_CONCEPTS, INJURY_FORMS } from './injuries.ts';
import { MUSCULOSKELETAL } from './musculoskeletal.ts';
import { NEURO } from './neuro.ts';
import { PHONE_CONCEPTS, PHONE_FORMS } from './phone.ts';
import { PSYCH } from './psych.ts';
import { SENSES } from './senses.ts';
import { SKIN } from './skin.ts';
import type { Concept, SurfaceForms } from './types.ts';
import { URGENT } from './urgent.ts';
import { URINARY } from './urinary.ts';
import { WOMEN } from './women.ts';

export { CHILD_COMPLAINTS, COMBOS, INFANT_COMPLAINTS, MANY_JOINTS } from './combos.ts';
export { AND_WORDS, NEGATION_CUES, OR_WORDS, SCOPE_BREAKERS, STOPWORDS } from './function-words.ts';
export { DERIVED, type Derivation } from './derived.ts';
export { ACUTE_RED_FLAGS } from './red-flags-acute.ts';
export { ASK_RULES, CLASS_RED_FLAGS } from './red-flags-classes.ts';
export type { AskRule, Combo, Concept, LexLang, RedFlagRule, Short, SurfaceForms, Weights } from './types.ts';
export { LEX_LANGS, SHORT } from './types.ts';

export const CONCEPTS: readonly Concept[] = [
  ...GENERAL,
  ...NEURO,
  ...PSYCH,
  ...HEART_LUNG,
  ...DIGESTIVE,
  ...SKIN,
  ...SENSES,
  ...DENTAL,
  ...MUSCULOSKELETAL,
  ...URINARY,
  ...WOMEN,
  ...ENDOCRINE,
  ...BLOOD_ONCO_INFECT,
  ...URGENT,
  ...EMERGENCY,
  ...ACUTE,
  ...EMERGENCY_CLASS_CONCEPTS,
  ...PHONE_CONCEPTS,
  ...INJURY_CONCEPTS,
  ...RANKING_CONCEPTS,
  ...PLAIN_CONCEPTS,
];

/** Every surface form the matcher knows, including forms added to concepts defined above. */
export const SURFACE: readonly SurfaceForms[] = [
  ...CONCEPTS,
  ...EXTRA_FORMS,
  ...EXTRA_SIGN_FORMS,
  ...EXTRA_ACUTE_FORMS,
  ...EXTRA_DANGER_FORMS,
  ...EXTRA_EVERYDAY_FORMS,
  ...PHONE_FORMS,
  ...EMERGENCY_CLASS_FORMS,
  ...INJURY_FORMS,
  ...EXTRA_RANKING_FORMS,
  ...EXTRA_PLAIN_FORMS,
];
