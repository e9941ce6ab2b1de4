import type { Match } from './match.ts';
import { BREAK } from './normalize.ts';
import { NEG, STOP_SCOPE } from './vocabulary.ts';

/** How far (in tokens) a cue reaches, and how far each denied concept extends it ('no fever or cough'). */
const CUE_REACH = 4;
const LIST_REACH = 2;

export interface ConceptHits {
  present: Set<string>;
  negated: Set<string>;
}

export function applyNegation(matches: Match[]): ConceptHits {
  const present = new Set<string>();
  const negated = new Set<string>();
  let negUntil = -1;
  for (const m of matches) {
    const first = m.ids[0];
    if (first === BREAK || first === STOP_SCOPE) {
      negUntil = -1;
      continue;
    }
    if (first === NEG) {
      negUntil = m.end + CUE_REACH;
      continue;
    }
    const denied = m.start <= negUntil;
    for (const id of m.ids) (denied ? negated : present).add(id);
    if (denied) negUntil = m.end + LIST_REACH;
  }
  // A concept affirmed anywhere counts even if denied elsewhere ('no fever yesterday, fever today').
  for (const id of present) negated.delete(id);
  return { present, negated };
}
