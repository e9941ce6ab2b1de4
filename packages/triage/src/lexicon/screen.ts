import type { RedFlagKey } from '@reayah/contracts';

/**
 * Signs of an acute problem (sudden, severe, now, cannot, blood, a baby, pregnancy, pills, poison,
 * a fall, a bite or sting, a burn, chest, breath, fits, confusion). When neither a red flag nor a
 * single question settles the message, the engine asks the emergency screen instead of guessing:
 * on one strong sign, or on two weak ones said as something happening now (not for a week or
 * more, not recurring). A weak sign alone is everyday (a knee hurt at football, a baby's cold).
 */
export const STRONG_SIGNS: readonly string[] = [
  'heart_unusual',
  'trismus',
  'tooth_out',
  'farewell',
  'skin_peeling',
  'sudden',
  'newborn',
  'overdose',
  'dose_question',
  'poisoning',
  'ingestion',
  'intentional',
  'head_injury',
  'scorpion',
  'snake',
  'burn_injury',
  'crushing',
  'breathless_severe',
  'seizure',
  'confusion',
  'unresponsive',
  'fainting',
  'suicidal',
  'drowning',
  'electrocution',
  'heat_stroke',
  'sent_to_emergency',
  'dialysis_missed',
  'hyperkalemia',
  'acute_psychosis',
  'curtain',
  'saddle_numb',
  'sickle_crisis',
  'rabies_exposure',
  'not_moving_limp',
  'cord_compression',
  'doom',
];
export const WEAK_SIGNS: readonly string[] = [
  'severe',
  'acute',
  'unable',
  'bleeding',
  'blood',
  'infant',
  'pregnancy',
  'trauma',
  'dog',
  'heat_source',
  'chest',
  'breath',
  'chemotherapy',
  'sting',
  'fever',
  'drowsy',
  // Cannot stand or walk: after a fall or a blow, a second sign with the injury.
  'legs_give_way',
];
/** A strong sign the same message settles: something swallowed that goes down well or harms no one. */
export const SETTLED_BY: Readonly<Record<string, readonly string[]>> = {
  ingestion: ['swallows_well', 'harmless_swallow', 'swallowed_well'],
  // A burning stomach (heartburn), a burn said to be small ('chwiya', a little) or without blisters,
  // or one healed or weeks old ('الجرح برا', 'it has healed', 'من شهرين').
  burn_injury: [
    'heartburn',
    'trace',
    'no_blisters',
    'small_blister',
    'episode_over',
    'followup',
    'week_plus',
  ],
  sent_to_emergency: ['episode_over', 'followup'],
  // A small shock from a plug, over at once or days ago, with nothing since: a question at most.
  electrocution: ['episode_over', 'followup', 'week_plus', 'trace'],
  // A band squeezing the head ('ca serre comme un bandeau') is a tension headache, not a crushing chest;
  // pressing a bleeding nose ('stopped after 5 min pressing') is its first aid.
  crushing: ['headache', 'nosebleed'],
  // 'Des crises ou j'ai l'impression que je vais mourir': a panic attack; a faint checked clear.
  // A fit or a faint had as a small child, or asked about for a licence years on (derived.ts).
  seizure: ['panic_told', 'long_over'],
  fainting: ['checked_clear', 'known_faint', 'long_over'],
  // A bite already given the rabies vaccine the same day: the exposure is being treated.
  rabies_exposure: ['rabies_vaccinated'],
  // A knock to the head followed by a normal day: the warning signs, had they come, are red flags.
  head_injury: ['episode_over', 'acts_normally'],
  // The feeling of dying in a panic attack, or one already checked and over.
  doom: ['anxiety', 'checked_clear', 'followup', 'episode_over', 'recurrent'],
};
/**
 * A heart's danger signs the patient denies one by one ('no sweating, no breathlessness, it does not
 * go to the arm'): two or more denied make a chest pain one the writer has already checked
 * ('dangers_denied', triage.ts), neither the chest-pain question nor a weak sign for the screen. A
 * sign said as had still alarms.
 */
