import type { AskRule, RedFlagRule } from './types.ts';

const BELLY_PAIN = ['belly', 'pain', 'female_organs'];
const ONE_SIDE = ['half_body', 'right_side', 'left_side', 'right_lower_belly'];
/** An injury that explains a bleeding: a cut, a fall or a blow, a bone through the skin. */
const INJURY = ['wound', 'trauma', 'head_injury', 'open_fracture', 'sharp_object'];
/** Where much blood is expected and not by itself an emergency (periods, gums, a toothbrush). */
const EXPECTED_BLEEDING = ['periods', 'gums_mouth', 'brushing'];

/**
 * Emergency classes built from several concepts: symptom + body part + onset or context.
 * Checked right after the suicide rule, so the reason names the specific class.
 */
// Not formatted: one rule per line reads as a table.
// prettier-ignore
export const CLASS_RED_FLAGS: RedFlagRule[] = [
  // What a person does before ending their life, said without the words for it.
  { when: [['farewell'], ['farewell', 'medicine', 'overdose', 'acute', 'suicidal', 'depression', 'severe']], reason: 'suicide' },
  // Pills gathered with despair or a plan to take them: an intent, whatever the words of dying.
  // A mind made up or a note written beside them ('qarrart nchrbo', 'ktebt lettre') is that plan.
  { when: [['pills_gathered'], ['suicidal', 'depression', 'farewell', 'ingestion', 'overdose', 'sleep', 'anxiety', 'acute', 'unable', 'resolved_plan']], reason: 'suicide' },
  // A heart attack felt as a woman or a diabetic may feel it: jaw or back, cold sweat, sickness.
  { when: [['jaw', 'arm_jaw'], ['sweating'], ['nausea', 'vomiting', 'fatigue', 'weakness', 'breath', 'dizziness']], reason: 'heart_attack' },
  // A fever during chemotherapy: the blood's defences are down.
  { when: [['chemotherapy'], ['fever', 'chills']], reason: 'serious_infection' },
  // Skin that blisters and comes off, with the mouth or eyes raw or after a new medicine.
  // Not after a heat source: skin peeling off after a scald or a fire is the burn's (below).
  { when: [['skin_peeling'], ['medicine', 'mouth', 'eye', 'eye_symptoms', 'lips', 'fever', 'burning']], unless: ['heat_source'], reason: 'anaphylaxis' },
  // A leg swollen with a breath short, painful or bringing up blood, after an operation, a long journey or a birth, or all at once: a clot in the lung.
  { when: [['limb'], ['swelling', 'leg_swelling_vascular'], ['breathless_severe', 'pleuritic', 'hemoptysis', 'breath'], ['sudden', 'travel', 'postpartum', 'recent_surgery']], unless: ['breathes_well'], reason: 'breathing' },
  // Missed dialysis with breathlessness or swelling.
  { when: [['kidney_disease'], ['breath', 'breathless_severe'], ['swelling', 'leg_swelling_vascular', 'unable', 'severe', 'acute']], reason: 'breathing' },
  { when: [['kidney_disease'], ['missed_session'], ['breath', 'breathless_severe', 'swelling', 'leg_swelling_vascular', 'palpitations', 'chest']], reason: 'breathing' },
  // A stray or unknown dog's bite that broke the skin, or a dog drooling: rabies vaccine today, not after a question.
  { when: [['rabies_exposure']], unless: ['week_plus', 'followup'], reason: 'animal_bite' },
  // A tearing pain of the chest or the back, sudden or with a high pressure: a torn aorta.
  { when: [['tearing_pain'], ['back', 'chest', 'between_shoulders'], ['sudden', 'blood_pressure', 'bp_crisis', 'severe']], unless: ['trauma', 'week_plus'], reason: 'aortic_dissection' },
  // Heat or sun, then a mind that wanders, a fall, a faint or a fit: the body can no longer cool itself.
  { when: [['heat_stroke'], ['confusion', 'psychosis', 'unresponsive', 'fainting', 'seizure', 'legs_give_way', 'drowsy']], unless: ['episode_over', 'followup', 'week_plus'], reason: 'heat_stroke' },
  // Sessions missed, then weak, limp, heavy-legged or a heart beating wrong: potassium rising.
  { when: [['dialysis_missed'], ['weakness', 'heart', 'heart_unusual', 'floppy', 'legs_give_way', 'fatigue', 'unable', 'confusion', 'dead_limb', 'severe', 'intensifier', 'unwell']], unless: ['episode_over', 'followup', 'checked_clear'], reason: 'missed_dialysis' },
  // A urinary catheter that drains nothing: the bladder fills behind it.
  { when: [['catheter'], ['not_draining']], reason: 'urine_retention' },
  // A tooth or jaw swelling that reaches the neck and stops the swallowing or the mouth opening.
  { when: [['tooth', 'jaw'], ['swelling', 'face_swelling'], ['neck', 'throat'], ['swallowing', 'trismus', 'breath', 'breathless_severe', 'drool']], reason: 'serious_infection' },
  // A fever with chills in a person with a cancer or a blood disease (a leukaemia, a sickle cell): the defences may be down.
  { when: [['cancer', 'blood_disease'], ['fever'], ['chills', 'tremor']], unless: ['week_plus'], reason: 'serious_infection' },
  // An erection that will not go down, for hours or with pain.
  { when: [['erection'], ['nonstop', 'prolonged']], reason: 'priapism' },
  // Missed period or early pregnancy with pain on one side, bleeding or fainting.
  { when: [['missed_period'], BELLY_PAIN, [...ONE_SIDE, 'bleeding', 'blood', 'fainting', 'dizziness', 'severe']], unless: ['menopause'], reason: 'ectopic_pregnancy' },
  // Not once the baby is felt moving or the pregnancy is late: a pregnancy outside the womb ends before.
  { when: [['pregnancy'], ['belly', 'female_organs'], [...ONE_SIDE, 'fainting']], unless: ['week_plus', 'moves_well', 'late_pregnancy'], reason: 'ectopic_pregnancy' },
  { when: [['missed_period'], ['bleeding'], ['fainting', 'dizziness']], unless: ['menopause'], reason: 'ectopic_pregnancy' },
  // Burns: deep, large or on the face or trunk.
  { when: [['burn_injury'], ['burn_major', 'severe', 'face', 'chest', 'unresponsive']], reason: 'severe_burn' },
  { when: [['burning', 'heat_source'], ['burn_major']], reason: 'severe_burn' },
  { when: [['burning'], ['heat_source'], ['burn_major', 'severe', 'face', 'chest']], unless: ['heartburn'], reason: 'severe_burn' },
  // A pot or a hot liquid overturned on someone, the skin hurt past bearing: a scald, said without 'burn'.
  { when: [['heat_source'], ['spilled'], ['skin'], ['severe', 'burn_major']], reason: 'severe_burn' },
  // Something spilled on the skin that left it blistered in large patches, peeling or white; a burn that no longer hurts is deep.
  { when: [['spilled'], ['burn_major']], reason: 'severe_burn' },
  { when: [['burn_injury'], ['feel_nothing']], reason: 'severe_burn' },
  // A hot liquid or a fire, and skin peeling off, white in places or blistered in patches on a body part.
  { when: [['heat_source'], ['spilled', 'burning', 'burn_injury'], ['skin_peeling']], reason: 'severe_burn' },
  { when: [['heat_source'], ['burn_major'], ['skin', 'spilled', 'burning', 'burn_injury', 'trauma', 'limb', 'chest', 'face', 'belly']], reason: 'severe_burn' },
  // An electric shock followed by a heart beating wrong, a faint or a chest pain: the current may have reached the heart.
  // Any word of the heart after it ('his heart is jumping', 'galbou ydrab mchi normal', 'قلبه غير منتظم') is enough.
  { when: [['electrocution'], ['palpitations', 'heart_unusual', 'heart', 'fainting', 'unresponsive', 'chest']], reason: 'major_injury' },
  // A burn mark where the current went in, or a fall when it threw or held him: the current crossed the body.
  { when: [['electrocution'], ['burning', 'burn_injury', 'skin_conditions']], unless: ['episode_over', 'followup', 'week_plus'], reason: 'major_injury' },
  { when: [['electrocution'], ['struck'], ['trauma']], unless: ['episode_over', 'followup', 'week_plus'], reason: 'major_injury' },
  // A baby or a child with a diarrhoea or vomiting who has not passed urine ('ma bal(ch)', 'ma bellletch couche'):
  // dried out, not a bladder that will not empty.
  { when: [['retention'], ['infant', 'newborn', 'child'], ['diarrhea', 'vomiting']], reason: 'dehydration' },
  // Counted pills, and any overdose even without words of intent.
  { when: [['overdose']], reason: 'overdose' },
  // A worst-ever head pain said in everyday words.
  { when: [['headache', 'head'], ['worst_generic'], ['sudden', 'severe', 'pain']], reason: 'brain_bleed' },
  // Fits that last.
  { when: [['seizure'], ['prolonged', 'nonstop']], unless: ['panic_told'], reason: 'seizure' },
  // A fit that starts again before the person has come round ('9bel ma yfi9 3awed bda', 'puis une
  // deuxième avant de se réveiller', 'قبل ما يفيق عاودتو'): fits in a row, whatever the minutes.
  { when: [['seizure'], ['started_again'], ['wake', 'unresponsive', 'prolonged', 'nonstop']], unless: ['panic_told', 'asthma', 'anxiety', 'week_plus', 'followup', 'checked_clear'], reason: 'seizure' },
  // A rash that does not fade under pressure, with fever or in a child.
  // A glass test said with spots that fade under it (not denied) is the reassuring answer.
  { when: [['non_blanching'], ['rash', 'bruising', 'fever'], ['fever', 'child', 'infant', 'newborn', 'bruising']], unless: ['fade'], reason: 'meningitis' },
  // Very high sugar with drowsiness or vomiting; a diabetic drowsy or confused with the sugar not
  // said may be low or high (a low sugar said is 'low_sugar', in red-flags-acute.ts).
  { when: [['hyperglycemia'], ['drowsy', 'confusion', 'unresponsive']], reason: 'high_sugar' },
  { when: [['diabetes'], ['drowsy', 'confusion', 'unresponsive']], unless: ['hypoglycemia'], reason: 'diabetic_confusion' },
  { when: [['hyperglycemia'], ['fainting']], reason: 'high_sugar' },
  { when: [['hyperglycemia'], ['vomiting'], ['breath', 'belly', 'drowsy']], reason: 'high_sugar' },
  // A diabetes not yet known, told by its signs: a great thirst with much peeing or weight lost, then
  // vomiting, a fast breath, a drowsiness or a fruity breath (a ketoacidosis, often a child's first).
  // A diarrhoea explains the thirst and the vomiting (a gastroenteritis), a pregnancy the peeing and the
  // vomiting; blood is another emergency.
  { when: [['thirst'], ['urine', 'urinary_symptoms', 'wet_diaper', 'bedwetting', 'weight'], ['vomiting', 'ketones', 'drowsy', 'confusion', 'unresponsive', 'breath', 'breathless_severe']], unless: ['diarrhea', 'blood', 'bleeding', 'pregnancy'], reason: 'high_sugar' },
  // A knock on the head on a blood thinner ('Sintrom', 'anticoagulant'): a bleed may follow.
  { when: [['anticoagulant'], ['head_injury']], unless: ['episode_over', 'followup', 'week_plus', 'checked_clear'], reason: 'head_injury' },
  // Head injury with vomiting or drowsiness; fainting after lying still.
  { when: [['head_injury'], ['vomiting', 'drowsy', 'confusion', 'dizziness']], reason: 'head_injury' },
  // A road accident or a fall, then vomiting with a muddled or drowsy mind or one pupil larger: a head
  // injury the patient may not name ('he said he was fine, now he vomits and does not know where he is').
  { when: [['vehicle', 'trauma'], ['vomiting', 'unequal_pupils'], ['confusion', 'drowsy', 'sleeps_a_lot', 'unresponsive', 'unequal_pupils']], unless: ['week_plus', 'followup', 'checked_clear'], reason: 'head_injury' },
  // Well at first after a knock to the head, then vomiting, drowsy, muddled or one pupil larger: a bleed pressing the brain.
  { when: [['head_injury', 'head'], ['lucid_interval'], ['vomiting', 'drowsy', 'sleeps_a_lot', 'confusion', 'floppy', 'unequal_pupils', 'headache', 'sleep', 'memory', 'unresponsive', 'seizure']], reason: 'head_injury' },
  // Testicle pain with vomiting (torsion often makes boys vomit).
  { when: [['testicle'], ['vomiting']], reason: 'testicular_torsion' },
  // A painful testicle sitting higher than the other ('wahda tal3a', 'il est remonté'): twisted on its cord.
  { when: [['testicle'], ['testicle_high'], ['pain', 'severe', 'crying', 'swelling']], unless: ['week_plus', 'varicocele', 'episode_over', 'followup'], reason: 'testicular_torsion' },
  // A snake bite with swelling, bruising, bleeding, dizziness or vomiting: venom spreading.
  { when: [['snake'], ['swelling', 'bruising', 'bleeding', 'blood', 'dizziness', 'vomiting', 'fainting', 'breath', 'severe']], reason: 'poisoning' },
  // A scorpion sting in a child, or with sweats, shakes, vomiting or breathing trouble (not asked ahead of a trip).
  { when: [['scorpion'], ['sweating', 'vomiting', 'chills', 'tremor', 'breath', 'fainting', 'confusion', 'drowsy', 'unresponsive', 'severe']], reason: 'poisoning' },
  { when: [['scorpion'], ['child', 'infant', 'newborn']], unless: ['prevention'], reason: 'poisoning' },
  // A baby under three months with any fever.
  { when: [['newborn'], ['fever']], reason: 'infant_fever' },
  { when: [['fever', 'child'], ['drowsy'], ['child', 'infant', 'newborn']], reason: 'serious_infection' },
  // Stroke signs said as lost speech or a limb that no longer moves.
  { when: [['speech_lost'], ['sudden', 'acute', 'weakness', 'face_droop', 'elderly']], unless: ['child', 'anxiety', 'depression', 'asthma', 'breath'], reason: 'stroke' },
  // Asthma so bad the person cannot talk.
  { when: [['asthma', 'breath'], ['speech_lost']], reason: 'breathing' },
  // A treatment that no longer helps, unless it only helps less than before.
  { when: [['asthma', 'breath'], ['not_helping']], unless: ['like_before'], reason: 'breathing' },
  // Heavy bleeding: not stopping after giving birth or from a wound.
  { when: [['postpartum'], ['bleeding', 'blood']], reason: 'pregnancy_bleeding' },
  // A bleeding in pregnancy said to have stopped still alarms with pain, a faint, dizziness or in quantity.
  { when: [['pregnancy', 'postpartum'], ['bleeding', 'blood'], ['bleeding_stopped'], ['pain', 'belly', 'severe', 'intensifier', 'fainting', 'dizziness', 'nonstop']], reason: 'pregnancy_bleeding' },
  { when: [['bleeding', 'blood'], ['nonstop'], ['wound', 'limb', 'head', 'face', 'nosebleed', 'severe']], reason: 'heavy_bleeding' },
  // Blood that spurts in jets or like a fountain from a cut, a blade or an injured limb: an artery.
  { when: [['bleeding', 'blood'], ['spurting'], [...INJURY, 'limb', 'head', 'face']], unless: EXPECTED_BLEEDING, reason: 'heavy_bleeding' },
  // Bleeding 'a lot' (bzaf, beaucoup, بغزارة) from an injury is heavy bleeding.
  { when: [['bleeding', 'blood'], ['intensifier'], INJURY], unless: EXPECTED_BLEEDING, reason: 'heavy_bleeding' },
  // On a blood thinner, a bleeding that will not stop, comes a lot or turns one pale.
  { when: [['anticoagulant'], ['bleeding', 'nosebleed', 'blood'], ['unable', 'nonstop', 'intensifier', 'anemia', 'fainting']], unless: [...EXPECTED_BLEEDING, 'week_plus', 'recurrent'], reason: 'heavy_bleeding' },
  // On a blood thinner, a bruise come up alone beside blood elsewhere (urine, gums, nose): the blood no longer clots.
  { when: [['anticoagulant'], ['bruising'], ['bleeding', 'nosebleed', 'blood', 'red_urine']], unless: ['trauma', 'head_injury', 'wound', 'episode_over', 'checked_clear', 'followup'], reason: 'heavy_bleeding' },
  // A bone through the skin, or a limb bent out of shape after a fall or a blow.
  // A bone that sticks out at the big toe is a bunion, not a bone through the skin.
  { when: [['open_fracture']], unless: ['big_toe'], reason: 'fracture' },
  // A limb out of shape or out of its place after a fall or a blow (its words often carry the limb:
  // 'خرج كتفه من مكانه').
  { when: [['deformed'], ['trauma']], unless: ['followup', 'week_plus', 'tooth', 'gums_mouth'], reason: 'fracture' },
];

