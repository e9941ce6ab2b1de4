import { inferAgeDetail, namesABaby, statesOlderAge } from './age.ts';
import { circumfixNegated, splitGluedDenials } from './circumfix.ts';
import { deriveConcepts } from './derive.ts';
import { datesPastEpisode, longestDurationDays } from './duration.ts';
import { detectLanguage, type Language } from './language.ts';
import { ADOLESCENT_ORGAN_REASONS, ASK_RULES, COMBOS, DERIVED } from './lexicon/index.ts';
import { DANGERS_DENIED_ENOUGH, HEART_DANGER_SIGNS, HEART_DANGERS_SAID_ABSENT } from './lexicon/screen.ts';
import { type Match, matchPhrases } from './match.ts';
import { applyNegation } from './negation.ts';
import { frontPostposedDenials } from './postposed.ts';
import { BREAK, tokenize } from './normalize.ts';
import { onlyCountsChildren, readCounts, statesBodyWeightOnly } from './counts.ts';
import type { RedFlagKey, SpecialtyCode } from '@reayah/contracts';
import { rankingFeatures } from './learned/features.ts';
import { addLearnedVotes, firstOf, NO_MODEL, type RankingModel, SHIPPED_MODEL } from './learned/model.ts';
import {
  type FollowUp,
  findFollowUp,
  findRedFlag,
  NEGATED_MEANS,
  DENIED_WHEN_CLOSE,
  NEVER_NEGATED,
  RED_FLAGS,
} from './red-flags.ts';
import { resolveToken, spellingAlternatives } from './resolve.ts';
import {
  EMERGENCY_SCREEN,
  isInformationOnly,
  isPlainRequest,
  isSettled,
  isUnsure,
  needsScreen,
} from './screen.ts';
import {
  addReasonWeights,
  combinationVotes,
  confidenceOf,
  type RankedSpecialty,
  rank,
  rawScores,
  reasonChooses,
} from './scoring.ts';
import { hasFeverReading } from './temperature.ts';
import { VOCAB } from './vocabulary.ts';

export interface TriageResult {
  ranked: RankedSpecialty[];
  confidence: number;
  urgent: boolean;
  /** Why the notice shows, as a key the client translates (see RED_FLAG_KEYS). */
  urgentReason: RedFlagKey | null;
  /**
   * When the words alone cannot settle urgency: one follow-up question, or the emergency screen
   * (`question: 'emergency_screen'` with its items) for a sign of an acute problem.
   */
  ask: FollowUp | null;
  /** A denial of self-harm thoughts: the helpline is shown calmly, as information. */
  helpline: boolean;
  language: Language;
  matched: string[];
}

const FALLBACK_CONFIDENCE = 0.1;
/** A combination's votes for the lexicon's first from which the learned ranking may not change it. */
const COMBINATION_HOLDS = 1.5;
/** A fever or cough lasting a week or more is investigated differently. */
const PROLONGED_DAYS = 7;
const LINGERING_DAYS = 14;
const MAX_INPUT = 2000;
/** A negation cue of the lexicon ('machi'), standing for a wrapped verb it does not know. */
const NEG_VERB = 'machi';
const NEEDS_DIRECT_DENIAL = new Set(['urine', 'wet_diaper']);
const NOT_EVEN = new Set(['حتي', 'حتى', 'hta', '7ta']);
const NOT_EVEN_MA = new Set(['ما', 'وما', 'ma', 'w ma']);
const NEITHER_AGAIN = new Set(['la', 'wla', 'wala']);
/** Concepts whose denial is itself a complaint ('does not see'): see NEGATED_MEANS. */
const LOSSES: ReadonlySet<string> = new Set(Object.keys(NEGATED_MEANS));

