import {
  AND_WORDS,
  ENGLISH_AFTER_N,
  EVER_COMPARED,
  EVER_WORDS,
  OR_WORDS,
  PLACE_WORDS,
  PROBLEM_WORDS,
  SAID_FINE,
} from './lexicon/index.ts';
import type { Match } from './match.ts';
import { BREAK } from './normalize.ts';
import { NEG, STOP_SCOPE } from './vocabulary.ts';

const AND_SET = new Set(AND_WORDS);
/** A pain that goes somewhere: denied, where it would go is only a place. */
const SPREADING = 'spreading';
/** 'I heard that', 'sme3t beli', 'قريت بلي': what follows in the clause is a fear, named not had. */
const HEARSAY = 'hearsay';
const OR_SET = new Set(OR_WORDS);
const PLACE_SET = new Set(PLACE_WORDS);
/** A specialist named ('pneumologue mlih', 'a good cardiologist'): 'good' then asks for a good one. */
const SPECIALIST_NAME = /(logue|logues|logist|logists|logiste|dentiste|pediatre)$/;
const FINE_SET = new Set(SAID_FINE);
const PAIRING_AND = new Set(['and', 'et']);
/**
 * Darija's 'w' joins clauses too ('w kan normal'), so it pairs two things said fine only before a
 * bodily function of one's own: 'nbawel w nkhrej normal', 'نبول و نخرج نورمال'.
 */
const DARIJA_AND = new Set(['w', 'و']);
const PAIRED_FUNCTIONS = new Set([
  'nkhrej',
  'nkhroj',
  'nkhrj',
  'nakhrej',
  'nmchi',
  'nakol',
  'nakel',
  'nekel',
  'nkoul',
  'nchreb',
  'nochrob',
  'nrqod',
  'nrgod',
  'نخرج',
  'نمشي',
  'ناكل',
  'نشرب',
  'نرقد',
]);
/** What is said to be fine is not denied when it cannot be done: 'ma nqderch nbol normal'. */
const UNABLE = new Set(['unable', 'difficulty']);
/**
 * How a complaint happened, not another complaint. After a denial that means a loss ('ma wlatch
 * tchouf fjaa', sight lost suddenly) the suddenness stands; after a plain denial ('no sudden
 * weakness', 'لا يوجد ألم مفاجئ ولا انتفاخ') it is denied with the complaint and the list goes on.
 */
const MODIFIERS = new Set(['sudden', 'severe']);
/**
 * French 'ne' whose second half opens the wording itself ('il n'a plus envie de vivre'): the
 * wording already says the loss, so the 'ne' does not deny it a second time.
 */
const NE = new Set(['ne', 'n']);
const NE_SECOND_HALF = new Set(['plus']);
/** 'n' before an English word is the texted 'and', not a denial. */
const AND_N = new Set(ENGLISH_AFTER_N);
/**
 * 'jamais eu de', 'never had', 'عمري ما جاني': never in one's life. With a comparison later in the
 * clause ('jamais eu de douleur pareille') it says the worst ever, and denies nothing.
 */
const EVER = new Set(EVER_WORDS);
const COMPARED = new Set(EVER_COMPARED);
const WORST_EVER = 'worst_generic';
/**
 * Arabic 'ولا' (nor) after a denial in its clause or the one before goes on denying, even when a
 * word the lexicon does not know ended the first denial's reach ('لم يغمى علي ابدا ولا ضيق في
 * التنفس', 'لا توجد سخانة، لا اضيق في التنفس، ولا دم فيها'). Read like the place of a denied
 * complaint: no alarm, but the doctor it names still counts, as the ranking always read it.
 */
const NOR = 'ولا';
const NOR_REACH = 3;

/** How far (in tokens) a cue reaches; it also stops at the first word that is not filler. */
const CUE_REACH = 5;
/**
 * Said to be well ('baby moves well', 'breathing fine'): denied only by a cue of its own, never by
 * a list of denials running on ('no bleeding no pain baby moves well').
 */
const REASSURANCES = new Set(['moves_well', 'breathes_well', 'sees_well', 'swallows_well']);
/**
 * A wish to die said right after the wish to live is denied continues it ('ما بقاتش عندي رغبة نعيش
 * حاب نموت': no wish to live left, wants to die): the denial does not run on to deny it.
 */