/**
 * Follow-up questions: what an emergency physician on a hotline would ask when the message
 * alone does not settle it. Asked only when no red flag fired; a 'yes' shows the notice.
 */
// Not formatted: one rule per line reads as a table.
// prettier-ignore
export const ASK_RULES: AskRule[] = [
  { when: [['suicidal', 'suicidal_denied', 'depression']], question: 'self_harm_thoughts', reason: 'suicide' },
  { when: [['headache', 'worst_generic'], ['sudden', 'worst_generic']], unless: ['week_plus', 'followup'], question: 'sudden_worst_headache', reason: 'brain_bleed' },
  // A strong headache said to come back ('يرجع كل شهر', 'يتكرر معايا'): not asked whether it is the worst ever, unless sudden.
  { when: [['headache', 'worst_generic'], ['severe', 'vomiting']], unless: ['week_plus', 'followup', 'recurrent'], question: 'sudden_worst_headache', reason: 'brain_bleed' },
  { when: [['chest'], ['pain', 'crushing', 'heart']], unless: ['trauma', 'bone', 'tender', 'week_plus', 'followup', 'heartburn', 'child', 'dangers_denied'], question: 'chest_pain_danger', reason: 'heart_attack' },
  { when: [['missed_period', 'pregnancy'], ['belly', 'pain', 'female_organs', 'bleeding']], unless: ['week_plus', 'late_pregnancy', 'moves_well', 'exam_spotting', 'menopause'], question: 'ectopic_signs', reason: 'ectopic_pregnancy' },
  { when: [['pregnancy'], ['headache', 'vision', 'face_swelling', 'fetal_movement']], question: 'pregnancy_danger', reason: 'preeclampsia' },
  // Feet that swell by the evening and are gone by the morning are a pregnancy's everyday swelling.
  { when: [['pregnancy'], ['swelling']], unless: ['evening', 'fade'], question: 'pregnancy_danger', reason: 'preeclampsia' },
  // The baby's movements asked about, not when they are said to be good ('الجنين يتحرك جيدا', 'bouge bien').
  { when: [['pregnancy'], ['move']], unless: ['moves_well'], question: 'pregnancy_danger', reason: 'preeclampsia' },
  // A bleeding in pregnancy said to have stopped ('الدم توقف', 'dem hbes'): asked about, not alarmed,
  // unless it came with pain, a faint, dizziness or in quantity.
  // A few drops after an internal exam or a probe scan, over and painless, are the exam's (lexicon/screen-settled.ts).
  { when: [['pregnancy', 'postpartum'], ['bleeding', 'blood'], ['bleeding_stopped']], unless: ['exam_spotting'], question: 'pregnancy_danger', reason: 'pregnancy_bleeding' },
  { when: [['pregnancy', 'postpartum'], ['bleeding', 'blood'], ['checked_clear']], question: 'pregnancy_danger', reason: 'pregnancy_bleeding' },
  // A knock followed by a normal day (playing, eating, sleeping as usual) is over: its warning signs are the red flags above.
  { when: [['head_injury', 'trauma'], ['head', 'head_injury']], unless: ['episode_over', 'acts_normally'], question: 'head_injury_signs', reason: 'head_injury' },
  { when: [['fever'], ['infant']], unless: ['newborn', 'over_3_months'], question: 'baby_under_3_months', reason: 'infant_fever' },
  { when: [['hyperglycemia']], question: 'high_sugar_drowsy', reason: 'high_sugar' },
  // A burning stomach is heartburn; a burn said to be small ('chwiya', a little) or without blisters is first aid.
  { when: [['burn_injury', 'heat_source'], ['burn_injury', 'burning']], unless: ['heartburn', 'trace', 'no_blisters', 'small_blister', 'episode_over', 'followup', 'electrocution'], question: 'burn_size', reason: 'severe_burn' },
  { when: [['testicle'], ['pain', 'swelling']], unless: ['week_plus', 'varicocele'], question: 'testicle_sudden', reason: 'testicular_torsion' },
  // A child said to play and eat as usual, the neck and the skin named only to say they are fine: asked nothing.
  { when: [['fever'], ['headache', 'neck', 'rash'], ['vomiting', 'severe', 'neck', 'rash', 'confusion']], unless: ['week_plus', 'acts_normally'], question: 'fever_neck_rash', reason: 'meningitis' },
  // A whistle heard beside a hearing complaint ('نسمع كلشي بعيد و كاين صفير') is in the ear, not the chest.
  { when: [['breath', 'asthma']], unless: ['exertion', 'week_plus', 'recurrent', 'followup', 'smoking', 'sleep', 'checkup', 'like_before', 'hearing'], question: 'breathless_at_rest', reason: 'breathing' },
  { when: [['bleeding'], ['wound', 'nosebleed', 'limb', 'head']], question: 'bleeding_heavy', reason: 'heavy_bleeding' },
  // 'I am bleeding a lot' with no injury said: how heavy, and does pressure stop it.
  { when: [['bleeding'], ['intensifier']], unless: [...EXPECTED_BLEEDING, 'week_plus', 'recurrent'], question: 'bleeding_heavy', reason: 'heavy_bleeding' },
  // Bleeding with dizziness may be blood loss; heavy periods are a consultation unless they soak a pad an hour or make her faint.
  { when: [['bleeding', 'blood'], ['dizziness']], unless: ['periods', 'week_plus', 'see'], question: 'bleeding_heavy', reason: 'heavy_bleeding' },
  // A few drops after a smear or an internal exam ('little pink spotting after the frottis') are not a heavy period.
  { when: [['periods'], ['severe', 'bleeding', 'blood', 'dizziness']], unless: ['week_plus', 'recurrent', 'after_exam'], question: 'period_bleeding_heavy', reason: 'heavy_bleeding' },
  { when: [['medicine'], ['ingestion', 'swallowing', 'intentional']], question: 'pills_too_many', reason: 'overdose' },
];
