import type { Match } from '../match.ts';
import { BREAK } from '../normalize.ts';

const NUMBER = /^\d+([.,]\d+)?$/;

/**
 * What the learned ranking reads of a message: the concepts the lexicon recognised, and the words
 * no wording covers (function words and numbers aside), so that a word the lexicon does not know
 * yet still counts for the doctor it keeps company with in the messages the model was fitted on.
 */
export function rankingFeatures(
  concepts: Iterable<string>,
  tokens: readonly string[],
  resolved: readonly string[],
  matches: readonly Match[],
  isFunctionWord: (token: string) => boolean,
): string[] {
  const covered = new Set<number>();
  for (const m of matches) for (let i = m.start; i <= m.end; i++) covered.add(i);
  const out = new Set<string>();
  for (const id of concepts) out.add(`c:${id}`);
  tokens.forEach((t, i) => {
    if (covered.has(i) || t === BREAK || t.length < 2 || NUMBER.test(t)) return;
    if (isFunctionWord(t) || isFunctionWord(resolved[i] ?? t)) return;
    out.add(`w:${t}`);
  });
  return [...out].sort();
}
