import type { Combo } from './types.ts';

/** Combinations whose strongest vote goes to the nerves, the mind, the joints, the bones and the skin. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const NERVES_MIND_JOINTS_SKIN_COMBOS: Combo[] = [
  // A big toe bent out of line (a bunion) is the orthopaedist's; a hot swollen one is gout.
  { all: ['big_toe', 'twisted|deformed'], w: { ORT: 3, RHU: -2 } },
  // Skin coming off with sores in the mouth or the eyes after a medicine: the skin doctor (a drug reaction).
  { all: ['skin_peeling', 'medicine|mouth|eye|eye_symptoms|lips'], w: { DER: 3, DEN: -2, OPH: -2, INF: -1 } },
  // Foam at the mouth is a fit's, not a urine's foam nor a mouth complaint.
  { all: ['foam', 'mouth|lips', 'seizure'], w: { NEU: 2, NEP: -4, DEN: -1.5 } },
  // Lost speech with an arm that drops or a fall is a stroke before it is an injury.
  { all: ['speech_lost|slurred_speech|face_droop', 'limb|trauma'], w: { NEU: 3.5, ORT: -3 } },
  { all: ['chest', 'cough'], w: { PUL: 1.5, CAR: -1 } },
  { all: ['chest', 'breath'], w: { PUL: 0.6, CAR: 0.4 } },
  { all: ['chest', 'sweating'], w: { CAR: 1.2 } },
  // Once the heart is checked and clear, the stress that sets it off is the mind's again.
  { all: ['palpitations|heart', 'stress_trigger|coffee', 'checked_clear'], w: { CAR: -2.5, PSY: 2.5 } },
  // Knocked out in a road crash or by a blow to the head, or bleeding from the ear after a fall and
  // not waking well: a head injury, the neurologist (and the neurosurgeon behind him) before the ear.
  // A collapse alone ('طاح وما يجاوبش') stays the emergency physician's.
  { all: ['vehicle|head_injury', 'unresponsive|drowsy'], w: { NEU: 2.5, GM: -1.5, ORT: -1 } },
  { all: ['trauma|vehicle', 'ear', 'bleeding|blood', 'unresponsive|drowsy|confusion|vomiting'], w: { NEU: 2.5, ENT: -3 } },
  { all: ['weight', 'lump'], w: { ONC: 1, END: -1.5 } },
  { all: ['fatigue', 'anemia'], w: { HEM: 0.5 } },
  // An anaemia read on the results (a haemoglobin, a ferritin): the blood doctor's, not a check-up.
  { all: ['anemia', 'checkup'], w: { HEM: 1.5, GM: -1.5 } },
  { all: ['sleep', 'anxiety'], w: { PSY: 0.5 } },
  { all: ['sleep', 'breath'], w: { PUL: 1.5, PSY: -1 } },
  { all: ['swallowing', 'throat'], w: { ENT: 0.8 } },
  { all: ['crushing', 'asthma'], w: { CAR: -1.5, PUL: 1 } },
  { all: ['bruising', 'bleeding|blood'], w: { HEM: 1.5 } },
  { all: ['bruising', 'nose'], w: { ENT: -1.5 } },
  { all: ['burning', 'urine|urinary_symptoms'], w: { URO: 2, DER: -0.8 } },
  { all: ['burning', 'belly|chest'], w: { GAS: 1.2, DER: -0.8 } },
  { all: ['burning', 'eye|vision'], w: { DER: -0.8 } },
  { all: ['burning', 'limb|numbness'], w: { NEU: 0.8, DER: -0.8 } },
  { all: ['yellow', 'eye'], w: { GAS: 2, OPH: -3 } },
  { all: ['yellow', 'skin'], w: { GAS: 1.5, DER: -2 } },
  { all: ['yellow', 'urine'], w: { GAS: 1, URO: -1 } },
  { all: ['cold_flu', 'nose|throat'], w: { ENT: -1.5, GM: 0.6 } },
  { all: ['cold_flu', 'cough'], w: { PUL: -1, GM: 0.5 } },
  { all: ['cold_flu', 'fever'], w: { INF: -0.5 } },
  { all: ['weight', 'fatigue'], w: { END: 1.2 } },
  { all: ['hair_nails', 'weight|cold_intolerance|fatigue'], w: { END: 1.5, DER: -1 } },
  { all: ['cold_intolerance', 'weight'], w: { END: 1 } },
  { all: ['chest|crushing|breath', 'exertion'], w: { CAR: 1.2, ORT: -0.5 } },
  { all: ['bone', 'meals'], w: { ORT: -2.5, GAS: 1 } },
  { all: ['meals', 'diarrhea|vomiting|nausea'], w: { GAS: 0.8, INF: -0.6 } },
  { all: ['bleeding|blood', 'sexual'], w: { GYN: 1.5, HEM: -0.5 } },
  { all: ['flank', 'pain'], w: { URO: 1 } },
  { all: ['flank|kidney', 'fever'], w: { URO: 0.8, NEP: 0.4 } },
  { all: ['flank|back', 'urine|urinary_symptoms'], w: { URO: 1, ORT: -2 } },
  { all: ['lump|rash', 'back|neck'], w: { ORT: -2 } },
  { all: ['lump', 'neck'], w: { ONC: 0.5, HEM: 0.5, END: 0.5 } },
  { all: ['blood_disease', 'neck'], w: { ORT: -2, RHU: -0.8 } },
  { all: ['neck', 'joints', 'fever'], w: { INF: 2, RHU: -2, ORT: -2 } },
  { all: ['sting', 'breath|asthma|breathless_severe|throat'], w: { GM: 1.5, PUL: -1.5 } },
  { all: ['allergy', 'nose|cold_flu'], w: { ENT: 2, GM: -1, DER: -1 } },
  { all: ['allergy', 'eye|eye_symptoms'], w: { OPH: 1, DER: -1 } },
  { all: ['allergy', 'asthma|breath|cough'], w: { PUL: 1, DER: -1 } },
  { all: ['growing', 'skin|rash|skin_conditions'], w: { DER: 1 } },
  { all: ['breath', 'swelling|leg_swelling_vascular', 'limb|leg_swelling_vascular'], w: { CAR: 1.5, PUL: -0.5 } },
  // A stroke that is past (its follow-up, how to avoid another, a parent who had one): the neurologist.
  { all: ['one_side_weakness', 'prevention|followup|family_history'], w: { NEU: 3, PSY: -2.5, RHU: -2, HEM: -2, CAR: -1 } },
  { all: ['unable|difficulty', 'urine'], w: { URO: 1 } },
  { all: ['travel', 'diarrhea|vomiting'], w: { INF: 1.5 } },
  { all: ['gums_mouth', 'bruising'], w: { HEM: 2 } },
  { all: ['face', 'yellow'], w: { HEM: 1.6, GAS: -1.2 } },
  { all: ['yellow', 'fatigue'], w: { HEM: 1 } },
  { all: ['blood_pressure', 'nosebleed'], w: { CAR: 1.5, ENT: -1.5 } },
  { all: ['nosebleed', 'bruising'], w: { ENT: -1.5 } },
  { all: ['armpit', 'lump'], w: { ONC: 1.5 } },
  { all: ['chest', 'pleuritic'], w: { PUL: 1.5, CAR: -1.5 } },
  { all: ['chest|bone|pain', 'tender'], w: { CAR: -2, ORT: 1.5 } },
  // A back (a slipped disc) with legs or the seat gone numb or weak and the urine held back: the
  // nerves at the base of the spine pressed, the neurologist's, not the bladder's nor the bones'.
  { all: ['urine|retention', 'unable|retention', 'back|bone', 'saddle_numb|numbness|feel_nothing|weakness|limb_weakness|legs_give_way'], w: { NEU: 4, URO: -2.5, ORT: -2 } },
  { all: ['fainting|unresponsive', 'exertion|lifting'], w: { CAR: 3, GM: -1, ORT: -0.5 } },
  // A headache behind the eyes or after a day at the screen, sight not in question: the neurologist
  // (a tension headache); behind the eyes when reading stays the eye doctor's.
  { all: ['headache', 'behind_eyes|screen'], w: { NEU: 4, OPH: -4.5 } },
  { all: ['headache', 'behind_eyes', 'reading'], w: { OPH: 5, NEU: -4 } },
  // A headache with glasses broken or no longer worn: the sight to correct, the eye doctor's; lights
  // or zigzags seen before a headache that comes back (an aura): a migraine, the neurologist's.
  { all: ['headache|head', 'glasses_lapsed'], w: { OPH: 8, NEU: -7.5 } },
  { all: ['headache', 'aura'], w: { NEU: 3, OPH: -3 } },
  // A brain tumour feared (read about, or named) with a headache: the neurologist examines and
  // reassures, not the oncologist nor the psychiatrist for the fear.
  { all: ['cancer', 'headache'], w: { NEU: 3.5, ONC: -3, PSY: -1.5 } },
  // A spinning that comes for seconds when turning over in bed: the inner ear (positional vertigo),
  // the ENT's, not the nerves'.
  { all: ['dizziness|vertigo', 'turning_in_bed'], w: { ENT: 3, NEU: -2 } },
  // The same spinning since a blow to the head: the neurologist sees the head injury first.
  { all: ['dizziness|vertigo', 'turning_in_bed', 'head_injury|trauma'], w: { ENT: -3, NEU: 3 } },
  // Sight that goes black or blurs for a moment on standing up, in the heat or fasting: the pressure
  // dropping (the family doctor), not the eyes.
  { all: ['faint_trigger', 'vision'], w: { GM: 4.5, OPH: -4 } },
  // Poor sight (the board, from afar) with a head that aches when reading: a sight to correct,
  // the eye doctor's, not a migraine's aura.
  { all: ['vision', 'reading|distance_blur', 'head|headache'], w: { OPH: 4, NEU: -3 } },
  { all: ['sleep|ptsd|anxiety|depression', 'trauma'], w: { PSY: 2, ORT: -2.5 } },
  { all: ['fever', 'confusion'], w: { INF: 2, NEU: -1 } },
  { all: ['toilet', 'blood|bleeding'], w: { GAS: 2, HEM: -0.6 } },
  { all: ['hemoptysis|cough', 'weight'], w: { INF: 1.5, END: -2 } },
  { all: ['hemoptysis', 'chills|week_plus'], w: { INF: 1.5 } },
  { all: ['chest|heart', 'numbness'], w: { CAR: 2, NEU: -2 } },
  { all: ['hemoptysis', 'cough', 'weight'], w: { INF: 1 } },
  { all: ['postpartum', 'bleeding|blood'], w: { GYN: 2.5, HEM: -1 } },
  { all: ['numbness', 'sudden|acute'], w: { NEU: 2, ORT: -1.5 } },
  { all: ['anaphylaxis'], w: { GM: 1.5, ENT: -1.5, GAS: -1, NEP: -1 } },
  { all: ['anaphylaxis', 'itch|rash', 'breath|breathless_severe|asthma|sting|dizziness|fainting'], w: { DER: -1.5, GM: 0.5 } },
  // Hives over the skin after a food or a drug one is allergic to, with a swelling face or throat: the
  // whole body's reaction, not the skin's.
  { all: ['anaphylaxis', 'allergen', 'allergy', 'rash|skin|itch'], w: { DER: -4, GM: 3 } },
  // Headaches and a mind that cannot focus since a crash or a blow to the head (a concussion's
  // aftermath, the scan clear or not) are the neurologist's; nightmares or fear of the road beside
  // them are the trauma's mark, the psychiatrist's.
  { all: ['trauma|head_injury|vehicle', 'headache', 'psych_general'], w: { NEU: 2.5, PSY: -2.5, ORT: -2 } },
  { all: ['trauma|head_injury|vehicle', 'headache', 'psych_general', 'ptsd|anxiety|depression|sleep'], w: { NEU: -2.5, PSY: 2.5, ORT: 2 } },
  { all: ['elderly', 'urine|urinary_symptoms'], w: { URO: 1 } },
  { all: ['swelling|face_swelling', 'urine|kidney_disease'], w: { NEP: 1.5, URO: -1 } },
  { all: ['fever', 'tremor'], w: { INF: 2, NEU: -2.5 } },
  // A hand that trembles holding a cup or a pen is the neurologist's, not the hand surgeon's.
  { all: ['tremor', 'holding_object'], w: { NEU: 2, ORT: -2.5, RHU: -1, GYN: -2 } },
  // A hand that trembles in someone past sixty (a Parkinson's until shown otherwise) is the neurologist's,
  // whatever word for small (a small step, small handwriting) sits beside it.
  { all: ['tremor', 'older_adult|elderly'], w: { NEU: 1.5, PED: -3, ORT: -1 } },
  // A hand that shakes as it rests on the knee: the knee is where it lies, the shaking is the nerves'.
  { all: ['tremor', 'joint_site'], w: { NEU: 1.5, RHU: -2 } },
  { all: ['fever', 'travel'], w: { INF: 1 } },
  { all: ['face', 'rash|itch|acne'], w: { DER: 0.8 } },
  // A rash checked for an allergy ('lips and tongue not swollen, breathing fine'): the lips, eyes
  // or face named there are where the swelling is not, so the skin's, not the eye's or the teeth's.
  { all: ['rash|itch', 'lips|tongue|face|eye', 'breathes_well'], w: { DER: 3, OPH: -2, DEN: -2, GAS: -1, ORT: -1 } },
  { all: ['face', 'swelling'], w: { DER: -0.5 } },
  { all: ['face_swelling', 'limb'], w: { NEP: 1, DER: -0.6 } },
  { all: ['missed_period', 'pain|belly'], w: { GYN: 2.5, GAS: -1.5, ORT: -1.5 } },
  { all: ['missed_period', 'fainting|dizziness'], w: { GYN: 1.5, NEU: -2 } },
  { all: ['missed_period|periods', 'anxiety'], w: { GYN: 1.5, PSY: -2 } },
  { all: ['snoring', 'sleep_apnea'], w: { ENT: -2.5 } },
  { all: ['heartbreak', 'heart'], w: { CAR: -3 } },
  { all: ['heartbreak', 'wound|trauma'], w: { GM: -2, ORT: -3 } },
  { all: ['electric_pain', 'face|jaw|gums_mouth'], w: { NEU: 2.5, DER: -0.6, DEN: -1.5 } },
  { all: ['burn_injury|burn_major', 'limb|joint_site|face'], w: { ORT: -2.5, RHU: -0.6, NEU: -1, DER: 1 } },
  { all: ['burn_injury|burn_major|burning', 'heat_source', 'anemia'], w: { HEM: -4 } },
  { all: ['burn_injury|burn_major', 'child'], w: { DER: 1.5, PED: -1 } },
  { all: ['burn_injury|burn_major', 'trauma'], w: { ORT: -2.5 } },
  // Oil from the pan or the tea's water with a burn or a blister on the hand or the face: a burn,
  // the skin doctor's, not the bones of the hand.
  { all: ['cooking_heat|heat_source', 'burning|peeling|no_blisters|small_blister', 'limb|joint_site|face|skin'], w: { DER: 3.5, ORT: -3, NEU: -1.5, PED: -1, RHU: -1 } },
  // 'Lfer', 'الفير' is iron: the iron tablets of an anaemia, or the iron that burned the hand.
  { all: ['anemia', 'burn_injury|small_blister'], w: { HEM: -4, DER: 1 } },
  // A hand named with the iron or hot oil and a mark the size of a coin ('9ad piece ta3 10 DA'): a
  // burn measured, the skin's, not a coin swallowed by a child.
  { all: ['heat_source', 'limb|joint_site|face', 'harmless_swallow'], w: { DER: 2.5, PED: -2, ORT: -1 } },
  { all: ['sting', 'limb|joint_site'], w: { ORT: -2.5, RHU: -0.6 } },
  { all: ['shared_meal', 'diarrhea|vomiting'], w: { INF: 1.5, GAS: -0.6 } },
  { all: ['flank', 'spreading'], w: { URO: 1.5, ORT: -1.5 } },
  { all: ['growing|lump', 'chest'], w: { CAR: -2.5, PUL: -1, ONC: 1 } },
  { all: ['ingestion', 'bone'], w: { ORT: -3, RHU: -0.6, ENT: 2 } },
  { all: ['throat', 'itch'], w: { DER: -1.5 } },
  { all: ['stiff_neck|neck', 'posture'], w: { ORT: 2, RHU: -2.5, NEU: -2, INF: -1.5 } },
  { all: ['dust_exposure', 'breath|cough|lungs'], w: { PUL: 2, CAR: -1 } },
  { all: ['joints', 'rash'], w: { RHU: 1.5, DER: -1.2 } },
  { all: ['fever', 'stiff_neck', 'headache|vomiting'], w: { INF: 1.2, NEU: -1.2 } },
  { all: ['growing', 'lump|blood_disease', 'neck|armpit|weight|week_plus'], w: { ONC: 2, HEM: -1.5, DER: -1 } },
  { all: ['appetite_loss', 'weakness|fatigue'], w: { GM: 1, GAS: -0.8 } },
  { all: ['gums_mouth', 'blood|bleeding'], w: { DEN: 1, HEM: -0.4 } },
  { all: ['brushing', 'blood|bleeding'], w: { DEN: 3, HEM: -0.4 } },
  // Blood spat while brushing or rubbing the teeth ('kol ma n7ak snani nbzak dem'): the gums, not the lungs.
  { all: ['brushing', 'hemoptysis'], w: { DEN: 3, PUL: -4 } },
  // Joint pain for weeks is a joint disease before it is an injury (a fall says otherwise).
  { all: ['joint_site|joints', 'week_plus'], w: { RHU: 1.2, ORT: -0.6 } },
  // A shoulder that hurts on raising the arm is a tendon, for the orthopaedist, however long it lasts.
  { all: ['shoulder', 'raise'], w: { ORT: 2.5, RHU: -1.8 } },
  // One joint gone hot, red and swollen with a fever (a septic or a crystal arthritis): the rheumatologist
  // drains and tests it, before the infection clinic.
  { all: ['joint_site', 'fever', 'inflammation'], w: { RHU: 3.5, INF: -2.5, GM: -1, END: -1 } },
  // Hands stiff in the morning: a joint disease.
  { all: ['stiff', 'limb|joint_site|joints', 'morning'], w: { RHU: 2.5, ORT: -1 } },
  // A lump or swelling at the front of the neck with trembling hands: the thyroid working too hard.
  { all: ['neck', 'tremor', 'lump|swelling|sweating|weight'], w: { END: 3.5, ONC: -2, DER: -1, NEU: -1.5 } },
  // A back that hurts on waking for weeks, or that eases on moving: an inflamed spine, the rheumatologist.
  { all: ['back', 'eases_moving'], w: { RHU: 3, ORT: -1.5 } },
  { all: ['back', 'morning', 'week_plus|stiff'], w: { RHU: 2.5, ORT: -1.5 } },
  // 'Paralysed' or locked every morning until moving a little eases it: a stiffness, the joints'
  // (a palsy does not ease on moving).
  { all: ['one_side_weakness|stiff', 'eases_moving'], w: { NEU: -4, RHU: 2 } },
  // Fingers or wrists swollen in the morning, without an injury: a joint disease.
  { all: ['swelling', 'limb|joint_site|joints', 'morning'], w: { RHU: 3, ORT: -2 } },
  // A heel that hurts on the first steps of the morning and eases with walking: a plantar fasciitis,
  // the orthopaedist's, though it is a morning pain.
  { all: ['heel', 'pain', 'morning|eases_moving'], w: { ORT: 3, RHU: -2.5 } },
  // Skin peeling with sores in the mouth after a medicine: the dermatologist, not the dentist.
  { all: ['skin_peeling', 'gums_mouth|mouth'], w: { DER: 2.5, DEN: -3 } },
  // A racing heart or a tight chest in panic, already checked and clear: the psychiatrist.
  { all: ['anxiety', 'checked_clear|followup'], w: { PSY: 2.5, CAR: -2 } },
  // No thought of self-harm, said unasked, with exhaustion or sleepless nights: a low mood, the psychiatrist.
  { all: ['suicidal_denied', 'fatigue|sleep|unable'], w: { PSY: 2.5, GM: -1.5, HEM: -1, NEU: -1 } },
  // A panic told with the feeling of dying and a heart already checked and clear: the psychiatrist.
  { all: ['doom', 'checked_clear'], w: { PSY: 3, CAR: -2.5, NEU: -1.5, PUL: -1 } },
  // Hands or fingers going numb at night or on waking (a trapped nerve at the wrist): the neurologist.
  { all: ['numbness', 'limb', 'evening|wake|sleep|morning'], w: { NEU: 2, RHU: -0.8, ORT: -0.8, GM: -0.5 } },
  // A limb gone numb or dead after sitting cross-legged, squatting or leaning on it: a nerve pressed.
  { all: ['numbness|dead_limb', 'pressing_posture'], w: { NEU: 2.5, ORT: -2, RHU: -1 } },
  // A head knocked, then vomiting, drowsy or confused, or an older person's: the brain (a bleed), not the bones.
  { all: ['head_injury', 'vomiting|confusion|floppy|older_adult'], w: { NEU: 2, ORT: -2 } },
  // A son or a daughter of 15 and over (an adolescent on a motorbike) knocked on the head, then
  // asking the same question or fainting: the neurologist (the neurosurgeon behind him), not the
  // pediatrician a younger child goes to.
  { all: ['head_injury|head', 'trauma|vehicle', 'memory|confusion|fainting|drowsy', 'adult'], w: { NEU: 2.5, PED: -3 } },
  // So is one of 15 and over who swallowed pills on purpose or speaks of dying: the psychiatrist
  // (after the emergency care), not the pediatrician.
  { all: ['child', 'adult', 'overdose|intentional|suicidal|pills_on_purpose'], w: { PSY: 3, PED: -4 } },
  // A back that hurts since lifting or carrying a load: the bones, not the kidneys.
  { all: ['back', 'lifting', 'pain'], w: { ORT: 1.5, URO: -2, NEP: -1 } },
  // A burning with a blister on the skin (a small burn from the pan, a scald): the skin doctor.
  { all: ['burning', 'peeling', 'limb|face'], w: { DER: 2.8, GM: -1, NEU: -0.8, ORT: -0.8 } },
  // A head that aches, with the sight named (blurred, or said to be fine): the neurologist, as for
  // 'headache' (the pain named in two words does not make it the eye doctor's).
  { all: ['head', 'pain', 'vision'], w: { NEU: 2, OPH: -2 } },
  // One pupil larger after a fall or a knock, or with vomiting or drowsiness: the neurologist (the
  // neurosurgeon behind him), even in a child.
  { all: ['unequal_pupils', 'trauma|head_injury|vomiting|floppy|confusion'], w: { NEU: 3, PED: -2, OPH: -2, ORT: -2 } },
  // A mole feared to be a skin cancer: the dermatologist examines it before any oncologist. The skin,
  // a dark colour, the place on the body it sits, its having always been there or never changed must
  // be said: a 'tache' on a lung's x-ray is not a mole, and stays the lung's.
  { all: ['cancer', 'skin_conditions', 'skin|black|back|face|neck|limb|since_youth|unchanged|hearsay'], w: { DER: 3, ONC: -2.5 } },
  { all: ['cancer', 'skin_conditions', 'lungs'], w: { DER: -3, PUL: 1.5 } },
  // An older person who forgets: the neurologist, even when the children are named ('the kids' names').
  { all: ['memory', 'older_adult|elderly'], w: { NEU: 2, PED: -3 } },
  // Light and noise that hurt: a 'sout' (sound, 'الصوت') said with them is the noise, not the voice.
  { all: ['light_or_noise', 'throat'], w: { ENT: -3, NEU: 1 } },
  // A racing heart already checked and found sound, said with fear or coming back: panic, the
  // psychiatrist's, not the heart's again.
  { all: ['palpitations', 'checked_clear', 'anxiety|doom|recurrent'], w: { PSY: 3, CAR: -3 } },
  // A rope with someone who no longer answers, a farewell or a wish to die: a hanging feared, the
  // psychiatrist's, before the nerves or the family doctor the silence alone would name.
  { all: ['rope', 'unresponsive|farewell|suicidal'], w: { PSY: 4, GM: -1.5, NEU: -1.5 } },
  // A farewell, then silence, a locked door or the pills at hand: a suicide under way, the
  // psychiatric emergency before the family doctor or the nerves.
  { all: ['farewell', 'shut_away|unresponsive|medicine'], w: { PSY: 3, GM: -1.5, NEU: -1.5 } },
  // The nerve pills ('الدوا تاع الاعصاب', 'medicaments pour les nerfs') taken in excess: a psychotropic
  // overdose, the psychiatrist's, not a complaint of the nerves.
  { all: ['overdose', 'neuro_general', 'medicine'], w: { NEU: -3, PSY: 1 } },
  // Sad, crying and worn out since the birth ('منذ ولدت', 'depuis l accouchement', 'mn ki weldt'): a
  // depression after childbirth, the psychiatrist's, before the baby's doctor or the obstetrician.
  { all: ['postpartum', 'depression'], w: { PSY: 2.5, PED: -1.5, GYN: -1 } },
];
