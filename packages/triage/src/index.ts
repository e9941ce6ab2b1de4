export { normalize } from './normalize.ts';
export type { RankedSpecialty } from './scoring.ts';
export type { TriageResult } from './triage.ts';
export { triage } from './triage.ts';
export type { FollowUp, ScreenItem } from './red-flags.ts';
