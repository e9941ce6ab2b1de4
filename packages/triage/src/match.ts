import { DAYS_PER_UNIT } from './lexicon/duration-words.ts';
import { SAID_FINE } from './lexicon/index.ts';
import { BREAK } from './normalize.ts';
import { otherReadings, standaloneAlias } from './resolve.ts';
import type { TrieNode, Vocabulary } from './vocabulary.ts';

export interface Match {
  ids: string[];
  start: number;
  end: number;
}

const MAX_SKIPPED = 2;

/**
 * A word that says a thing goes well is never filler before a denial: 'bb bouge bien pas de
 * saignement' is a baby moving well, then no bleeding, not 'bouge pas' (a baby not moving).
 */
const SAID_WELL = new Set([...SAID_FINE, 'bien', 'well', 'mieux', 'better', 'bzaf', 'bezzaf']);
const DENIAL_ENDS = new Set(['pas', 'plus', 'jamais', 'not', 'no', 'rien']);

/**
 * Longest phrase ending at or after `i` reachable from `node`. A function word may be part of
 * a phrase ('face is swollen') or filler inside one ('face is drooping'), so both are tried.
 */
function walk(tokens: string[], i: number, node: TrieNode, skipped: number, vocab: Vocabulary): Match | null {
  if (i >= tokens.length) return null;
  const tok = tokens[i] as string;
  if (tok === BREAK) return null;
  let best: Match | null = null;
  const child = node.next.get(tok);
  if (child !== undefined) {
    if (child.ids.length > 0) best = { ids: child.ids, start: -1, end: i };
    const deeper = walk(tokens, i + 1, child, 0, vocab);
    if (deeper !== null) best = deeper;
  }
  // A known token may also stand for another inside a longer wording: 'بالغسيل الكلوي' is
  // 'ب' + 'الغسيل الكلوي', 'nermi rouhi' is 'nermi rohi'. Alone, it has already resolved.
  for (const reading of otherReadings(tok, vocab, node === vocab.trie)) {
    const readingChild = node.next.get(reading);
    if (readingChild === undefined) continue;
    const ends = node !== vocab.trie && readingChild.ids.length > 0;
    const deeper =
      walk(tokens, i + 1, readingChild, 0, vocab) ??
      (ends ? { ids: readingChild.ids, start: -1, end: i } : null);
    if (deeper !== null && (best === null || deeper.end > best.end)) best = deeper;
  }
  // A unit of time ends a phrase: 'كل [جمعة حاب] دوا' (every week, wants a medicine) is not 'كل
  // الدواء' (all the medicine).
  const wellThenDenied = SAID_WELL.has(tok) && DENIAL_ENDS.has(tokens[i + 1] ?? '');
  if (
    node !== vocab.trie &&
    skipped < MAX_SKIPPED &&
    vocab.stopwords.has(tok) &&
    !(tok in DAYS_PER_UNIT) &&
    !wellThenDenied
  ) {
    const viaSkip = walk(tokens, i + 1, node, skipped + 1, vocab);
    if (viaSkip !== null && (best === null || viaSkip.end > best.end)) best = viaSkip;
  }
  return best;
}

function longestFrom(tokens: string[], start: number, vocab: Vocabulary): Match | null {
  const found = walk(tokens, start, vocab.trie, 0, vocab);
  return found === null ? null : { ids: found.ids, start, end: found.end };
}

/** Greedy longest-phrase matching over resolved tokens, left to right, without overlaps. */
export function matchPhrases(tokens: string[], vocab: Vocabulary): Match[] {
  const matches: Match[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (tokens[i] === BREAK) {
      matches.push({ ids: [BREAK], start: i, end: i });
      i++;
      continue;
    }
    let m = longestFrom(tokens, i, vocab);
    const alias = standaloneAlias(tokens[i] as string, vocab);
    if (m === null && alias !== undefined) {
      const node = vocab.trie.next.get(alias);
      if (node !== undefined && node.ids.length > 0) m = { ids: node.ids, start: i, end: i };
    }
    if (m === null) {
      i++;
      continue;
    }
    matches.push(m);
    i = m.end + 1;
  }
  return matches;
}