export const HEART_DANGER_SIGNS: readonly string[] = [
  'breath',
  'breathless_severe',
  'sweating',
  'arm_jaw',
  'spreading',
  'jaw',
  'fainting',
  'crushing',
];
/** The same signs said absent in words of their own ('ما عنديش ضيقة في النفس', 'ما نعرقش'). */
export const HEART_DANGERS_SAID_ABSENT: readonly string[] = ['breathes_well', 'no_sweat'];
export const DANGERS_DENIED_ENOUGH = 2;
/** Where blood said to come a lot is expected or asked about on its own (an eye after a cough, gums, periods). */
export const MUCH_BLOOD_EXPECTED: readonly string[] = ['eye', 'gums_mouth', 'periods'];
/**
 * Weak signs a place settles: blood in the white of the eye is a stain under its surface, however
 * alarming it looks ('like a blood stain', 'tache de sang dans le blanc de l'oeil').
 */
export const WEAK_SETTLED_BY: Readonly<Record<string, readonly string[]>> = {
  // Gums that bleed on brushing ('spitting blood when i brush') bleed where a brush is: the dentist's.
  // Blood or a red colour said with what explains it (beetroot, iron, a sneeze, a finger in the nose).
  // A streak on the paper after straining with a constipation ('constipe, un peu de sang sur le papier').
  blood: ['eye_red_spot', 'brushing', 'harmless_cause', 'exam_spotting', 'constipation'],
  bleeding: ['eye_red_spot', 'brushing', 'harmless_cause', 'exam_spotting', 'constipation'],
  // A chest that hurts where it is pressed, breath that stops in a loud snore: its wall, sleep apnoea.
  chest: ['tender', 'dangers_denied'],
  breath: ['snoring', 'sleep_apnea'],
  // The iron or the pan that left one small blister or none (as above); a fire felt with heartburn.
  heat_source: ['small_blister', 'no_blisters', 'heartburn'],
  // A wrist or an arm that cannot be turned after a fall, neither out of shape nor numb (derived.ts).
  unable: ['arm_only'],
  // A pregnancy whose few drops came after an examination inside (derived.ts): the exam's, not a sign.
  pregnancy: ['exam_spotting'],
};
/** Weak signs a trace does not make: a streak of blood is not a bleeding. */
export const TRACE_SIGNS: readonly string[] = ['blood', 'bleeding'];
/**
 * Weak signs that count once together: a pregnant woman's baby is the one she carries; a fever 'since
 * this morning', or a baby's fever past three months, is one fever (under three months is asked alone).
 */
export const ONE_SIGN: readonly (readonly string[])[] = [
  ['pregnancy', 'infant'],
  ['fever', 'acute', 'infant'],
];
/** What makes weak signs everyday: they have lasted a week or more, or come and go. */
export const NOT_NOW: readonly string[] = ['week_plus', 'recurrent'];
/**
 * An episode dated back and checked clear ('a crash 3 weeks ago, the scan was normal'): its weak signs
 * ask nothing (a strong sign still does).
 */
export const PAST: readonly string[] = ['followup', 'episode_over'];
export const CHECKED: readonly string[] = ['checked_clear'];
/**
 * What a past episode checked clear never settles (decision 0073): a wish to die or pills taken are
 * asked about again whatever their date.
 */
export const NEVER_SETTLED: readonly string[] = ['suicidal', 'overdose', 'intentional', 'farewell'];

/** A plain request (a check-up, a certificate, a prescription) is never screened. */
export const PLAIN_REQUESTS: readonly string[] = ['checkup', 'general_doctor', 'treatment_change'];
/** A result read by a doctor who says to go now is not a plain request, whatever its words. */
export const URGENT_ORDERS: readonly string[] = ['sent_to_emergency', 'hyperkalemia'];

