import { buildFuzzyIndex, editDistance, type FuzzyIndex } from './fuzzy.ts';
import type { LexLang } from './lexicon/index.ts';
import { AGE_DUALS } from './lexicon/age-words.ts';
import {
  CONCEPTS,
  LEX_LANGS,
  NEGATION_CUES,
  PLACE_NAMES,
  SCOPE_BREAKERS,
  STOPWORDS,
} from './lexicon/index.ts';
import { BREAK, isArabic, shortSkeleton, skeleton, stripArabicArticle, tokenize } from './normalize.ts';

export const NEG = '#neg';
export const STOP_SCOPE = '#break';

export interface TrieNode {
  /** Two nodes in three are leaves: they share one empty map. */
  next: ReadonlyMap<string, TrieNode>;
  ids: string[];
}

export interface Vocabulary {
  trie: TrieNode;
  /** Every token of every surface form, with the languages it was written in (one set per combination). */
  tokens: Map<string, ReadonlySet<LexLang>>;
  stopwords: Set<string>;
  /** Phonetic key of Darija-Latin tokens -> tokens. */
  skeletons: Map<string, string[]>;
  /** Darija words too short for a skeleton, by their skeleton keeping 'y' (`shortSkeleton`). */
  shortSkeletons: Map<string, string[]>;
  fuzzy: FuzzyIndex;
  /** A word known only inside longer phrases -> the standalone form it spells ('ntneffes' -> 'nteneffes'). */
  aliases: Map<string, string>;
  /** A town's name ('بسكره'): read as itself, never as a clitic before a complaint ('ب' + 'سكر'). */
  places?: ReadonlySet<string>;
}

const LEAF: ReadonlyMap<string, TrieNode> = new Map();

function newNode(): TrieNode {
  return { next: LEAF, ids: [] };
}

function insert(root: TrieNode, tokens: string[], id: string): void {
  let node = root;
  for (const t of tokens) {
    let child = node.next.get(t);
    if (child === undefined) {
      child = newNode();
      const next = node.next === LEAF ? new Map<string, TrieNode>() : (node.next as Map<string, TrieNode>);
      next.set(t, child);
      node.next = next;
    }
    node = child;
  }
  if (!node.ids.includes(id)) node.ids.push(id);
}

function formTokens(form: string): string[] {
  return tokenize(form)
    .filter((t) => t !== BREAK)
    .map(stripArabicArticle);
}

function noteLang(tokens: Map<string, Set<LexLang>>, token: string, lang: LexLang | null): void {
  let langs = tokens.get(token);
  if (langs === undefined) {
    langs = new Set();
    tokens.set(token, langs);
  }
  if (lang !== null) langs.add(lang);
}

/**
 * The vocabulary takes some 150 ms of processor to build. A server loads the engine once it
 * listens: built in slices of a few milliseconds, it never holds a request back for longer.
 */
const SLICE_MS = 5;

