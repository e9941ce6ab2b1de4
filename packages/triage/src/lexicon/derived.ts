/**
 * Concepts that follow from others: each inner list needs one present concept, and the
 * result is added as if it had been said ('cannot' + 'speak' is a loss of speech).
 * Applied before scoring and red flags, so a derived concept votes and alarms like a word.
 */
export interface Derivation {
  when: string[][];
  unless?: string[];
  add: string;
}

const LIMB_OR_FACE = ['limb', 'face', 'mouth', 'joint_site'];
const UPPER = ['limb', 'jaw', 'back', 'neck', 'arm_jaw', 'throat'];

// Not formatted: one rule per line reads as a table.
// prettier-ignore
export const DERIVED: Derivation[] = [
  { when: [['ingestion', 'overdose'], ['medicine', 'overdose', 'poisoning'], ['alive', 'anxiety', 'depression', 'suicidal', 'unresponsive', 'drowsy']], unless: ['child', 'infant', 'newborn', 'elderly', 'older_adult', 'gas', 'gas_heater'], add: 'pills_on_purpose' },
  { when: [['anxiety', 'doom'], ['checkup', 'checked_clear'], ['heart', 'palpitations']], unless: ['pain'], add: 'panic_told' },
  { when: [['anxiety'], ['heart', 'palpitations'], ['tremor', 'numbness', 'doom']], unless: ['pain'], add: 'panic_told' },
  // 'Des crises' with a pounding heart or the fear of dying, in an anxious adult: panic attacks, not fits.
  { when: [['seizure'], ['anxiety', 'doom'], ['heart', 'palpitations', 'doom', 'checked_clear']], unless: ['unresponsive', 'fever', 'child', 'infant', 'newborn', 'pain'], add: 'panic_told' },
  // A goodbye said now by someone who once took pills ('sam7ouni ... l3am li fat 7ab ychrob dwa'): the past
  // dates the attempt, not the goodbye (screen.ts keeps the notice), unless the message says it is over.
  { when: [['farewell'], ['followup', 'week_plus']], unless: ['episode_over', 'checked_clear', 'acts_normally'], add: 'farewell_now' },
  // A stone, a coin or a marble swallowed by a child who eats, plays or breathes well since, or passed in
  // the stools: it goes down on its own. A battery or magnets, pills, a product, or a sign since do not.
  { when: [['ingestion'], ['small_object'], ['acts_normally', 'swallows_well', 'episode_over', 'harmless_swallow', 'breathes_well']], unless: ['battery_or_magnet', 'poisoning', 'medicine', 'overdose', 'chemical', 'breath', 'breathless_severe', 'not_breathing', 'cough', 'lips', 'blue_colour', 'vomiting', 'drool', 'food_stuck', 'pain', 'belly', 'blood', 'bleeding', 'not_feeding', 'drowsy', 'unresponsive', 'fever', 'severe', 'intensifier', 'nonstop'], add: 'swallowed_well' },
  // A fit, a faint or an attack had as a small child ('qd j etais petit', 'ki kont sghir'), or dated back
  // with a question about a licence, a sport or a job: long over, unless a child is named or it is now.
  { when: [['in_childhood', 'fitness_question'], ['in_childhood', 'episode_over', 'followup']], unless: ['child', 'infant', 'newborn', 'acute', 'sudden', 'severe', 'intensifier', 'nonstop', 'started_again', 'still_ongoing', 'prolonged', 'seizure_now', 'unresponsive', 'confusion', 'breathless_severe', 'unable', 'breath', 'not_breathing', 'lips', 'blue_colour', 'chest'], add: 'long_over' },
  // Still out or still shaking: unresponsive or shaking now, an episode still going on (screen.ts).
  { when: [['still_out']], add: 'unresponsive' },
  { when: [['still_shaking']], add: 'tremor' },
  { when: [['still_out', 'still_shaking']], add: 'still_ongoing' },
  // A fit still shaking while the message is written has lasted long enough.
  { when: [['seizure'], ['still_shaking']], add: 'prolonged' },
  // A fall that hurt only an arm or a wrist, not out of shape or numb: no broken hip, and a wrist that
  // cannot be turned is an x-ray, not a sign for the screen.
  { when: [['arm_part'], ['trauma']], unless: ['leg_part', 'back', 'legs_give_way', 'deformed', 'numbness', 'dead_limb', 'open_fracture', 'bleeding', 'blood', 'head_injury', 'head', 'belly', 'chest'], add: 'arm_only' },
  // Foam at the mouth, however it is said ('rghwa men fomou', 'du mousse qui sort de sa bouche'): a fit.
  { when: [['foam'], ['mouth', 'lips']], unless: ['urine', 'cough', 'brushing', 'tooth'], add: 'seizure' },
  // The whole body shaking with a person who does not answer or foams ('shaking all his body ... didnt
  // wake up', 'يرجف جسمو كامل و ما يجاوبش'): a fit, not a tremor.
  { when: [['tremor'], ['whole_body'], ['unresponsive', 'foam']], add: 'seizure' },
  // Shaking with foam ('yertaj3ed w ykhrej zbed', 'il tremble et bave'): a fit, the mouth said or not.
  { when: [['tremor'], ['foam']], unless: ['urine', 'cough', 'brushing', 'tooth', 'cold_flu'], add: 'seizure' },
  // Shaking that will not stop and comes back before the person wakes ('rah yertej ... ma wqefch, 3awdetlou
  // 9bel ma yfi9'): a fit told by what is seen.
  { when: [['tremor'], ['started_again'], ['wake', 'unresponsive'], ['nonstop', 'prolonged', 'unresponsive']], unless: ['fever'], add: 'seizure' },
  { when: [['twisted'], ['face', 'mouth', 'lips']], add: 'face_droop' },
  // The white of the eye named is the eye, for every rule that asks for one (a cough in an eye complaint has no blood with it).
  { when: [['eye_red_spot']], add: 'eye' },
  // Sight poor from afar is sight, for every rule that asks for it.
  { when: [['distance_blur']], add: 'vision' },
  // A cyst said with the kidneys is a kidney cyst, however far apart the words ('kystes sur les 2 reins').
  { when: [['cyst'], ['kidney']], add: 'kidney_cyst' },
  // One side of the chest named is the chest, for every rule that asks for one (a chest pain is still one).
  { when: [['chest_side']], add: 'chest' },
  { when: [['chest'], ['right_side', 'left_side']], add: 'chest_side' },
  // A stress that sets the heart off is still a stress, for every rule that asks for one.
  { when: [['stress_trigger']], add: 'anxiety' },
  { when: [['unable'], ['speak']], unless: ['child', 'anxiety', 'depression', 'breathless_severe'], add: 'slurred_speech' },
  { when: [['speak'], ['strange', 'difficulty']], unless: ['child'], add: 'slurred_speech' },
  { when: [['unable', 'no_movement'], ['move'], LIMB_OR_FACE], add: 'weakness' },
  { when: [['no_movement'], LIMB_OR_FACE], add: 'weakness' },
  { when: [['dead_limb'], ['limb']], add: 'numbness' },
  // A faint with its trigger known from before ('happened to me before with needles'): a known faint.
  { when: [['faint_trigger'], ['happened_before']], add: 'known_faint' },
  // A little spotting or discharge after an internal exam, small or stopped, with no pain: the exam's.
  { when: [['after_exam'], ['trace', 'episode_over', 'bleeding_stopped', 'stop']], unless: ['pain', 'belly', 'severe', 'intensifier', 'fainting', 'dizziness', 'nonstop'], add: 'exam_spotting' },
  // A baby's soft spot raised, or the top of a baby's head bulging: a bulging fontanelle.
  { when: [['soft_spot'], ['bulge', 'swelling']], add: 'bulging_fontanelle' },
  // A baby's soft spot sunken ('la fontanelle est creusee', 'lfontanelle 7afra'): a dehydration.
  { when: [['soft_spot'], ['sunken']], add: 'dehydration' },
  { when: [['head_top'], ['sunken'], ['newborn', 'infant']], add: 'dehydration' },
  { when: [['head_top'], ['bulge'], ['newborn', 'infant']], add: 'bulging_fontanelle' },
  // A twinge said in words no numbness shares ('twinge', 'pincement', 'wakhza'): a pain.
  { when: [['twinge']], unless: ['numbness'], add: 'pain' },
  { when: [['half_body'], ['numbness', 'weakness', 'dead_limb', 'unable']], add: 'one_side_weakness' },
  { when: [['unable'], ['see']], add: 'vision' },
  // 'ما نقدرش نتنفس مليح': cannot breathe well is a breathing complaint.
  { when: [['unable', 'difficulty'], ['breathes_well']], add: 'breath' },
  { when: [['stiff'], ['neck']], add: 'stiff_neck' },
  // Saliva that will not go down ('cannot swallow my own spit') is swallowing that fails, in the throat.
  { when: [['drool'], ['throat', 'neck']], add: 'swallowing' },
  // Hands that cannot be moved on waking are stiff in the morning (an inflamed joint), not weak.
  { when: [['morning'], ['unable', 'difficulty'], ['move']], unless: ['child', 'infant', 'newborn', 'sudden'], add: 'stiff' },
  { when: [['unable'], ['move'], ['neck']], add: 'stiff_neck' },
  { when: [['stiff'], ['belly'], ['pain', 'severe']], add: 'rigid_belly' },
  // Black beside a tooth is a cavity ('فيه تقبة كحلة' with bleeding gums), not a stool.
  { when: [['black'], ['toilet']], add: 'melena' },
  { when: [['black'], ['blood', 'bleeding']], unless: ['tooth'], add: 'melena' },
  { when: [['vomiting'], ['blood', 'bleeding']], add: 'melena' },
  // Blood seen in the white of the eye after a coughing fit is not coughed blood.
  { when: [['cough'], ['blood', 'bleeding']], unless: ['gums_mouth', 'eye'], add: 'hemoptysis' },
  { when: [['chest', 'heart', 'crushing'], ['spreading'], UPPER.filter((c) => c !== 'throat')], add: 'arm_jaw' },
  // Acid that rises to the throat or the mouth is the heartburn itself, not a pain that spreads.
  { when: [['chest', 'heart', 'crushing'], ['spreading'], ['throat']], unless: ['heartburn'], add: 'arm_jaw' },
  { when: [['chest', 'heart', 'crushing'], ['jaw']], add: 'arm_jaw' },
  { when: [['throat', 'lips', 'tongue', 'face'], ['swelling', 'closing', 'face_swelling'], ['breath', 'breathless_severe', 'allergy', 'sting', 'allergen']], add: 'anaphylaxis' },
  // A throat squeezed ('se serre', 'يزير', 'yziyer': the chest's word for tightness) after a food or a sting.
  { when: [['throat'], ['crushing'], ['allergy', 'sting', 'allergen'], ['swelling', 'face_swelling', 'lips', 'tongue', 'face', 'breath', 'swallowing']], add: 'anaphylaxis' },
  { when: [['tongue', 'lips'], ['swelling'], ['allergen', 'allergy', 'sting', 'sudden']], add: 'anaphylaxis' },
  // A food or a sting, then the mouth or the eyes swelling with the breath taken or hives all over ('sa bouche et ses
  // yeux gonflent ... il respire en sifflant', 'عينيه تنفخو و ما يقدرش يتنفس'): the whole body reacting.
  { when: [['allergen', 'sting'], ['swelling', 'face_swelling'], ['mouth', 'eye', 'face', 'lips', 'tongue', 'throat'], ['breath', 'breathless_severe', 'whole_body']], add: 'anaphylaxis' },
  { when: [['asthma', 'inhaler', 'breath'], ['not_helping']], unless: ['like_before'], add: 'breathless_severe' },
  { when: [['gas_heater'], ['headache', 'head', 'dizziness', 'nausea', 'vomiting', 'fainting', 'confusion', 'unresponsive']], add: 'poisoning' },
  { when: [['household'], ['headache', 'head'], ['dizziness', 'nausea', 'vomiting', 'fainting', 'confusion']], add: 'poisoning' },
  { when: [['intentional'], ['ingestion', 'poisoning', 'overdose', 'medicine', 'swallowing']], add: 'overdose' },
  // Medicines eaten in an amount nobody knows ('ma3rafnach ch7al klat').
  { when: [['amount_unknown'], ['ate', 'ingestion'], ['medicine']], unless: ['child', 'infant', 'newborn'], add: 'overdose' },
  // A pack taken whole ('klat plaquette كاملة', 'شربت علبه كامله باراسيتامول', 'a full blister'): an overdose,
  // unless a course was finished as prescribed.
  { when: [['whole_pack']], unless: ['course_finished'], add: 'overdose' },
  // Pills missing from a child's reach ('ناقصه حبات كثير', 'il en manque dans la plaquette', 'found the
  // blister with pills missing'): a child who swallowed them, whatever shows yet.
  { when: [['pills_missing'], ['medicine', 'whole_pack'], ['child', 'infant']], unless: ['treatment_change', 'checkup', 'course_finished'], add: 'ingestion' },
  // A child who ate medicines or got into them, however far the verb from the pills ('l9itha ... les comprimés ... ch7al klat'), now
  // drowsy, limp, vomiting or not answering: a child who swallowed them.
  { when: [['ate', 'went_in'], ['medicine'], ['child', 'infant'], ['amount_unknown', 'sleeps_a_lot', 'drowsy', 'unresponsive', 'confusion', 'floppy', 'vomiting', 'fainting', 'seizure', 'breath']], add: 'ingestion' },
  { when: [['pregnancy'], ['no_movement']], add: 'fetal_movement' },
  // A period weeks late or a test just positive ('retard 6 semaines', 'test positif'): a missed period, for every rule that asks for one.
  { when: [['period_late']], unless: ['late_pregnancy'], add: 'missed_period' },
  { when: [['belly'], ['right_side']], add: 'right_lower_belly' },
  { when: [['see'], ['sudden']], add: 'vision' },
  { when: [['unable'], ['gas']], add: 'no_gas' },
  { when: [['lips', 'tongue'], ['swelling', 'face_swelling'], ['swallowing', 'medicine', 'allergen']], add: 'anaphylaxis' },
  { when: [['snoring'], ['stop', 'breath', 'pleuritic']], add: 'sleep_apnea' },
  { when: [['heat_source'], ['spilled']], add: 'burn_injury' },
  // A pain that starts at the navel and goes down to the right: the lower right belly (an appendix).
  { when: [['navel'], ['right_side', 'right_lower_belly']], add: 'right_lower_belly' },
  // A stomach or a chest that burns with nothing hot said: heartburn ('kerchi tet7ra9').
  { when: [['burn_injury'], ['belly', 'chest']], unless: ['heat_source', 'spilled', 'skin', 'limb', 'face'], add: 'heartburn' },
  // A chest or a stomach that burns after meals, spicy food or coffee: heartburn, however it is said.
  { when: [['burning', 'burn_injury'], ['belly', 'chest'], ['meals', 'coffee']], unless: ['heat_source', 'spilled', 'skin', 'limb', 'face'], add: 'heartburn' },
  // A fire felt in the chest or the stomach after a meal or with acid rising ('le feu dans la poitrine
  // apres le ftour', 'نار في صدري و يطلع الحامض', 'nar f sdri ba3d lftour'): heartburn, no fire touched.
  { when: [['heat_source'], ['belly', 'chest'], ['meals', 'coffee', 'heartburn']], unless: ['spilled', 'skin', 'burn_major', 'burn_injury', 'limb', 'face'], add: 'heartburn' },
  // A bone come out through the skin or the flesh, whatever names the limb between them.
  { when: [['bone'], ['out_of_skin']], add: 'open_fracture' },
  // A bone coming out of a limb after a fall or a road accident ('bone coming out of my leg', 'العظم طالع من رجلو');
  // not a chip from a gum, a bunion or a disc in the back.
  { when: [['bone'], ['sticks_out'], ['limb'], ['trauma', 'vehicle']], unless: ['tooth', 'gums_mouth', 'big_toe', 'back', 'neck', 'week_plus', 'episode_over'], add: 'open_fracture' },
  // Nothing felt between the legs or the thighs, or numb there: the nerves at the base of the spine.
  { when: [['between_legs'], ['feel_nothing', 'numbness']], add: 'saddle_numb' },
  // Lips gone blue.
  { when: [['lips'], ['blue_colour']], add: 'breathless_severe' },
  // Unable to cry or make a sound while turning blue: a child choking on what went in.
  { when: [['blue_colour'], ['unable'], ['crying', 'breath']], add: 'breathless_severe' },
  // A face going blue ('face going blue', 'visage bleu', 'وجهو ولا زرق'): the same want of air.
  { when: [['face'], ['blue_colour']], unless: ['bruising', 'trauma'], add: 'breathless_severe' },
  // Voices or paranoia with a knife in hand ('chad mouss', 'شاد موس'): a threat, however the knife is held.
  { when: [['psychosis'], ['sharp_object']], add: 'threat' },
  { when: [['older_adult', 'diabetes'], ['jaw', 'between_shoulders'], ['nausea', 'vomiting', 'breath', 'sweating', 'anemia']], unless: ['tooth', 'week_plus', 'trauma'], add: 'heart_unusual' },
  // A person one cannot wake properly is drowsy at the least ('we cant wake her up', 'ma qdernach nfeyqouh').
  { when: [['unable'], ['wake']], add: 'drowsy' },
  // Legs gone weak or numb in a person with cancer: the spine may be pressed on.
  { when: [['cancer', 'chemotherapy'], ['limb'], ['weakness', 'numbness', 'dead_limb']], unless: ['week_plus'], add: 'cord_compression' },
  // After weeks of back pain, legs that gave way today: the onset said is the legs'.
  { when: [['cancer', 'chemotherapy'], ['limb'], ['weakness', 'numbness', 'dead_limb'], ['acute', 'sudden']], add: 'cord_compression' },
  // A person with diabetes who sweats and shakes or talks nonsense is low on sugar until shown otherwise.
  { when: [['diabetes'], ['sweating'], ['tremor', 'confusion']], add: 'hypoglycemia' },
  // A knife or broken glass with blood is a wound; blood in the urine or stools is not cut.
  { when: [['sharp_object'], ['bleeding', 'blood']], unless: ['urine', 'toilet', 'rectal', 'cough', 'vomiting', 'periods', 'nosebleed', 'gums_mouth'], add: 'wound' },
  // 'Glaires' with a diarrhoea are mucus in the stools, not phlegm.
  { when: [['diarrhea', 'toilet', 'constipation'], ['lungs']], unless: ['cough', 'chest', 'breath'], add: 'mucus_stool' },
  { when: [['sting'], ['swallowing']], add: 'anaphylaxis' },
  { when: [['snake']], add: 'sting' },
  { when: [['allergen'], ['swallowing'], ['unable', 'difficulty', 'swelling', 'lips', 'tongue']], add: 'anaphylaxis' },
  // Voices or paranoia with a threat, a weapon or a command to die: a danger now.
  { when: [['psychosis'], ['threat', 'sharp_object', 'suicidal']], add: 'acute_psychosis' },
  // Hours in the heat, then confusion, no sweat, a fever or a collapse: a heat stroke.
  { when: [['heat_exposure'], ['no_sweat', 'confusion', 'unresponsive', 'fainting', 'fever', 'legs_give_way']], add: 'heat_stroke' },
  { when: [['no_sweat'], ['confusion', 'fever', 'dizziness']], add: 'heat_stroke' },
  { when: [['kidney_disease'], ['potassium']], add: 'hyperkalemia' },
  { when: [['sickle_cell'], ['severe', 'intensifier', 'fever', 'breath', 'chest', 'not_helping', 'yellow', 'swelling']], add: 'sickle_crisis' },
  { when: [['dog'], ['stray'], ['wound', 'bleeding', 'blood', 'face', 'child', 'limb']], add: 'rabies_exposure' },
  // A baby or a child limp and still, not feeding or not waking: whatever the age said.
  { when: [['floppy'], ['no_movement', 'not_feeding', 'unresponsive', 'closing']], add: 'not_moving_limp' },
  { when: [['kidney_disease'], ['missed_session']], add: 'dialysis_missed' },
  // A neck that cannot bend or is stiff, said in two words, with a fever: 'r9bti ma n9derch n7aniha'.
  { when: [['neck'], ['stiff', 'unable'], ['fever']], add: 'stiff_neck' },
  // Fever with confusion and shivers, cold hands or a low pressure: a sepsis happening now, whatever
  // past infection the message also tells ('kanet 3andha infection le mois passé').
  { when: [['fever'], ['confusion'], ['chills', 'tremor', 'low_pressure']], add: 'sepsis_signs' },
  // Breath that smells of apples ('haleine ... comme une pomme', 'ri7a kima pomme', 'ريحة التفاح'): ketones.
  { when: [['apple'], ['smell', 'gums_mouth']], add: 'ketones' },
  // A current that struck ('dharbou el courant', 'صعقه التيار', 'shocked by the socket'), or any thing that
  // carries it with any verb that says it reached or stung the person ('lamba cheddatni', '9rsetni
  // lkahraba'): an electric shock.
  { when: [['electricity'], ['struck', 'trauma', 'sting', 'current_reached']], add: 'electrocution' },
  // Struck by a car, a motorbike, a truck: a road accident is an injury, whatever is hurt.
  { when: [['vehicle'], ['struck']], add: 'trauma' },
  // A dog that drools or foams at the mouth ('الكلب كان يسيل فمو') bit: a rabid dog until shown otherwise.
  // ('kelb 3addni' is read whole as the bite, under infectious diseases.)
  { when: [['dog', 'infectious_diseases'], ['drool']], add: 'rabies_exposure' },
  // A rope or pills kept hidden, under a bed: the means of a death got ready.
  { when: [['rope', 'medicine'], ['hidden_place']], add: 'farewell' },
  // A rope got ready, bought or tied, said with a time or despair ('حضرت الحبل والليلة', 'got the rope ready, tonight').
  { when: [['rope'], ['prepared'], ['acute', 'depression', 'suicidal', 'unable', 'anxiety']], add: 'farewell' },
  // Medicines gathered, whatever their word ('ramassé toutes les boites de dwa'): pills kept aside.
  { when: [['gathered'], ['medicine']], add: 'pills_gathered' },
  // Skin peeling with no heat source, after a medicine or with sores or a fever: a drug reaction.
  { when: [['burn_major'], ['allergen', 'medicine', 'fever', 'mouth', 'gums_mouth', 'rash']], unless: ['heat_source', 'burn_injury', 'spilled'], add: 'skin_peeling' },
  { when: [['skin'], ['peeling'], ['medicine']], unless: ['heat_source', 'burn_injury', 'spilled'], add: 'skin_peeling' },
  { when: [['skin'], ['peeling'], ['mouth', 'lips', 'gums_mouth'], ['eye', 'eye_symptoms']], unless: ['heat_source', 'burn_injury', 'spilled'], add: 'skin_peeling' },
];
