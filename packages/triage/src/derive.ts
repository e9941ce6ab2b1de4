import { DERIVED } from './lexicon/index.ts';

/** Rounds of derivation; a derived concept may feed another rule ('no_movement' -> 'weakness'). */
const ROUNDS = 2;

/** Adds every concept that follows from those present (see lexicon/derived.ts). */
export function deriveConcepts(present: Set<string>): void {
  for (let round = 0; round < ROUNDS; round++) {
    let added = false;
    for (const rule of DERIVED) {
      if (present.has(rule.add)) continue;
      if (rule.unless?.some((c) => present.has(c))) continue;
      if (!rule.when.every((alts) => alts.some((c) => present.has(c)))) continue;
      present.add(rule.add);
      added = true;
    }
    if (!added) return;
  }
}
