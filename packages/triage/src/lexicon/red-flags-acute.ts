import type { RedFlagRule } from './types.ts';

/** A sickle cell's fever or spleen already seen to, over, or asked about for later. */
const SICKLE_SETTLED = [
  'week_plus',
  'followup',
  'checked_clear',
  'episode_over',
  'prevention',
  'family_history',
];

/** Emergency patterns for low sugar, chemical eye injuries, appendicitis, gut bleeding, a bleed in hemophilia... */
export const ACUTE_RED_FLAGS: RedFlagRule[] = [
  {
    when: [['hypoglycemia'], ['confusion', 'unresponsive', 'fainting', 'seizure']],
    reason: 'low_sugar',
  },
  // Shaking or sweating in a hypo happening now; lows that come 'sometimes' are a consultation.
  {
    when: [['hypoglycemia'], ['sweating', 'severe', 'dizziness', 'tremor']],
    unless: ['recurrent'],
    reason: 'low_sugar',
  },
  {
    when: [['eye', 'vision', 'blindness'], ['chemical']],
    reason: 'chemical_eye',
  },
  {
    when: [['right_lower_belly'], ['vomiting', 'severe', 'sudden', 'fever']],
    unless: ['week_plus', 'followup'],
    reason: 'appendicitis',
  },
  {
    when: [
      ['rectal', 'melena'],
      ['dizziness', 'fainting', 'unresponsive'],
    ],
    reason: 'gut_bleeding',
  },
  {
    when: [['no_gas'], ['vomiting', 'severe']],
    reason: 'bowel_obstruction',
  },
  { when: [['bulging_fontanelle']], reason: 'bulging_fontanelle' },
  {
    when: [
      ['child', 'infant'],
      ['floppy'],
      ['not_feeding', 'fever', 'vomiting', 'breath', 'unresponsive', 'dehydration'],
    ],
    reason: 'sick_baby',
  },
  {
    // Past the first months, a headache with stars or flashes before the eyes, or the face and legs
    // swelling: pre-eclampsia, however the headache is said ('rassha yoj3ha', 'راسها يوجعها').
    when: [['late_pregnancy'], ['headache'], ['vision', 'flashes', 'face_swelling', 'swelling']],
    unless: ['week_plus', 'trauma'],
    reason: 'preeclampsia',
  },
  {
    // The head said with a pain that is not denied: 'راسي ما يوجعنيش' (my head does not hurt) is not a headache.
    when: [['late_pregnancy'], ['head'], ['pain'], ['vision', 'flashes', 'face_swelling', 'swelling']],
    unless: ['week_plus', 'trauma'],
    reason: 'preeclampsia',
  },
  {
    // In the weeks after a birth too: the pressure of pre-eclampsia may rise after delivery.
    when: [
      ['pregnancy', 'postpartum'],
      ['head', 'headache'],
      ['vision', 'face_swelling'],
    ],
    reason: 'preeclampsia',
  },
  {
    when: [['eye'], ['trauma', 'sharp_object'], ['blood', 'bleeding', 'vision', 'blindness', 'severe']],
    reason: 'eye_injury',
  },
  {
    when: [['head', 'head_injury'], ['trauma'], ['bleeding', 'blood']],
    reason: 'head_injury',
  },
  {
    when: [['blood_pressure'], ['severe'], ['vision', 'chest', 'confusion', 'slurred_speech', 'breath']],
    reason: 'hypertensive_emergency',
  },
  { when: [['seizure_now']], reason: 'seizure' },
  // A jaw that will not open after a wound (tetanus), or with a swollen tooth, fever and trouble swallowing.
  {
    when: [['trismus'], ['sharp_object', 'wound', 'trauma', 'stiff_neck', 'spasm']],
    reason: 'serious_infection',
  },
  {
    when: [
      ['tooth', 'gums_mouth'],
      ['swelling', 'face_swelling'],
      ['trismus', 'swallowing', 'breath'],
      // A wisdom tooth that swells the gum and stiffens the jaw is common: a sign besides the jaw.
      ['fever', 'swallowing', 'breath', 'severe'],
    ],
    reason: 'serious_infection',
  },
  // A jaw that will not open with a throat too swollen to swallow: an abscess behind the tonsil.
  { when: [['trismus'], ['swallowing', 'breath', 'throat']], reason: 'serious_infection' },
  // A sore throat or a swollen jaw that stops even the saliva going down ('cannot swallow my own
  // spit', 'ما نقدرش نبلع ريقي'), with a swelling, a locked jaw or a fever: an abscess or the epiglottis.
  {
    when: [['throat', 'tooth', 'jaw'], ['drool'], ['swelling', 'trismus', 'fever', 'neck', 'breath']],
    reason: 'serious_infection',
  },
  // A hot, swollen joint with a fever that cannot be moved: an infected joint until shown otherwise.
  {
    when: [['joint_site', 'joints'], ['swelling', 'inflammation'], ['fever'], ['stiff', 'unable', 'severe']],
    unless: ['week_plus', 'trauma'],
    reason: 'serious_infection',
  },
  // A reading of the pressure said in the message (23/13, 220/120, 'tension a 8').
  {
    when: [['bp_crisis'], ['pregnancy'], ['head', 'headache', 'vision', 'face_swelling']],
    reason: 'preeclampsia',
  },
  {
    when: [
      ['bp_crisis'],
      ['vision', 'chest', 'confusion', 'slurred_speech', 'breath', 'headache', 'weakness'],
    ],
    reason: 'hypertensive_emergency',
  },
  {
    when: [
      ['fever', 'chills'],
      ['low_pressure', 'confusion'],
    ],
    reason: 'serious_infection',
  },
  // A skin or a wound whose redness spreads by the hour, with a fever or shivers: an infection
  // running through the skin towards the blood.
  {
    when: [['redness_spreading'], ['fever', 'chills', 'tremor']],
    unless: ['week_plus', 'followup', 'episode_over'],
    reason: 'serious_infection',
  },
  // A kidney stone with fever and chills: an infection behind a blocked kidney.
  { when: [['stones'], ['fever'], ['chills', 'tremor']], reason: 'serious_infection' },
  // A limb in a cast with pain that keeps rising, and fingers or toes numb or swollen: pressure
  // building inside the cast.
  { when: [['cast'], ['numbness', 'swelling'], ['severe', 'pain', 'intensifier']], reason: 'major_injury' },
  // Legs that give way with urine let go or numbness between the legs, with a back pain or a
  // cancer: a pressed spinal cord (a cancer in the bones, a slipped disc), hours count.
  {
    when: [
      ['legs_give_way', 'weakness', 'numbness'],
      ['lost_control', 'retention'],
      ['back', 'cancer'],
    ],
    reason: 'spinal_cord',
  },
  { when: [['cancer'], ['legs_give_way'], ['back', 'bone', 'lost_control']], reason: 'spinal_cord' },
  // A fall or a blow followed by legs or arms that no longer move or feel: a spine injury.
  {
    when: [['trauma'], ['weakness', 'numbness', 'dead_limb'], ['back', 'neck']],
    unless: ['week_plus', 'followup'],
    reason: 'major_injury',
  },
  // An older person who fell and cannot get up or stand: a broken hip until shown otherwise (a fall
  // that hurt only an arm or a wrist is not).
  {
    when: [
      ['trauma'],
      ['elderly', 'older_adult'],
      ['unable', 'legs_give_way'],
      ['limb', 'back', 'joint_site'],
    ],
    unless: ['week_plus', 'followup', 'arm_only'],
    reason: 'fracture',
  },
  // A fall, a swollen joint or a bleeding in a person with hemophilia: a bleed that needs factor now.
  // 'Fell on his knee' reads as something spilled on it ('spilled', as 'oil fell on his hand').
  {
    when: [
      ['hemophilia'],
      ['trauma', 'head_injury', 'spilled'],
      ['swelling', 'bruising', 'bleeding', 'blood', 'nonstop', 'head', 'drowsy', 'vomiting'],
    ],
    unless: ['followup', 'prevention', 'week_plus'],
    reason: 'heavy_bleeding',
  },
  // A bleeding that will not stop, or comes a lot, in a person with hemophilia, with no fall said.
  {
    when: [['hemophilia'], ['bleeding', 'blood', 'nosebleed'], ['nonstop', 'intensifier', 'unable']],
    unless: ['followup', 'prevention', 'week_plus', 'episode_over'],
    reason: 'heavy_bleeding',
  },
  // Bruises that come up alone with bleeding gums, nose or urine, and a body that gives way (about to
  // faint, dizzy, weak): a blood that no longer clots, whatever the cause.
  {
    when: [
      ['bruising'],
      ['gums_mouth', 'nose', 'nosebleed', 'red_urine'],
      ['bleeding', 'blood', 'nosebleed', 'red_urine'],
      ['fainting', 'dizziness', 'weakness'],
    ],
    unless: ['followup', 'prevention', 'week_plus', 'episode_over', 'trauma'],
    reason: 'heavy_bleeding',
  },
  // Numb between the legs with a back pain, weak legs or urine that goes or will not come: the
  // nerves at the base of the spine pressed.
  {
    when: [
      ['saddle_numb'],
      ['back', 'lost_control', 'retention', 'urine', 'wet_diaper', 'legs_give_way', 'weakness', 'cancer'],
    ],
    unless: ['followup', 'episode_over'],
    reason: 'spinal_cord',
  },
  // A shadow or curtain over the sight, or flashes with sight going: a detaching retina.
  {
    when: [['curtain'], ['eye', 'vision', 'see', 'black']],
    unless: ['followup', 'episode_over'],
    reason: 'vision_loss',
  },
  // Taken out of the water and still coughing, breathless or blue.
  {
    when: [
      ['drowning'],
      ['breath', 'breathless_severe', 'cough', 'lips', 'unresponsive', 'not_breathing', 'vomiting'],
    ],
    unless: ['followup', 'episode_over'],
    reason: 'breathing',
  },
  // A sickle cell with a fever (an infection the spleen no longer stops), or with the spleen or the
  // left belly swelling or in great pain (a sequestration): the emergency department, today. Last, so
  // that a chest and a breath said with them keep their own notice.
  { when: [['sickle_cell'], ['fever']], unless: SICKLE_SETTLED, reason: 'serious_infection' },
  {
    when: [
      ['sickle_cell'],
      ['spleen', 'belly'],
      ['spleen', 'left_side', 'swelling', 'bloating', 'growing', 'severe', 'intensifier'],
    ],
    unless: SICKLE_SETTLED,
    reason: 'severe_belly',
  },
];