/** Said of this moment, whatever else dates the message: no past episode, no relative's history. */
const NOW_SAID = ['acute', 'sepsis_signs', 'still_ongoing'];
/**
 * Context that makes a red flag unsure rather than certain: a prevention question, a family
 * history, an episode told as over or past, a trace of blood, a harmless cause said with the
 * sign, an eye that sees well. The notice then becomes the screen, so an emergency is still
 * caught by its answer, and the person without one sees their results after 'none of these'.
 * `now` is what keeps the notice: a sign said to be happening at this moment.
 */
export const UNSURE_CONTEXT: readonly {
  when: readonly string[];
  reasons?: readonly RedFlagKey[];
  unless?: readonly string[];
}[] = [
  // A fever is of this moment ('yemma kanet 3andha infection urinaire, lyoum skhana': her past infection,
  // a fever today), so is a relative's skin blistered or white, or a person still out or still shaking.
  // A baby limp or not feeding since a vaccine is sick now: the vaccine names no question.
  {
    when: ['prevention', 'family_history'],
    unless: [...NOW_SAID, 'fever', 'burn_major', 'floppy', 'not_feeding', 'not_moving_limp'],
  },
  // A missed period is of this moment, whatever 'passed' says ('فاتتني العادة', 'simana li fatet'); so
  // is a fever on chemotherapy ('the last cure was last week' dates the cure), a fit that stopped and
  // started again, a goodbye said now by someone who once took pills, minutes gone by ('fatet 10 minutes');
  // so is a battery or magnets a child swallowed, however well the child plays.
  {
    when: ['followup', 'episode_over'],
    unless: [
      ...NOW_SAID,
      'missed_period',
      'chemotherapy',
      'started_again',
      'farewell_now',
      'battery_or_magnet',
    ],
  },
  // A chest tightness that comes on effort ('when i climb stairs', 'quand je monte', 'ki ntla3 d-drouj') with
  // none of an attack's other signs said: the screen asks what happens at rest and now.
  {
    when: ['exertion'],
    reasons: ['heart_attack'],
    unless: [
      ...NOW_SAID,
      'sudden',
      'severe',
      'sweating',
      'arm_jaw',
      'breathless_severe',
      'fainting',
      'unresponsive',
      'nonstop',
      'prolonged',
      'nausea',
      'vomiting',
    ],
  },
  // Already seen and cleared by a doctor or a test: the screen asks whether anything is happening now.
  { when: ['checked_clear'], unless: ['acute', 'sudden'] },
  {
    when: ['trace'],
    reasons: ['gut_bleeding', 'coughing_blood', 'heavy_bleeding', 'pregnancy_bleeding'],
    unless: ['intensifier'],
  },
  {
    when: ['harmless_cause'],
    reasons: ['gut_bleeding', 'heavy_bleeding', 'fainting', 'unconscious', 'chest_pain', 'heart_attack'],
  },
  { when: ['sees_well'], reasons: ['glaucoma', 'vision_loss', 'eye_injury', 'chemical_eye'] },
  // A baby not felt for a while that moves again ('rja3 ytharrek mlih', 'started kicking again'): asked what happens now.
  { when: ['moves_well'], reasons: ['baby_not_moving'] },
  // Blood seen once in vomit or stools by someone who eats as usual since: asked, not alarmed.
  { when: ['acts_normally'], reasons: ['gut_bleeding'] },
  // Choking felt when anxious ('كي نفكر في الامتحان نحس روحي مخنوق'), or short of breath on the
  // stairs for years: asked, not alarmed, unless the lips, a collapse, an allergen or a sudden onset say more.
  {
    when: ['anxiety'],
    reasons: ['breathing'],
    unless: [
      'asthma',
      'lips',
      'unresponsive',
      'allergen',
      'sting',
      'chest',
      'sudden',
      'acute',
      'dialysis_missed',
      'kidney_disease',
      'inhaler',
      'not_helping',
      'pulmonary_edema',
    ],
  },
  {
    when: ['exertion'],
    reasons: ['breathing'],
    unless: [
      'sudden',
      'acute',
      'lips',
      'unresponsive',
      'chest',
      'swelling',
      'severe',
      'dialysis_missed',
      'kidney_disease',
      'inhaler',
      'not_helping',
      'pulmonary_edema',
    ],
  },
  // A bleeding said to have stopped is not a heavy bleeding now, even when it was this morning.
  { when: ['episode_over'], reasons: ['heavy_bleeding', 'coughing_blood', 'gut_bleeding'] },
  // A known illness with a plain request ('bilan ta3 souffle w nbadel traitement', 'renew his
  // treatment'): a control that is slipping, asked about rather than shown the notice.
  {
    when: ['treatment_change', 'checkup'],
    reasons: ['breathing', 'stroke'],
    unless: ['acute', 'sudden', 'severe', 'intensifier', 'nonstop', 'breathless_severe'],
  },
  // Numbness or weakness lasting weeks is not a stroke happening now.
  { when: ['week_plus'], reasons: ['stroke'], unless: ['acute'] },
];

