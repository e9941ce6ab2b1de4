import type { FollowUpKey, RedFlagKey, ScreenItemKey } from '@reayah/contracts';
import { ACUTE_RED_FLAGS, ASK_RULES, CLASS_RED_FLAGS, type RedFlagRule } from './lexicon/index.ts';
import { indexByFirstTerm } from './rule-index.ts';

export interface FollowUp {
  /** Question key, translated by the client; `emergency_screen` for the screen. */
  question: FollowUpKey;
  /** Answers that turn the result into an emergency. */
  escalateOn: 'yes'[];
  /** Red-flag key shown when an answer escalates. */
  reason: RedFlagKey;
  /** The screen's yes/no items, each with the red flag a yes shows; empty for a single question. */
  screen: readonly ScreenItem[];
}

export interface ScreenItem {
  item: ScreenItemKey;
  reason: RedFlagKey;
}

export type { RedFlagRule } from './lexicon/index.ts';

const CHEST = ['chest', 'heart', 'heart_attack'];

export const RED_FLAGS: RedFlagRule[] = [
  // Thoughts of self-harm said and, in the same message, denied by the patient ('my friend killed
  // himself ... I'm not going to hurt myself'): asked again (the self-harm question), not settled.
  { when: [['suicidal']], unless: ['suicidal_denied'], reason: 'suicide' },
  ...CLASS_RED_FLAGS,
  {
    when: [CHEST, ['crushing', 'arm_jaw', 'sweating', 'breathless_severe', 'fainting', 'unresponsive']],
    unless: ['trauma'],
    reason: 'heart_attack',
  },
  {
    when: [['crushing'], ['arm_jaw', 'sweating']],
    reason: 'heart_attack',
  },
  // 'His heart hurts and he is sweating': a fall does not explain a pain said of the heart.
  {
    when: [['heart'], ['pain'], ['sweating', 'arm_jaw', 'crushing']],
    reason: 'heart_attack',
  },
  {
    when: [['chest', 'heart'], ['pain'], ['breath']],
    unless: ['trauma', 'bone'],
    reason: 'chest_pain',
  },
  // A strong chest pain felt only when pressing on it is the chest wall, not the heart; with
  // breathlessness it stays a red flag (above), and the screen still weighs chest and effort.
  {
    when: [['chest', 'heart'], ['pain'], ['severe']],
    unless: ['trauma', 'bone', 'tender'],
    reason: 'chest_pain',
  },
  {
    when: [
      ['face_droop', 'one_side_weakness', 'slurred_speech'],
      ['sudden', 'acute'],
    ],
    reason: 'stroke',
  },
  {
    when: [['face_droop', 'one_side_weakness', 'slurred_speech']],
    unless: ['followup', 'week_plus', 'child', 'asthma'],
    reason: 'stroke',
  },
  {
    when: [
      ['infant', 'newborn'],
      ['not_feeding', 'floppy'],
    ],
    reason: 'sick_baby',
  },
  {
    when: [['headache'], ['sudden'], ['vomiting', 'neck', 'confusion', 'fainting', 'seizure']],
    reason: 'brain_bleed',
  },
  {
    when: [['numbness', 'weakness'], ['acute']],
    // A tingle after a shock from a plug is the current's (electrocution's own rule weighs the heart).
    unless: ['trauma', 'week_plus', 'followup', 'electrocution'],
    reason: 'stroke',
  },
  { when: [['numbness', 'weakness'], ['sudden']], reason: 'stroke' },
  {
    when: [['lips'], ['bruising', 'breathless_severe', 'breath']],
    reason: 'breathing',
  },
  {
    when: [['waters_broke']],
    reason: 'waters_broke',
  },
  {
    when: [['ingestion'], ['child', 'infant', 'newborn', 'poisoning']],
    // Toothpaste or chalk harms in no ordinary amount: a question for the doctor, not the notice.
    // A swallowed thing a doctor has already seen ('X-rayed, it will come out on its own'): asked.
    // A stone, a coin or a marble with the child well since (derived.ts): it passes on its own.
    unless: ['harmless_swallow', 'checked_clear', 'swallowed_well'],
    reason: 'child_swallowed',
  },
  {
    when: [['vomiting', 'toilet', 'rectal'], ['black']],
    reason: 'gut_bleeding',
  },
  { when: [['retention'], ['retention']], reason: 'urine_retention' },
  { when: [['unable'], ['urine']], unless: ['incontinence'], reason: 'urine_retention' },
  { when: [['not_breathing']], reason: 'not_breathing' },
  { when: [['breathless_severe']], reason: 'breathing' },
  {
    when: [['asthma'], ['severe', 'unable', 'slurred_speech']],
    reason: 'breathing',
  },
  {
    when: [['chest', 'heart', 'heart_attack'], ['numbness']],
    // The chest named as where a rash itches ('boutons qui grattent sur la poitrine et le bras'); a
    // prick in the chest felt when pressing on it ('وخز ... عندما اضغط عليه') is the chest wall.
    // A single twinge ('وخزة صغيرة فالصدر', 'a twinge in my chest') is not a numbness of the heart.
    unless: ['itch', 'rash', 'tender', 'twinge'],
    reason: 'heart_attack',
  },
  { when: [['unable'], ['breath', 'asthma']], reason: 'breathing' },
  { when: [['breath'], ['severe']], reason: 'breathing' },
  {
    when: [['anaphylaxis']],
    reason: 'anaphylaxis',
  },
  {
    when: [['face_swelling'], ['allergy', 'breath', 'breathless_severe', 'itch', 'rash', 'sudden']],
    reason: 'anaphylaxis',
  },
  {
    when: [
      ['pregnancy', 'postpartum'],
      ['bleeding', 'blood'],
    ],
    // A bleeding said to have stopped is asked about (red-flags-classes.ts), unless it came with pain,
    // a faint or in quantity.
    // A spotting already checked with a normal scan ('echo normale') is asked about, not alarmed.
    unless: ['bleeding_stopped', 'checked_clear'],
    reason: 'pregnancy_bleeding',
  },
  {
    when: [['pregnancy'], ['severe'], ['belly', 'pain', 'headache']],
    reason: 'pregnancy_pain',
  },
  {
    when: [['pregnancy'], ['headache'], ['vision', 'swelling', 'face_swelling']],
    reason: 'preeclampsia',
  },
  { when: [['fetal_movement']], reason: 'baby_not_moving' },
  {
    when: [['pregnancy'], ['no_movement']],
    reason: 'baby_not_moving',
  },
  {
    when: [
      ['child', 'newborn'],
      ['no_movement', 'unresponsive'],
    ],
    reason: 'unconscious',
  },
  {
    when: [
      ['sting', 'anaphylaxis', 'face_swelling'],
      ['breathless_severe', 'asthma', 'throat', 'breath'],
    ],
    reason: 'anaphylaxis',
  },
  { when: [['neck'], ['joints'], ['fever']], reason: 'meningitis' },
  { when: [['pregnancy'], ['seizure']], reason: 'seizure' },
  { when: [['stiff_neck'], ['fever']], reason: 'meningitis' },
  {
    when: [['fever'], ['bruising']],
    reason: 'meningitis',
  },
  {
    when: [['fever'], ['confusion', 'unresponsive']],
    reason: 'serious_infection',
  },
  {
    when: [['newborn'], ['fever', 'unresponsive', 'breath']],
    reason: 'infant_fever',
  },
  { when: [['worst_ever']], reason: 'brain_bleed' },
  {
    when: [['headache', 'head'], ['sudden'], ['severe']],
    reason: 'brain_bleed',
  },
  {
    when: [['dehydration'], ['child', 'infant', 'newborn', 'vomiting', 'diarrhea']],
    reason: 'dehydration',
  },
  {
    when: [['pulmonary_edema']],
    reason: 'breathing',
  },
  { when: [['rigid_belly']], reason: 'severe_belly' },
  {
    when: [['belly'], ['severe'], ['pain'], ['vomiting', 'fever', 'sudden']],
    reason: 'severe_belly',
  },
  { when: [['melena']], reason: 'gut_bleeding' },
  { when: [['vomiting'], ['blood', 'bleeding']], reason: 'gut_bleeding' },
  // Blood spat on brushing the teeth is the gums' ('kol ma n7ak snani nbzaq dem').
  { when: [['hemoptysis']], unless: ['gums_mouth', 'brushing'], reason: 'coughing_blood' },
  // Blood seen in the eye after a coughing fit is not coughed up.
  { when: [['cough'], ['blood']], unless: ['gums_mouth', 'eye'], reason: 'coughing_blood' },
  { when: [['unresponsive']], reason: 'unconscious' },
  {
    when: [['fainting'], ['chest', 'palpitations', 'trauma', 'diabetes', 'pregnancy', 'child', 'seizure']],
    reason: 'fainting',
  },
  {
    when: [['seizure'], ['fever', 'trauma', 'sudden', 'diabetes', 'newborn', 'unresponsive']],
    reason: 'seizure',
  },
  {
    when: [
      ['head_injury', 'head'],
      ['head_injury', 'trauma'],
      ['vomiting', 'confusion', 'fainting', 'unresponsive', 'memory', 'severe', 'seizure'],
    ],
    reason: 'head_injury',
  },
  {
    when: [['seizure'], ['nonstop', 'no_movement', 'breathless_severe']],
    reason: 'seizure',
  },
  {
    when: [
      ['confusion', 'slurred_speech'],
      ['sudden', 'acute'],
    ],
    reason: 'stroke',
  },
  {
    when: [['chest', 'heart'], ['pain'], ['sudden']],
    // 'it goes away in a minute when I stop': the minute is how fast it passes, not a sudden onset.
    unless: ['trauma', 'bone', 'tender', 'cough', 'week_plus', 'passes_quickly'],
    reason: 'chest_pain',
  },
  {
    when: [['breath'], ['sudden']],
    unless: ['anxiety', 'week_plus'],
    reason: 'breathing',
  },
  {
    when: [['ketones'], ['diabetes', 'vomiting', 'breath', 'confusion', 'thirst']],
    reason: 'high_sugar',
  },
  {
    when: [['diabetes'], ['vomiting'], ['breath', 'belly', 'thirst']],
    reason: 'high_sugar',
  },
  {
    when: [
      ['trauma', 'head_injury'],
      ['unresponsive', 'fainting', 'seizure'],
    ],
    reason: 'unconscious',
  },
  { when: [['poisoning', 'overdose']], reason: 'poisoning' },
  // 'Is that an overdose?' asked of a child's pills, of pills taken on purpose, or with drowsiness
  // is the notice; asked by an adult who took a dose twice by mistake, the screen.
  {
    when: [
      ['dose_question'],
      [
        'child',
        'infant',
        'newborn',
        'intentional',
        'suicidal',
        'drowsy',
        'confusion',
        'unresponsive',
        'vomiting',
        'fainting',
      ],
    ],
    reason: 'overdose',
  },
  // Small print no longer read, or reading glasses asked for: the eyes of age, not a sight lost.
  { when: [['blindness']], unless: ['small_print'], reason: 'vision_loss' },
  {
    when: [['vision'], ['sudden', 'acute']],
    reason: 'vision_loss',
  },
  {
    when: [['halos'], ['headache', 'vomiting', 'nausea']],
    reason: 'glaucoma',
  },
  {
    when: [['eye', 'vision', 'halos'], ['pain', 'headache'], ['sudden']],
    reason: 'glaucoma',
  },
  {
    when: [['testicle'], ['sudden', 'severe', 'swelling']],
    unless: ['week_plus', 'varicocele'],
    reason: 'testicular_torsion',
  },
  // Heavy periods are a consultation unless the woman faints.
  {
    when: [['bleeding', 'nosebleed', 'blood'], ['nonstop']],
    unless: ['periods'],
    reason: 'heavy_bleeding',
  },
  // 'Bleeds when I brush hard': the strength is the brushing's, not the bleeding's. A blood stain in
  // the white of the eye looks alarming but bleeds no further.
  {
    when: [['bleeding', 'nosebleed', 'blood'], ['severe']],
    unless: ['periods', 'gums_mouth', 'brushing', 'eye_red_spot'],
    reason: 'heavy_bleeding',
  },
  { when: [['periods'], ['bleeding', 'blood'], ['fainting']], reason: 'heavy_bleeding' },
  {
    when: [['diabetes'], ['confusion', 'unresponsive', 'fainting']],
    unless: ['hypoglycemia'],
    reason: 'diabetic_confusion',
  },
  ...ACUTE_RED_FLAGS,
];

