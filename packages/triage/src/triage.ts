import { inferAge } from './age.ts';
import { circumfixNegated } from './circumfix.ts';
import { deriveConcepts } from './derive.ts';
import { longestDurationDays } from './duration.ts';
import { detectLanguage, type Language } from './language.ts';
import { matchPhrases } from './match.ts';
import { applyNegation } from './negation.ts';
import { tokenize } from './normalize.ts';
import { findRedFlag, NEGATED_MEANS, NEVER_NEGATED } from './red-flags.ts';
import { resolveToken } from './resolve.ts';
import { confidenceOf, type RankedSpecialty, rank, rawScores } from './scoring.ts';
import { hasFeverReading } from './temperature.ts';
import { VOCAB } from './vocabulary.ts';

export interface FollowUp {
  /** Question key, translated by the client. */
  question: string;
  /** Answers that turn the result into an emergency. */
  escalateOn: string[];
  /** Red-flag key shown when an answer escalates. */
  reason: string;
}

export interface TriageResult {
  ranked: RankedSpecialty[];
  confidence: number;
  urgent: boolean;
  urgentReason: string | null;
  /** A follow-up question for the patient when the words alone cannot settle urgency. */
  ask: FollowUp | null;
  language: Language;
  matched: string[];
}

const FALLBACK_CONFIDENCE = 0.1;
/** A fever or cough lasting a week or more is investigated differently. */
const PROLONGED_DAYS = 7;
const MAX_INPUT = 2000;

export function triage(text: string): TriageResult {
  const input = typeof text === 'string' ? text.slice(0, MAX_INPUT) : '';
  const rawTokens = tokenize(input);
  const resolved = rawTokens.map((t) => resolveToken(t, VOCAB));
  const { present, negated, forms } = applyNegation(
    matchPhrases(resolved, VOCAB),
    resolved,
    (t) => VOCAB.stopwords.has(t),
    circumfixNegated(rawTokens),
  );
  for (const id of negated) {
    const meaning = NEGATED_MEANS[id];
    if (meaning !== undefined) present.add(meaning);
    if (NEVER_NEGATED.has(id)) present.add(id);
  }
  if (present.has('infant')) present.add('child');
  if (hasFeverReading(resolved)) present.add('fever');
  const age = inferAge(resolved, present.has('pregnancy'), present.has('child'));
  if (age !== null) present.add(age);
  if (longestDurationDays(resolved) >= PROLONGED_DAYS) present.add('week_plus');
  deriveConcepts(present);
  const language = detectLanguage(rawTokens, resolved, VOCAB, input.toLowerCase());
  const raw = rawScores(present, forms);
  const reason = findRedFlag(present);
  const matched = [...present].sort();
  return {
    ranked: rank(raw),
    confidence: present.size > 0 ? confidenceOf(raw) : FALLBACK_CONFIDENCE,
    urgent: reason !== null,
    urgentReason: reason,
    ask: null,
    language,
    matched,
  };
}