/** A prevention question with no sign of its own is information, not a complaint: not screened. */
export const INFORMATION_ONLY: readonly string[] = ['prevention'];
/**
 * A prevention question about a red flag that happened to someone else or is over ('my father had
 * a stroke, what can I do to not get one') settles it: neither the notice nor the screen, unless
 * the message also says something is happening now.
 */
export const ABOUT_SOMEONE_ELSE: readonly string[] = ['family_history', 'episode_over', 'followup'];
export const HAPPENING_NOW: readonly string[] = ['acute', 'sudden', 'severe', 'intensifier'];

/**
 * Several signs at once on a fragile patient, whatever the signs are: the engine reads each word
 * but no rule ties them together (a baby shaking with its eyes turned up and a fever, a woman
 * eight months pregnant with a headache and stars in her eyes). The screen asks; it never shows
 * the notice by itself (decision 0054).
 */
export const FRAGILE_PATIENTS: readonly string[] = ['infant', 'newborn', 'late_pregnancy'];
/** How many signs on a fragile patient ask the screen. */
export const FRAGILE_SIGNS = 3;
/** An older patient (an age said, or a grandparent) needs two signs said with two acute markers. */
export const OLDER_PATIENTS: readonly string[] = ['older_adult', 'elderly'];
export const OLDER_SIGNS = 2;
export const ACUTE_MARKERS: readonly string[] = [
  'severe',
  'intensifier',
  'sudden',
  'unable',
  'nonstop',
  'prolonged',
  'spreading',
];
/** What the message says it does well or is already settled: the writer is telling it is not urgent. */
export const REASSURED: readonly string[] = [
  'breathes_well',
  'moves_well',
  'sees_well',
  'swallows_well',
  'harmless_cause',
  'checked_clear',
  'episode_over',
  'followup',
  'acts_normally',
  'known_faint',
  'exam_spotting',
  // A swelling gone by the morning, spots that fade under a glass.
  'fade',
];
/**
 * A sign is any concept read that says what is wrong or where (a symptom, a body part). Concepts
 * that say who, when, how much or what is asked, and a baby's everyday (feeding, crying, sleep, a
 * cold, a nose), are never counted as signs.
 */
// prettier-ignore
export const NOT_SIGNS: ReadonlySet<string> = new Set([
  'adult', 'child', 'infant', 'over_3_months', 'newborn', 'older_adult', 'elderly', 'late_pregnancy',
  'pregnancy', 'trace', 'acute', ...ACUTE_MARKERS, 'week_plus', 'recurrent', 'family_history',
  'prevention', 'morning', 'evening', 'checkup', 'general_doctor', 'referred_on', 'contagion_contact',
  'faint_trigger', 'treatment_change', 'medicine', 'difficulty', 'right_side', 'pain', 'swelling',
  ...REASSURED, 'feeding', 'crying', 'sleep', 'cold_flu', 'nose', 'same_thing', 'sepsis_signs',
  'started_again', 'farewell_now', 'dangers_denied', 'still_out', 'still_shaking', 'still_ongoing',
  'arm_part', 'leg_part', 'arm_only', 'soft_spot', 'head_top', 'bulge', 'sunken', 'happened_before', 'minutes_gone_by', 'long_over', 'in_childhood', 'fitness_question',
]);