const WISHES = new Set(['suicidal']);
const LIFE = 'alive';
/**
 * A denied perception passes its denial on to what was not perceived ('pas entendu de craquement',
 * 'didn't see any blood', 'ما سمعتش طقة'): the thing is denied, and the sense is not lost. Not when
 * the next word is the organ of the sense ('ma ychoufch b 3ino' is sight lost) or says how
 * ('ما ولاتش تشوف فجأة': sight lost suddenly).
 */
const PERCEPTIONS = new Set(['hear', 'see']);
/**
 * A denied problem with an ability ('no trouble speaking', 'pas de probleme pour voir', 'ما عنديش
 * مشكل في الكلام'): the ability is intact. Denied, but not the loss a plain denial of it means.
 */
const PROBLEMS = new Set(PROBLEM_WORDS);
const TROUBLE = 'difficulty';
const SENSE_ORGANS = new Set(['eye', 'ear', 'eye_symptoms']);

export interface ConceptHits {
  present: Set<string>;
  negated: Set<string>;
  /** Distinct wordings found per present concept ('knee' and 'shoulder' are two). */
  forms: Map<string, Set<string>>;
  /**
   * Denied by a cue or in a list after one ('he does not move or answer'), not as the word right
   * after a denied one ('no pain when I pee': the peeing is where the pain is not).
   */
  deniedItself: Set<string>;
  /**
   * Said only as where a denied complaint is not ('makanch waja3 f sdar', 'no pain in the chest'):
   * it still says which doctor the message is about, but raises no alarm.
   */
  placeOnly: Set<string>;
  /**
   * Denied by a cue at most one word before ('ماشي اقوى صداع', 'not the worst headache'): close
   * enough to deny even what a loose denial must not ('no, I have the worst headache').
   */
  deniedClose: Set<string>;
  /**
   * Denied with a problem word ('no trouble speaking', 'ما عنديش مشكل في الكلام'): what its denial
   * means (speech lost) is read for the doctor, as a place is, never for an alarm.
   */
  intact: Set<string>;
}

/**
 * A cue denies the concepts that follow it through filler words only ('no fever or cough',
 * 'ما عنديش لا سخانة'), and stops at a clause break, a 'but' or any other content word.
 */