/** Concepts that some rule names together (a knife and a cut, a meal and vomiting). */
const RELATED = new Map<string, Set<string>>();
for (const group of [
  ...COMBOS.map((c) => c.all.flatMap((t) => t.split('|'))),
  ...DERIVED.map((d) => [...d.when.flat(), d.add]),
  ...RED_FLAGS.map((r) => r.when.flat()),
  ...ASK_RULES.map((r) => r.when.flat()),
]) {
  for (const id of group) {
    const set = RELATED.get(id) ?? new Set<string>();
    for (const other of group) if (other !== id) set.add(other);
    RELATED.set(id, set);
  }
}

/**
 * How well a reading of token `at` fits the message: the tokens its wordings cover, then how many
 * of the other concepts a rule names with its own (a cut beside a knife, vomiting after a meal).
 */
function readsTogether(matches: readonly Match[], at: number): number {
  let coveredTokens = 0;
  for (const m of matches) if (m.ids[0] !== BREAK) coveredTokens += m.end - m.start + 1;
  const own = matches.find((m) => m.start <= at && at <= m.end);
  const related = new Set((own?.ids ?? []).flatMap((id) => [...(RELATED.get(id) ?? [])]));
  let kin = 0;
  for (const m of matches) if (m !== own && m.ids.some((id) => related.has(id))) kin++;
  return coveredTokens * 100 + kin;
}

export function triage(text: string): TriageResult {
  return readMessage(text, SHIPPED_MODEL).result;
}

/** The same reading ranked by the lexicon's votes alone, without the learned step. */
export function lexiconAlone(text: string): TriageResult {
  return readMessage(text, NO_MODEL).result;
}

/**
 * The lexicon's own votes for a message, what the learned ranking reads of it (to fit it on), and
 * whether a rule holds the lexicon's first.
 */
export function rankingInputs(text: string): {
  raw: Map<SpecialtyCode, number>;
  features: string[];
  held: (challenger: SpecialtyCode) => boolean;
} {
  const { lexiconVotes, features, held } = readMessage(text, NO_MODEL);
  return { raw: lexiconVotes, features, held };
}

