import { ACUTE_RED_FLAGS, type RedFlagRule } from './lexicon/index.ts';

export type { RedFlagRule } from './lexicon/index.ts';

const CHEST = ['chest', 'heart', 'heart_attack'];

export const RED_FLAGS: RedFlagRule[] = [
  {
    when: [['suicidal']],
    reason:
      'Thoughts of suicide or self-harm need help now: call emergency services or go to the nearest emergency department.',
  },
  {
    when: [CHEST, ['crushing', 'arm_jaw', 'sweating', 'breathless_severe', 'fainting', 'unresponsive']],
    unless: ['trauma'],
    reason:
      'Chest pain with pressure, sweating, breathlessness or pain spreading to the arm or jaw can be a heart attack.',
  },
  {
    when: [['crushing'], ['arm_jaw', 'sweating']],
    reason: 'Chest pressure with sweating or pain spreading to the arm can be a heart attack.',
  },
  {
    when: [['chest', 'heart'], ['pain'], ['breath', 'severe']],
    unless: ['trauma', 'bone'],
    reason: 'Severe chest pain or chest pain with shortness of breath needs emergency assessment.',
  },
  {
    when: [
      ['face_droop', 'one_side_weakness', 'slurred_speech'],
      ['sudden', 'acute'],
    ],
    reason: 'Sudden weakness on one side, a drooping face or slurred speech can be a stroke.',
  },
  {
    when: [['face_droop', 'one_side_weakness', 'slurred_speech']],
    unless: ['followup', 'week_plus', 'child', 'asthma'],
    reason: 'Sudden weakness on one side, a drooping face or slurred speech can be a stroke.',
  },
  {
    when: [
      ['infant', 'newborn'],
      ['not_feeding', 'floppy'],
    ],
    reason: 'A baby who is floppy or not feeding needs urgent assessment.',
  },
  {
    when: [['headache'], ['sudden'], ['vomiting', 'neck', 'confusion', 'fainting', 'seizure']],
    reason: 'A sudden headache with vomiting, a stiff neck or confusion can be bleeding in the brain.',
  },
  {
    when: [['numbness', 'weakness'], ['acute']],
    unless: ['trauma', 'week_plus', 'followup'],
    reason: 'Weakness or numbness that started today can be a stroke.',
  },
  { when: [['numbness', 'weakness'], ['sudden']], reason: 'Sudden weakness or numbness can be a stroke.' },
  {
    when: [['lips'], ['bruising', 'breathless_severe', 'breath']],
    reason: 'Blue lips mean too little oxygen and need emergency care.',
  },
  {
    when: [['waters_broke']],
    reason: 'Waters breaking, above all before term, needs assessment at a maternity unit now.',
  },
  {
    when: [['ingestion'], ['child', 'infant', 'newborn', 'poisoning']],
    reason: 'A child who swallowed a battery, medicine or a household product needs emergency care.',
  },
  {
    when: [['vomiting', 'toilet', 'rectal'], ['black']],
    reason: 'Vomiting blood or black stools can mean bleeding in the gut.',
  },
  { when: [['retention'], ['retention']], reason: 'Being unable to pass urine needs urgent care.' },
  { when: [['unable'], ['urine']], reason: 'Being unable to pass urine needs urgent care.' },
  { when: [['not_breathing']], reason: 'Someone who is not breathing needs emergency services and CPR now.' },
  { when: [['breathless_severe']], reason: 'Severe difficulty breathing needs emergency care.' },
  {
    when: [['asthma'], ['severe', 'unable', 'slurred_speech']],
    reason: 'A severe asthma attack needs emergency care.',
  },
  {
    when: [['chest', 'heart', 'heart_attack'], ['numbness']],
    reason: 'Chest pain with numbness of the arm can be a heart attack.',
  },
  { when: [['unable'], ['breath', 'asthma']], reason: 'Severe difficulty breathing needs emergency care.' },
  { when: [['breath'], ['severe']], reason: 'Severe difficulty breathing needs emergency care.' },
  {
    when: [['anaphylaxis']],
    reason: 'Swelling of the face, lips or throat can block breathing (severe allergic reaction).',
  },
  {
    when: [['face_swelling'], ['allergy', 'breath', 'breathless_severe', 'itch', 'rash', 'sudden']],
    reason: 'Swelling of the face, lips or throat can block breathing (severe allergic reaction).',
  },
  {
    when: [
      ['pregnancy', 'postpartum'],
      ['bleeding', 'blood'],
    ],
    reason: 'Bleeding during pregnancy or after giving birth needs urgent assessment.',
  },
  {
    when: [['pregnancy'], ['severe'], ['belly', 'pain', 'headache']],
    reason: 'Severe pain or headache during pregnancy needs urgent assessment.',
  },
  {
    when: [['pregnancy'], ['headache'], ['vision', 'swelling', 'face_swelling']],
    reason: 'Headache with vision changes or swelling in pregnancy can be pre-eclampsia.',
  },
  { when: [['fetal_movement']], reason: 'A baby that has stopped moving needs urgent assessment.' },
  {
    when: [['pregnancy'], ['no_movement']],
    reason: 'A baby that has stopped moving needs urgent assessment.',
  },
  {
    when: [
      ['child', 'newborn'],
      ['no_movement', 'unresponsive'],
    ],
    reason: 'A child who is not moving or responding needs emergency care.',
  },
  {
    when: [
      ['sting', 'anaphylaxis', 'face_swelling'],
      ['breathless_severe', 'asthma', 'throat', 'breath'],
    ],
    reason: 'An allergic reaction with throat or breathing trouble needs emergency care.',
  },
  { when: [['neck'], ['joints'], ['fever']], reason: 'A stiff neck with fever can be meningitis.' },
  { when: [['pregnancy'], ['seizure']], reason: 'A seizure during pregnancy needs emergency care.' },
  { when: [['stiff_neck'], ['fever']], reason: 'A stiff neck with fever can be meningitis.' },
  {
    when: [['fever'], ['bruising']],
    reason: 'Fever with purple spots or bruising can be meningitis or a blood infection.',
  },
  {
    when: [['fever'], ['confusion', 'unresponsive']],
    reason: 'Fever with confusion or drowsiness can be a serious infection.',
  },
  {
    when: [['newborn'], ['fever', 'unresponsive', 'breath']],
    reason: 'Fever or breathing trouble in a newborn needs emergency care.',
  },
  { when: [['worst_ever']], reason: 'A sudden, worst-ever headache can be bleeding in the brain.' },
  {
    when: [['headache', 'head'], ['sudden'], ['severe']],
    reason: 'A sudden, severe headache can be bleeding in the brain.',
  },
  {
    when: [['dehydration'], ['child', 'infant', 'newborn', 'vomiting', 'diarrhea']],
    reason: 'Signs of dehydration with vomiting or diarrhoea, above all in a child, need urgent care.',
  },
  {
    when: [['pulmonary_edema']],
    reason: 'Breathlessness with pink frothy sputum can be fluid on the lungs.',
  },
  { when: [['rigid_belly']], reason: 'A hard, rigid belly with pain can be peritonitis.' },
  {
    when: [['belly'], ['severe'], ['pain'], ['vomiting', 'fever', 'sudden']],
    reason: 'Severe abdominal pain with vomiting or fever needs urgent assessment.',
  },
  { when: [['melena']], reason: 'Vomiting blood or black stools can mean bleeding in the gut.' },
  { when: [['vomiting'], ['blood', 'bleeding']], reason: 'Vomiting blood can mean bleeding in the gut.' },
  { when: [['hemoptysis']], reason: 'Coughing up blood needs prompt emergency assessment.' },
  { when: [['cough'], ['blood']], reason: 'Coughing up blood needs prompt emergency assessment.' },
  { when: [['unresponsive']], reason: 'Loss of consciousness needs emergency care.' },
  {
    when: [['fainting'], ['chest', 'palpitations', 'trauma', 'diabetes', 'pregnancy', 'child', 'seizure']],
    reason: 'Fainting with chest symptoms, palpitations or an injury needs emergency assessment.',
  },
  {
    when: [['seizure'], ['fever', 'trauma', 'sudden', 'diabetes', 'newborn', 'unresponsive']],
    reason: 'A seizure with fever, after an injury or without waking needs emergency care.',
  },
  {
    when: [
      ['head_injury', 'head'],
      ['head_injury', 'trauma'],
      ['vomiting', 'confusion', 'fainting', 'unresponsive', 'memory', 'severe', 'seizure'],
    ],
    reason: 'A head injury with vomiting, confusion or fainting needs emergency care.',
  },
  {
    when: [['seizure'], ['nonstop', 'no_movement', 'breathless_severe']],
    reason: 'A seizure that does not stop, or without waking after, needs emergency care.',
  },
  {
    when: [
      ['confusion', 'slurred_speech'],
      ['sudden', 'acute'],
    ],
    reason: 'Sudden confusion or trouble speaking can be a stroke.',
  },
  {
    when: [['chest', 'heart'], ['pain'], ['sudden']],
    unless: ['trauma', 'bone', 'tender', 'cough', 'week_plus'],
    reason: 'Sudden chest pain needs emergency assessment.',
  },
  {
    when: [['breath'], ['sudden']],
    unless: ['anxiety', 'week_plus'],
    reason: 'Sudden breathlessness needs emergency assessment.',
  },
  {
    when: [['ketones'], ['diabetes', 'vomiting', 'breath', 'confusion', 'thirst']],
    reason: 'Fruity breath with vomiting or fast breathing in diabetes can be ketoacidosis.',
  },
  {
    when: [['diabetes'], ['vomiting'], ['breath', 'belly', 'thirst']],
    reason: 'Vomiting with breathing or belly trouble in diabetes can be ketoacidosis.',
  },
  {
    when: [
      ['trauma', 'head_injury'],
      ['unresponsive', 'fainting', 'seizure'],
    ],
    reason: 'Losing consciousness or a seizure after an injury needs emergency care.',
  },
  { when: [['poisoning', 'overdose']], reason: 'Poisoning or an overdose needs emergency care now.' },
  { when: [['blindness']], reason: 'Sudden loss of vision needs emergency eye care.' },
  {
    when: [['vision'], ['sudden', 'acute']],
    reason: 'Sudden loss of vision or double vision needs emergency care.',
  },
  {
    when: [['halos'], ['headache', 'vomiting', 'nausea']],
    reason: 'Eye pain with halos, headache or vomiting can be acute glaucoma.',
  },
  {
    when: [['eye', 'vision', 'halos'], ['pain', 'headache'], ['sudden']],
    reason: 'Sudden eye pain with blurred vision or halos can be acute glaucoma.',
  },
  {
    when: [['testicle'], ['sudden', 'severe', 'swelling']],
    reason: 'Sudden severe testicle pain can be torsion and needs surgery within hours.',
  },
  {
    when: [
      ['bleeding', 'nosebleed', 'blood'],
      ['severe', 'nonstop'],
    ],
    reason: 'Heavy bleeding needs emergency care.',
  },
  {
    when: [['diabetes'], ['confusion', 'unresponsive', 'fainting']],
    reason: 'Confusion or fainting with diabetes can be a dangerous sugar level.',
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
};

/** A mention is enough: too dangerous to drop on a misread negation, or (periods) the absence is the complaint. */
export const NEVER_NEGATED: ReadonlySet<string> = new Set([
  'suicidal',
  'poisoning',
  'overdose',
  'ingestion',
  'intentional',
  'worst_ever',
  'periods',
]);

export function findRedFlag(present: ReadonlySet<string>): string | null {
  for (const rule of RED_FLAGS) {
    if (rule.unless?.some((c) => present.has(c))) continue;
    if (rule.when.every((alts) => alts.some((c) => present.has(c)))) return rule.reason;
  }
  return null;
}