function slices(): () => Promise<void> {
  let started = performance.now();
  return async () => {
    if (performance.now() - started < SLICE_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
    started = performance.now();
  };
}

async function buildVocabulary(): Promise<Vocabulary> {
  const giveWay = slices();
  const trie = newNode();
  const tokens = new Map<string, Set<LexLang>>();
  const stopwords = new Set<string>();
  const skeletons = new Map<string, string[]>();
  const shortSkeletons = new Map<string, string[]>();
  const fuzzyTargets = new Set<string>();

  for (const concept of CONCEPTS) {
    await giveWay();
    for (const lang of LEX_LANGS) {
      for (const form of concept[lang] ?? []) {
        const toks = formTokens(form);
        if (toks.length === 0) continue;
        insert(trie, toks, concept.id);
        for (const t of toks) {
          noteLang(tokens, t, lang);
          fuzzyTargets.add(t);
          const key = skeleton(t);
          if (lang === 'dl' && key.length >= 3) {
            const list = skeletons.get(key) ?? [];
            if (!list.includes(t)) list.push(t);
            skeletons.set(key, list);
          } else if (lang === 'dl' && shortSkeleton(t).length >= 3) {
            const shortKey = shortSkeleton(t);
            const list = shortSkeletons.get(shortKey) ?? [];
            if (!list.includes(t)) list.push(t);
            shortSkeletons.set(shortKey, list);
          }
        }
      }
    }
  }
  for (const lang of LEX_LANGS) {
    for (const word of STOPWORDS[lang]) {
      for (const t of formTokens(word)) {
        noteLang(tokens, t, lang);
        if (!trie.next.get(t)?.ids.length) stopwords.add(t);
      }
    }
  }
  // A dual age ('chahrin', two months) is read by age.ts, never corrected into another word ('chagrin').
  for (const word of Object.keys(AGE_DUALS)) if (!tokens.has(word)) noteLang(tokens, word, null);
  // A town's name ('biskra', 'بسكرة') is a known word of no language, never corrected into a complaint.
  const places = new Set<string>();
  for (const name of PLACE_NAMES) {
    for (const t of formTokens(name)) {
      if (tokens.has(t)) continue;
      noteLang(tokens, t, null);
      places.add(t);
    }
  }
  for (const [list, id] of [
    [NEGATION_CUES, NEG],
    [SCOPE_BREAKERS, STOP_SCOPE],
  ] as const) {
    for (const cue of list) {
      const toks = formTokens(cue);
      insert(trie, toks, id);
      for (const t of toks) noteLang(tokens, t, null);
      if (toks.length === 1 && toks[0] !== undefined) stopwords.delete(toks[0]);
    }
  }
  for (const s of stopwords) fuzzyTargets.delete(s);
  const aliases = await buildAliases(trie, tokens, skeletons, stopwords, giveWay);
  return {
    trie,
    tokens: shareLanguageSets(tokens),
    stopwords,
    skeletons,
    shortSkeletons,
    fuzzy: await buildFuzzyIndex(fuzzyTargets, isArabic, giveWay),
    aliases,
    places,
  };
}

/** Some 9,000 tokens are written in a handful of language combinations: one set for each. */
function shareLanguageSets(tokens: Map<string, Set<LexLang>>): Map<string, ReadonlySet<LexLang>> {
  const shared = new Map<string, ReadonlySet<LexLang>>();
  const out = new Map<string, ReadonlySet<LexLang>>();
  for (const [token, langs] of tokens) {
    const key = [...langs].join(',');
    let set = shared.get(key);
    if (set === undefined) {
      set = langs;
      shared.set(key, set);
    }
    out.set(token, set);
  }
  return out;
}

export function closeSpelling(a: string, b: string): boolean {
  if (a[0] !== b[0]) return false;
  return editDistance(a, b, 2) <= (Math.min(a.length, b.length) <= 5 ? 1 : 2);
}

/** Darija possessives written after a Latin-letter noun: her, his, their, my, our. */
const POSSESSIVE_ENDINGS = ['ha', 'hom', 'ou', 'o', 'i', 'na'];

async function buildAliases(
  trie: TrieNode,
  tokens: Map<string, Set<LexLang>>,
  skeletons: Map<string, string[]>,
  stopwords: Set<string>,
  giveWay: () => Promise<void>,
): Promise<Map<string, string>> {
  const standalone = (t: string) => (trie.next.get(t)?.ids.length ?? 0) > 0;
  const aliases = new Map<string, string>();
  for (const t of tokens.keys()) {
    await giveWay();
    if (standalone(t) || stopwords.has(t) || isArabic(t)) continue;
    const match =
      (skeletons.get(skeleton(t)) ?? []).find((c) => c !== t && standalone(c) && closeSpelling(t, c)) ??
      // A verb known only wrapped in Darija's negation ('ma tet7arekch') stands alone unwrapped.
      (t.endsWith('ch') && standalone(t.slice(0, -2)) ? t.slice(0, -2) : undefined) ??
      // A Darija noun known only with a possessive inside a wording ('jeldha tla') is the noun alone.
      POSSESSIVE_ENDINGS.map((e) => (t.endsWith(e) ? t.slice(0, -e.length) : '')).find(
        (stem) => stem.length >= 3 && standalone(stem) && tokens.get(stem)?.has('dl') === true,
      );
    if (match !== undefined) aliases.set(t, match);
  }
  return aliases;
}

export const VOCAB: Vocabulary = await buildVocabulary();