function readMessage(
  text: string,
  model: RankingModel,
): {
  result: TriageResult;
  lexiconVotes: Map<SpecialtyCode, number>;
  features: string[];
  held: (challenger: SpecialtyCode) => boolean;
} {
  const input = typeof text === 'string' ? text.slice(0, MAX_INPUT) : '';
  // 'مقدرتش', 'مجاتنيش': a 'ما' glued to its verb is read apart, as the wordings write it.
  const rawTokens = splitGluedDenials(tokenize(input), VOCAB, (t) => resolveToken(t, VOCAB));
  // 'je vomis pas': the spoken French denial after its verb is read before it.
  frontPostposedDenials(rawTokens, VOCAB);
  const resolved = rawTokens.map((t) => resolveToken(t, VOCAB));
  const wrapped = circumfixNegated(rawTokens);
  let matches = matchPhrases(resolved, VOCAB);
  // A misspelling as close to two words takes the one the rest of the message reads with.
  rawTokens.forEach((raw, i) => {
    for (const alt of spellingAlternatives(raw)) {
      const trial = resolved.slice();
      trial[i] = alt;
      const tried = matchPhrases(trial, VOCAB);
      if (readsTogether(tried, i) > readsTogether(matches, i)) {
        resolved[i] = alt;
        matches = tried;
      }
    }
  });
  // 'ما نفكرش نقتل روحي': a wrapped verb no wording covers denies what follows it.
  const loose = [...wrapped].filter((i) => !matches.some((m) => m.start <= i && i <= m.end));
  if (loose.length > 0) {
    for (const i of loose) resolved[i] = NEG_VERB;
    matches = matchPhrases(resolved, VOCAB);
  }
  // 'ما خرج حتى دم', 'ma kan hta dem' (not even): 'حتى' right after a 'ما' and a plain verb denies
  // what follows. Not after a wrapped verb ('ما نقدرش حتى نتنفس': cannot even breathe).
  const notEven = resolved.flatMap((t, i) =>
    NOT_EVEN.has(t) &&
    (NOT_EVEN_MA.has(resolved[i - 1] ?? '') ||
      (NOT_EVEN_MA.has(resolved[i - 2] ?? '') && !/(ش|ch|sh)$/.test(resolved[i - 1] ?? ''))) &&
    !matches.some((m) => m.start <= i && i <= m.end)
      ? [i]
      : [],
  );
  // 'la dem la ma khraj' (neither blood nor water): Darija's 'la ... la' around a Darija word, never
  // the French article ('la tete la nuit').
  for (let i = 0; i + 2 < resolved.length; i++) {
    const word = VOCAB.tokens.get(resolved[i + 1] ?? '');
    if (resolved[i] !== 'la' || !NEITHER_AGAIN.has(resolved[i + 2] ?? '')) continue;
    if (word?.has('dl') !== true || word.has('fr')) continue;
    notEven.push(i);
    if (resolved[i + 2] === 'la') notEven.push(i + 2);
  }
  if (notEven.length > 0) {
    for (const i of notEven) resolved[i] = NEG_VERB;
    matches = matchPhrases(resolved, VOCAB);
  }
  // 'والبيبي': a word joined by the clitic 'و' (and) starts a new item, as 'and' does.
  const andJoined = new Set(
    rawTokens.flatMap((raw, i) => (raw.startsWith('و') && resolved[i] !== raw ? [i] : [])),
  );
  const { present, negated, forms, deniedItself, placeOnly, deniedClose, intact } = applyNegation(
    matches,
    resolved,
    (t) => VOCAB.stopwords.has(t),
    wrapped,
    LOSSES,
    andJoined,
  );
  for (const id of negated) {
    // 'no pain when I pee' denies the pain, not the peeing: no urine only when said of it.
    const direct = !NEEDS_DIRECT_DENIAL.has(id) || deniedItself.has(id);
    const meaning = Object.hasOwn(NEGATED_MEANS, id) && direct ? NEGATED_MEANS[id] : undefined;
    if (meaning !== undefined && intact.has(id) && !present.has(meaning)) placeOnly.add(meaning);
    if (meaning !== undefined) present.add(meaning);
    if (NEVER_NEGATED.has(id) && !(DENIED_WHEN_CLOSE.has(id) && deniedClose.has(id))) present.add(id);
  }
  // A denial of suicidal thoughts is asked about again, never taken as settled.
  if (negated.has('suicidal')) present.add('suicidal_denied');
  // A heart's danger signs denied one by one: the writer has checked them (lexicon/screen.ts).
  const dangersDenied =
    HEART_DANGER_SIGNS.filter((id) => negated.has(id) && !present.has(id)).length +
    HEART_DANGERS_SAID_ABSENT.filter((id) => present.has(id)).length;
  if (dangersDenied >= DANGERS_DENIED_ENOUGH) present.add('dangers_denied');
  readCounts(rawTokens, present);
  if (statesBodyWeightOnly(resolved, forms.get('weight'))) present.delete('weight');
  const childSpans = matches.filter((m) => m.ids.includes('child'));
  if (onlyCountsChildren(childSpans, resolved)) present.delete('child');
  // 'Enceinte de 7 mois' is a pregnancy first (and not a baby of 7 months).
  if (present.has('late_pregnancy')) present.add('pregnancy');
  if (present.has('infant')) present.add('child');
  if (hasFeverReading(resolved)) present.add('fever');
  if (namesABaby(resolved)) present.add('infant');
  if (present.has('infant')) present.add('child');
  const { group: age, adolescent } = inferAgeDetail(resolved, present.has('pregnancy'), present.has('child'));
  if (age !== null) present.add(age);
  // 'wlidi 2 ans': a child's stated age outweighs a word for a baby ('wlidi', 'bniti').
  if (age === 'child') present.delete('infant');
  // A stated age of 3 to 12 months: a baby, and not one under 3 months.
  if (age === 'infant') for (const id of ['child', 'over_3_months']) present.add(id);
  if ((age === null || age === 'adult') && statesOlderAge(resolved)) present.add('older_adult');
  const lasted = longestDurationDays(resolved);
  if (lasted >= PROLONGED_DAYS) present.add('week_plus');
  // Two weeks and more: a cough that long is no longer a cold's (the chest physician's threshold).
  if (lasted >= LINGERING_DAYS) present.add('two_weeks_plus');
  if (datesPastEpisode(resolved)) present.add('followup');
  // The place of a denied complaint ('no pain in the chest') names a doctor but raises no alarm.
  const alarming = new Set([...present].filter((id) => !placeOnly.has(id)));
  deriveConcepts(present);
  deriveConcepts(alarming);
  const language = detectLanguage(rawTokens, resolved, VOCAB, input.toLowerCase());
  const raw = rawScores(present, forms);
  const flagged = isInformationOnly(alarming) ? null : findRedFlag(alarming);
  // A red flag said with a context that makes it unsure (over, in the family, a trace) is screened.
  const unsure = flagged !== null && isUnsure(flagged, alarming);
  // Over, dated back and checked clear, nothing happening now: neither the notice nor a question.
  const settled = isSettled(flagged, alarming);
  const reason = unsure || settled ? null : flagged;
  // A child whose age is said (or a baby) is the pediatrician's patient when the emergency is not surgical.
  // From twelve years (a stated age), a meningitis or an asthma attack goes to its own specialist
  // before the pediatrician; a fall or a fit in a child that age stays the pediatrician's.
  const statedChild =
    ((age !== null && age !== 'adult') || present.has('infant') || present.has('newborn')) &&
    !(adolescent && flagged !== null && ADOLESCENT_ORGAN_REASONS.has(flagged));
  addReasonWeights(raw, flagged, statedChild);
  const lexiconVotes = new Map(raw);
  const features = rankingFeatures(present, rawTokens, resolved, matches, (t) => VOCAB.stopwords.has(t));
  // A denial of self-harm thoughts, with nothing else of concern, is answered with the helpline.
  const helpline = reason === null && alarming.has('suicidal_denied') && !alarming.has('suicidal');
  const followUp = reason === null && !unsure && !settled && !helpline ? findFollowUp(alarming) : null;
  // A plain request or a prevention question asks nothing, except whether someone thinks of self-harm.
  const question =
    followUp !== null && isPlainRequest(alarming) && followUp.reason !== 'suicide' ? null : followUp;
  const ask =
    reason !== null
      ? null
      : (question ??
        (!settled && (unsure || (!helpline && needsScreen(alarming))) ? EMERGENCY_SCREEN : null));
  // The model may not overturn a first held by an emergency (said, or asked about), by a stated
  // child's age, or by a combination of concepts written for it, except to hand a stated child to
  // the pediatrician or an emergency to its own specialty (decision 0098).
  const first = firstOf(raw);
  const reasons = [flagged, ask?.screen.length === 0 ? ask.reason : null];
  const emergency = flagged !== null || ask !== null;
  const combination = (combinationVotes(present).get(first) ?? 0) >= COMBINATION_HOLDS;
  const held = (challenger: SpecialtyCode): boolean =>
    !(statedChild && challenger === 'pediatrics') &&
    !reasons.some((r) => r != null && reasonChooses(r, statedChild, challenger)) &&
    (emergency || combination || (statedChild && first === 'pediatrics'));
  addLearnedVotes(raw, features, model, held);
  const matched = [...present].sort();
  const result: TriageResult = {
    ranked: rank(raw),
    confidence: present.size > 0 ? confidenceOf(raw) : FALLBACK_CONFIDENCE,
    urgent: reason !== null,
    urgentReason: reason,
    ask,
    helpline,
    language,
    matched,
  };
  return { result, lexiconVotes, features, held };
}
