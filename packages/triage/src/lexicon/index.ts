import { ACUTE } from './acute.ts';
import { BLOOD_ONCO_INFECT } from './blood-onco-infect.ts';
import { DENTAL } from './dental.ts';
import { DIGESTIVE } from './digestive.ts';
import { EMERGENCY } from './emergency.ts';
import { EMERGENCY_CLASS_CONCEPTS } from './emergency-classes.ts';
import { ENDOCRINE } from './endocrine.ts';
import { CIRCUMSTANCES } from './circumstances.ts';
import { GENERAL } from './general.ts';
import { PATIENTS } from './patients.ts';
import { REASSURANCE } from './reassurance.ts';
import { REQUESTS } from './requests.ts';
import { SEVERITY } from './severity.ts';
import { HEART_LUNG } from './heart-lung.ts';
import { INJURY_CONCEPTS } from './injuries.ts';
import { MUSCULOSKELETAL } from './musculoskeletal.ts';
import { NEURO } from './neuro.ts';
import { PSYCH } from './psych.ts';
import { SENSES } from './senses.ts';
import { SKIN } from './skin.ts';
import type { Concept } from './types.ts';
import { PACKS } from './packs.ts';
import { URGENT } from './urgent.ts';
import { URINARY } from './urinary.ts';
import { WOMEN } from './women.ts';

export { COMBOS } from './combos.ts';
export {
  CHILD_COMPLAINTS,
  ADOLESCENT_ORGAN_REASONS,
  CHILD_TAKEN_REASONS,
  INFANT_COMPLAINTS,
  MANY_JOINTS,
  REASON_WEIGHTS,
} from './specialty-overrides.ts';
export {
  AND_WORDS,
  ENGLISH_AFTER_N,
  EVER_COMPARED,
  EVER_WORDS,
  NEGATION_CUES,
  OR_WORDS,
  PLACE_NAMES,
  PLACE_WORDS,
  PROBLEM_WORDS,
  SAID_FINE,
  SCOPE_BREAKERS,
  STOPWORDS,
} from './function-words.ts';
export { DERIVED, type Derivation } from './derived.ts';
export { ACUTE_RED_FLAGS } from './red-flags-acute.ts';
export { ASK_RULES, CLASS_RED_FLAGS } from './red-flags-classes.ts';
export type { AskRule, Combo, Concept, LexLang, RedFlagRule, Short, Weights } from './types.ts';
export { LEX_LANGS, SHORT } from './types.ts';

/**
 * Each concept family's home file: a concept's forms in the five ways of writing and its
 * weights live in one file only (`lexicon.test.ts` fails otherwise).
 */
export const CONCEPT_FAMILIES: Readonly<Record<string, readonly Concept[]>> = {
  general: GENERAL,
  requests: REQUESTS,
  patients: PATIENTS,
  circumstances: CIRCUMSTANCES,
  severity: SEVERITY,
  reassurance: REASSURANCE,
  neuro: NEURO,
  psych: PSYCH,
  'heart-lung': HEART_LUNG,
  digestive: DIGESTIVE,
  skin: SKIN,
  senses: SENSES,
  dental: DENTAL,
  musculoskeletal: MUSCULOSKELETAL,
  urinary: URINARY,
  women: WOMEN,
  endocrine: ENDOCRINE,
  'blood-onco-infect': BLOOD_ONCO_INFECT,
  urgent: URGENT,
  packs: PACKS,
  emergency: EMERGENCY,
  acute: ACUTE,
  'emergency-classes': EMERGENCY_CLASS_CONCEPTS,
  injuries: INJURY_CONCEPTS,
};

export const CONCEPTS: readonly Concept[] = Object.values(CONCEPT_FAMILIES).flat();