/** A denied action that is itself the emergency: 'he does not wake up'. */
export const NEGATED_MEANS: Record<string, string> = {
  wake: 'unresponsive',
  urine: 'dehydration',
  wet_diaper: 'dehydration',
  move: 'no_movement',
  alive: 'suicidal',
  feeding: 'not_feeding',
  respond: 'unresponsive',
  gas: 'no_gas',
  stop: 'nonstop',
  fade: 'non_blanching',
  speak: 'speech_lost',
  see: 'vision',
  hear: 'hearing',
  open_eyes: 'unresponsive',
  breathes_well: 'breath',
  moves_well: 'no_movement',
  drains: 'not_draining',
  // 'no blisters', 'بدون فقاعات', 'ma fihach lboula': a burn that stayed on the surface.
  peeling: 'no_blisters',
};

/**
 * A mention is enough: too dangerous to drop on a misread negation, or (periods) the absence is the complaint. */
export const NEVER_NEGATED: ReadonlySet<string> = new Set([
  'poisoning',
  'overdose',
  'ingestion',
  // What was swallowed, right after Darija's 'bla' (swallowed, also 'without'): a battery, a coin.
  'small_object',
  'battery_or_magnet',
  'intentional',
  'feel_nothing',
  'worst_ever',
  'periods',
  // Itself a denial: 'je n'ai pas d'idées suicidaires' reads its 'ne' as part of the same denial.
  'suicidal_denied',
  // Themselves a denial of a heart's danger sign, after another ('ماعنديش ضيق النفس ماعرقتش').
  'no_sweat',
]);

