import type { Vocabulary } from './vocabulary.ts';

/**
 * Spoken French drops the 'ne' and puts the denial after the verb: 'je vomis pas', 'elle saigne
 * jamais'. A cue only denies what follows it, so the verb after a subject and
 * before such a 'pas' is read as if the 'pas' came first ('je pas vomis'). Not when the verb and its
 * 'pas' are a wording of their own ('repond pas': a person not answering; 'je vais pas me faire du
 * mal': a denied thought), nor for a function word
 * ('j ai pas', 'je sais pas').
 */
const SUBJECTS = new Set(['je', 'j', 'il', 'elle', 'on', 'tu', 'ils', 'elles']);
// Not 'plus': 'je tousse plus la nuit' says more as often as no more.
const AFTER = new Set(['pas', 'jamais']);

export function frontPostposedDenials(tokens: string[], vocab: Vocabulary): void {
  for (let i = 2; i < tokens.length; i++) {
    const cue = tokens[i] as string;
    const verb = tokens[i - 1] as string;
    if (!AFTER.has(cue) || !SUBJECTS.has(tokens[i - 2] as string)) continue;
    // Only a verb that starts a wording: 'je vais pas me faire du mal' keeps its 'pas' on the act.
    if (vocab.stopwords.has(verb) || SUBJECTS.has(verb) || !vocab.trie.next.has(verb)) continue;
    const subject = tokens[i - 2] as string;
    if (vocab.trie.next.get(verb)?.next.has(cue) === true) continue;
    if (vocab.trie.next.get(subject)?.next.get(verb)?.next.has(cue) === true) continue;
    tokens[i - 1] = cue;
    tokens[i] = verb;
  }
}
