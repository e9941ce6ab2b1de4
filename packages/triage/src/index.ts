export { normalize } from './normalize.ts';
export type { RankedSpecialty } from './scoring.ts';
export type { TriageResult } from './triage.ts';
export { triage } from './triage.ts';
export type { FollowUp } from './red-flags.ts';
export { FOLLOW_UP_KEYS, type FollowUpKey, RED_FLAG_KEYS, type RedFlagKey } from './lexicon/index.ts';