/**
 * Never negated by a loose denial, but denied by a cue at most one word before it: 'ماشي اقوى
 * صداع', 'not the worst headache', 'pas le pire mal de tête' (decision 0060).
 */
export const DENIED_WHEN_CLOSE: ReadonlySet<string> = new Set(['worst_ever']);

const redFlagsStartedBy = indexByFirstTerm(RED_FLAGS, (r) => r.when);
const askRulesStartedBy = indexByFirstTerm(ASK_RULES, (r) => r.when);

export function findRedFlag(present: ReadonlySet<string>): RedFlagKey | null {
  for (const rule of redFlagsStartedBy(present)) {
    if (rule.unless?.some((c) => present.has(c))) continue;
    if (rule.when.every((alts) => alts.some((c) => present.has(c)))) return rule.reason;
  }
  return null;
}

/** The follow-up question for a message that raised no red flag, if one applies. */
export function findFollowUp(present: ReadonlySet<string>): FollowUp | null {
  for (const rule of askRulesStartedBy(present)) {
    if (rule.unless?.some((c) => present.has(c))) continue;
    if (rule.when.every((alts) => alts.some((c) => present.has(c)))) {
      return { question: rule.question, escalateOn: ['yes'], reason: rule.reason, screen: [] };
    }
  }
  return null;
}