export function applyNegation(
  matches: Match[],
  tokens: string[],
  isFiller: (t: string) => boolean,
  circumfix: ReadonlySet<number> = new Set(),
  losses: ReadonlySet<string> = new Set(),
  andJoined: ReadonlySet<number> = new Set(),
): ConceptHits {
  const present = new Set<string>();
  const negated = new Set<string>();
  const forms = new Map<string, Set<string>>();
  const deniedItself = new Set<string>();
  const placeOnly = new Set<string>();
  const deniedClose = new Set<string>();
  const affirmed = new Set<string>();
  let anchor = -1;
  let clause = 0;
  let cueClause = -1;
  // Where a 'ولا' opens a list continuing the last denial, or -1.
  const norBefore = (start: number) => {
    if (cueClause < 0 || clause - cueClause > 1) return -1;
    for (let i = start - 1; i >= 0 && i >= start - NOR_REACH; i--) {
      const t = tokens[i] as string;
      if (t === NOR) return i;
      if (t === BREAK || !isFiller(t)) return -1;
    }
    return -1;
  };
  const onlyFiller = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const t = tokens[i] as string;
      if (!isFiller(t) && !OR_SET.has(t)) return false;
    }
    return true;
  };
  let fromCue = false;
  let cueToken = '';
  // The last denied concept was a loss when denied ('does not see'): its manner is affirmed.
  let afterLoss = false;
  let afterSpread = false;
  let afterLifeLost = false;
  let prevUnable = false;
  // The ids of a denied perception whose denial may pass on to the next concept.
  let perceived: string[] = [];
  const perceivedNotLost = new Set<string>();
  // A denial that ran through a problem word ('no trouble', 'ما عنديش مشكل'): its losses are intact.
  let troubled = false;
  const intact = new Set<string>();
  const problemBetween = (from: number, to: number) => {
    for (let i = Math.max(from, 0); i < to; i++) if (PROBLEMS.has(tokens[i] as string)) return true;
    return false;
  };
  const noOr = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (OR_SET.has(tokens[i] as string)) return false;
    return true;
  };
  const noAnd = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (AND_SET.has(tokens[i] as string)) return false;
    return true;
  };
  // After a denied item the denial goes on only to the next item of a list ('no fever or
  // cough'), not to a word further on ('ma bqitch nchouf biha fjaa': the suddenness stands).
  const listNext = (from: number, to: number) => {
    if (from === to) return true;
    for (let i = from; i < to; i++) if (OR_SET.has(tokens[i] as string)) return true;
    return false;
  };
  // 'makanch waja3 f sdar', 'no pain in the chest': where the denied complaint is not.
  const placeOf = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (OR_SET.has(tokens[i] as string)) return false;
    for (let i = from; i < to; i++) if (PLACE_SET.has(tokens[i] as string)) return true;
    return false;
  };
  // The clause a hearsay opened ('sme3t beli sa5ana tjib convulsion'): its signs are only named.
  let hearsayClause = -1;
  for (const m of matches) {
    const first = m.ids[0];
    if (m.ids.includes(HEARSAY)) {
      hearsayClause = clause;
      continue;
    }
    if (first === BREAK || first === STOP_SCOPE) {
      anchor = -1;
      perceived = [];
      clause += 1;
      if (first === STOP_SCOPE) cueClause = -1;
      continue;
    }
    if (m.ids.includes(NEG)) {
      if (tokens[m.end] === 'n' && AND_N.has(tokens[m.end + 1] as string)) continue;
      if (everCompared(tokens, m.start, m.end)) {
        present.add(WORST_EVER);
        anchor = -1;
        continue;
      }
      // A cue that is also a wording ('لم يعد', no longer: unable) counts as both.
      for (const id of m.ids) if (id !== NEG) present.add(id);
      // 'pas normal', 'not ok', 'machi mli7', 'ماشي نورمال': said not fine, a complaint; the cue denies
      // nothing after it ('sa jambe tordue dans un sens pas normal et on voit l os qui sort').
      if (FINE_SET.has(tokens[m.end + 1] ?? '')) {
        anchor = -1;
        fromCue = false;
        continue;
      }
      // 'ni', 'nor', 'ولا' go on with the list a problem word opened ('pas de probleme pour parler ni pour voir').
      if (anchor < 0 || !OR_SET.has(tokens[m.start] as string)) troubled = false;
      anchor = m.end;
      fromCue = true;
      cueToken = tokens[m.end] as string;
      cueClause = clause;
      continue;
    }
    const wrapped = circumfix.has(m.start) && !circumfix.has(m.start - 1);
    const passedOn =
      perceived.length > 0 &&
      anchor >= 0 &&
      !m.ids.some((id) => SENSE_ORGANS.has(id) || MODIFIERS.has(id) || id === 'acute') &&
      m.start - anchor <= CUE_REACH &&
      onlyFiller(anchor + 1, m.start) &&
      !placeOf(anchor + 1, m.start);
    if (passedOn) for (const id of perceived) perceivedNotLost.add(id);
    perceived = [];
    const ownDenial = fromCue && NE.has(cueToken) && NE_SECOND_HALF.has(tokens[m.start] as string);
    const chainOnly: boolean =
      !wrapped &&
      !fromCue &&
      (m.ids.some((id) => REASSURANCES.has(id)) || (afterLifeLost && m.ids.some((id) => WISHES.has(id))));
    const denied: boolean =
      wrapped ||
      passedOn ||
      (!chainOnly &&
        !ownDenial &&
        anchor >= 0 &&
        m.start - anchor <= CUE_REACH &&
        onlyFiller(anchor + 1, m.start) &&
        (fromCue ||
          ((!afterLoss || !m.ids.some((id) => MODIFIERS.has(id))) &&
            noAnd(anchor + 1, m.start) &&
            !andJoined.has(m.start) &&
            listNext(anchor + 1, m.start))));
    // 'mouth fine', 'peeing normally', 'fommi mli7': said to be fine, it is not a complaint.
    const next = tokens[m.end + 1];
    const afterNext = tokens[m.end + 2];
    // One word only: a phrase carries its own sense ('ما ولاتش تهدر' then 'مليح' is still a loss).
    // A denial that ran on to it from the last denied item with no 'or' between ('ماعندوش حبوب في
    // جلدو رقبتو يحركها مليح': no rash, and he moves his neck fine) does not reach a word said fine.
    const chainedOn =
      denied &&
      !wrapped &&
      !fromCue &&
      !passedOn &&
      onlyFiller(anchor + 1, m.start) &&
      noOr(anchor + 1, m.start);
    const saidFine =
      (!denied || chainedOn) &&
      !prevUnable &&
      m.start === m.end &&
      !SPECIALIST_NAME.test(tokens[m.start] as string) &&
      next !== undefined &&
      (FINE_SET.has(next) ||
        (isFiller(next) && afterNext !== undefined && FINE_SET.has(afterNext)) ||
        // 'pee and poop normal', 'nbol w nkhrej normal': two things said fine together.
        // Darija's 'w' and Arabic's 'و' also join clauses ('w kan normal'): only 'and' and 'et' here.
        (anchor < 0 &&
          (PAIRING_AND.has(next) || (DARIJA_AND.has(next) && PAIRED_FUNCTIONS.has(afterNext ?? ''))) &&
          afterNext !== undefined &&
          !isFiller(afterNext) &&
          FINE_SET.has(tokens[m.end + 3] ?? '')));
    prevUnable = m.ids.some((id) => UNABLE.has(id));
    // Neither present nor denied: a denial may mean a loss ('does not feed'), fine does not.
    if (saidFine) {
      anchor = -1;
      fromCue = false;
      afterLoss = false;
      afterSpread = false;
      afterLifeLost = false;
      continue;
    }
    // Chained without a list word between: the word right after a denied one.
    const itself = denied && (wrapped || fromCue || anchor + 1 < m.start);
    // The place of a denied complaint: read for the doctor it names, never for an alarm, and not a
    // denial of its own ('no blood in the urine' says nothing of passing urine).
    const place =
      (!denied &&
        !fromCue &&
        anchor >= 0 &&
        m.start - anchor <= CUE_REACH &&
        onlyFiller(anchor + 1, m.start) &&
        (placeOf(anchor + 1, m.start) || afterSpread)) ||
      (!denied && norBefore(m.start) >= 0);
    const heard = hearsayClause === clause;
    if (denied && (problemBetween(anchor + 1, m.start) || m.ids.includes(TROUBLE))) troubled = true;
    for (const id of m.ids) {
      if (denied && troubled && losses.has(id)) intact.add(id);
      if (place || (heard && !denied)) placeOnly.add(id);
      else if (!denied && !heard) affirmed.add(id);
      (denied ? negated : present).add(id);
      if (itself) deniedItself.add(id);
      if (denied && fromCue && m.start - anchor <= 2) deniedClose.add(id);
      if (denied) continue;
      const seen = forms.get(id) ?? new Set<string>();
      seen.add(tokens.slice(m.start, m.end + 1).join(' '));
      forms.set(id, seen);
    }
    anchor = denied || place ? m.end : -1;
    if (anchor < 0) troubled = false;
    afterLoss = denied && m.ids.some((id) => losses.has(id));
    // 'ma yhbetch l dra3 wla l7nek' (it does not go down to the arm or the jaw): where a denied
    // spreading would go is a place, and the list after it is denied with it.
    afterSpread = denied && m.ids.includes(SPREADING);
    afterLifeLost = denied && m.ids.includes(LIFE);
    fromCue = false;
    if (denied && !passedOn && m.ids.some((id) => PERCEPTIONS.has(id))) perceived = m.ids;
  }
  // What was not heard or seen is denied; the sense itself was not lost.
  for (const id of perceivedNotLost) {
    negated.delete(id);
    deniedItself.delete(id);
    deniedClose.delete(id);
  }
  // A concept affirmed anywhere counts even if denied elsewhere ('no fever yesterday, fever today').
  for (const id of present) {
    negated.delete(id);
    deniedItself.delete(id);
    deniedClose.delete(id);
  }
  for (const id of affirmed) placeOnly.delete(id);
  return { present, negated, forms, deniedItself, placeOnly, deniedClose, intact };
}

/** 'jamais eu de douleur pareille': a 'never had' cue followed, in its clause, by a comparison. */
function everCompared(tokens: string[], start: number, end: number): boolean {
  if (!tokens.slice(start, end + 1).some((t) => EVER.has(t))) return false;
  for (let i = end + 1; i < tokens.length && tokens[i] !== BREAK; i++)
    if (COMPARED.has(tokens[i] as string)) return true;
  return false;
}
