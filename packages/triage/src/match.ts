import { BREAK } from './normalize.ts';
import type { TrieNode, Vocabulary } from './vocabulary.ts';

export interface Match {
  ids: string[];
  start: number;
  end: number;
}

const MAX_SKIPPED = 2;

function longestFrom(tokens: string[], start: number, vocab: Vocabulary): Match | null {
  let node: TrieNode | undefined = vocab.trie;
  let best: Match | null = null;
  let skipped = 0;
  for (let i = start; i < tokens.length && node !== undefined; i++) {
    const tok = tokens[i] as string;
    if (tok === BREAK) break;
    const child: TrieNode | undefined = node.next.get(tok);
    if (child !== undefined) {
      node = child;
      skipped = 0;
      if (node.ids.length > 0) best = { ids: node.ids, start, end: i };
    } else if (i > start && vocab.stopwords.has(tok) && skipped < MAX_SKIPPED) {
      skipped++;
    } else {
      break;
    }
  }
  return best;
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
    const alias = vocab.aliases.get(tokens[i] as string);
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
