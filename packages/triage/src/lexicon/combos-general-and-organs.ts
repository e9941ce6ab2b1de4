import type { Combo } from './types.ts';

/** Combinations whose strongest vote goes to the family doctor, infections, the blood, cancers, the gut, the glands, the eyes, the ears and the teeth. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const GENERAL_AND_ORGAN_COMBOS: Combo[] = [
  // A fever during chemotherapy is the oncologist's (neutropenic fever), not an infection clinic's.
  { all: ['chemotherapy', 'fever|chills'], w: { ONC: 5, INF: -3.5 } },
  // A cancer already found, under or after its treatment (chemotherapy, tablets, a check scan, what
  // comes next): the oncologist who follows it, not the organ it grew in nor the family doctor.
  { all: ['chemotherapy', 'cancer|checkup|followup|nausea|vomiting|fatigue|bloating|belly'], w: { ONC: 3, GAS: -2, GM: -1.5 } },
  { all: ['cancer', 'recent_surgery|chemotherapy'], w: { ONC: 2.5, GYN: -2, GAS: -1.5, END: -1, GM: -1 } },
  { all: ['cancer', 'own_treatment', 'checkup'], w: { ONC: 2.5, GYN: -2, GAS: -1.5, END: -1, GM: -1 } },
  // A known cancer with the face and neck swollen (a vein pressed in the chest) or legs failing
  // with back pain (the spine pressed): the oncologist, who treats the tumour that presses.
  { all: ['cancer', 'face|neck|face_swelling', 'swelling|face_swelling'], w: { ONC: 3, CAR: -2, PUL: -1.5, GM: -1.5 } },
  { all: ['cancer', 'back', 'legs_give_way|weakness|limb_weakness|paralysis'], w: { ONC: 4, NEU: -1.5, ORT: -2 } },
  // A fall or a swelling in a person with a bleeding disorder is the haematologist's (factor replacement).
  { all: ['hemophilia', 'trauma|head_injury|swelling|bruising|bleeding|blood'], w: { HEM: 3, ORT: -1.5, NEU: -1 } },
  // A circumcision or a check before one in a family with a bleeding disorder: the haematologist
  // tests the clotting first, a child's too.
  { all: ['hemophilia', 'male_organs|checkup'], w: { HEM: 2.5, PED: -2, URO: -1.5 } },
  // A child known to have haemophilia who bleeds, swells or runs a fever: the haemophilia centre
  // (the haematologist) before the children's doctor.
  { all: ['hemophilia', 'child|infant'], w: { HEM: 3, PED: -3 } },
  // An inherited blood disease (sickle cell, thalassaemia) is the haematologist's, a child's too and
  // its crisis in the chest too (the anaemia-and-chest rule below would send it to the heart).
  { all: ['sickle_cell|thalassemia'], w: { HEM: 3, PED: -3 } },
  { all: ['sickle_cell', 'chest|breath|breathless_severe'], w: { HEM: 3.5, CAR: -2, PUL: -2 } },
  // On a blood thinner, bleeding from two places at once (the nose and the urine, the gums, bruises):
  // the medicine's dose is the cause, the haematologist's; one nose that bleeds stays the ENT's.
  { all: ['anticoagulant', 'nose|nosebleed|gums_mouth', 'urine|red_urine|bruising|blue_colour|gums_mouth'], w: { HEM: 5, ENT: -2.5, URO: -2, DEN: -2 } },
  // Bruises that come alone with gums that bleed: the blood's clotting, not the teeth.
  { all: ['bruising', 'gums_mouth', 'blood|bleeding'], w: { HEM: 3, DEN: -3.5 } },
  // Bruises from the least knock with a nose that bleeds, or long periods: the clotting, not the nose.
  { all: ['bruising', 'nose|nosebleed', 'blood|bleeding|periods'], w: { HEM: 3, ENT: -2.5 } },
  { all: ['blood_disease|hemophilia', 'gums_mouth', 'blood|bleeding'], w: { HEM: 3, DEN: -3.5 } },
  // Pressing on a cut that bleeds ('i press on it', 'اضغط عليه', 'j appuie dessus') is first aid, not
  // a tenderness: the pressing's vote for the bone doctor is taken back.
  { all: ['tender', 'wound', 'blood|bleeding'], w: { ORT: -1.2 } },
  // A fright at a sign the message itself explains ('it scared me, but I ate beetroot'): the sign's
  // doctor reassures, not the psychiatrist.
  { all: ['anxiety', 'harmless_cause'], w: { PSY: -2.5 } },
  // A jaw that locks after a wound is tetanus: the infection clinic, not the neurologist.
  { all: ['trismus', 'wound|sharp_object|trauma'], w: { INF: 4, NEU: -2 } },
  // Bruises or spots with bleeding gums or nose and a fever: a blood disease (a leukaemia) before a meningitis.
  { all: ['fever', 'bruising|non_blanching', 'nosebleed|nose|gums_mouth|bleeding|anemia|blood_disease'], w: { HEM: 3, INF: -2.5 } },
  // Choking on a bite of food, unable to speak or cough: a foreign body, the ENT's (a child's the
  // pediatrician's), not the lungs' nor a stroke's.
  { all: ['food_stuck', 'breathless_severe|breath|slurred_speech|speech_lost|unable'], w: { ENT: 4, PUL: -3.5, NEU: -2.5 } },
  { all: ['food_stuck', 'child|infant'], w: { PED: 4, ENT: -3.5 } },
  // Blood spat out while the nose bleeds has run down the throat from the nose: the ENT's, not the lung's.
  { all: ['nosebleed', 'hemoptysis'], w: { ENT: 2.5, PUL: -2.5 } },
  { all: ['nose', 'bleeding', 'hemoptysis'], w: { ENT: 2.5, PUL: -2.5 } },
  // A little blood when blowing the nose in a cold, or a nosebleed that stopped: the ENT, not the
  // family doctor's cold, the dentist's mucus or the lungs.
  { all: ['nose|nosebleed', 'blood|bleeding|nosebleed', 'cold_flu|harmless_cause|episode_over|stop'], w: { ENT: 2.2, GM: -2, DEN: -2, PUL: -1 } },
  { all: ['gums_mouth', 'bleeding', 'bruising'], w: { HEM: 2.5 } },
  { all: ['kidney', 'pain'], w: { URO: 1.2 } },
  { all: ['kidney', 'swelling'], w: { NEP: 1.5 } },
  { all: ['kidney', 'blood_pressure'], w: { NEP: 1.5 } },
  { all: ['kidney|kidney_disease', 'diabetes'], w: { NEP: 2, END: -0.5 } },
  { all: ['thirst', 'urine|urinary_symptoms'], w: { END: 3, URO: -2 } },
  { all: ['thirst', 'weight'], w: { END: 1.5 } },
  // A diabetes treatment to adjust (a sugar high after meals on it): the endocrinologist, not the gut.
  { all: ['diabetes', 'medicine|own_treatment|treatment_change'], w: { END: 2, GAS: -2 } },
  { all: ['diabetes', 'vision'], w: { OPH: 2 } },
  { all: ['diabetes', 'eye'], w: { OPH: 1.2 } },
  { all: ['diabetes', 'numbness|burning'], w: { END: 1.5 } },
  { all: ['diabetes', 'confusion|tremor|fainting|sweating'], w: { END: 2 } },
  { all: ['diabetes|hypoglycemia|hyperglycemia', 'unresponsive'], w: { END: 2.5, GM: -1.5 } },
  // A diabetic on his treatment who sweats, shakes and speaks confusedly: a low sugar, the
  // diabetologist's, not a stroke's words.
  { all: ['diabetes', 'hypoglycemia', 'confusion|slurred_speech|strange|speak'], w: { END: 3, NEU: -3 } },
  // A sugar or a thyroid read at a check-up or in a test result: the gland's specialist reads it.
  { all: ['thyroid|diabetes|hyperglycemia|hormones', 'checkup'], w: { END: 2, GM: -2 } },
  // A certificate or a sick note asked with a first check of the pressure and the sugar, or for a
  // child's sport: the family doctor who writes it (a named disease keeps its specialist by its
  // own rules).
  { all: ['sick_note', 'checkup', 'blood_pressure|diabetes'], w: { GM: 4, END: -2, CAR: -2 } },
  { all: ['sick_note', 'child'], w: { GM: 3, PED: -3 } },
  { all: ['kidney|kidney_disease', 'diabetes', 'checkup'], w: { NEP: 2, END: -2 } },
  // A kidney test read high in a check-up (a creatinine, an albumin): the kidney doctor, as a
  // sugar or a thyroid read in a test is the endocrinologist's.
  { all: ['kidney_disease', 'checkup'], w: { NEP: 2, GM: -2 } },
  { all: ['pregnancy', 'headache|vision|swelling|dizziness'], w: { GYN: 2 } },
  { all: ['blood_pressure', 'headache'], w: { CAR: 1.5 } },
  { all: ['blood_pressure', 'head'], w: { CAR: 1 } },
  { all: ['blood_pressure', 'pregnancy'], w: { GYN: 1 } },
  { all: ['palpitations', 'anxiety'], w: { PSY: 1.2 } },
  // A 'whistling' told with an ear (blocked, dull or named) is a ringing in that ear, not a wheezing chest.
  { all: ['hearing|ear', 'asthma'], w: { ENT: 2, PUL: -2 } },
  { all: ['dizziness', 'blood_pressure'], w: { CAR: 1 } },
  { all: ['swelling', 'limb'], w: { CAR: 0.6, RHU: 0.3 } },
  { all: ['swelling', 'joint_site'], w: { RHU: 1.4 } },
  { all: ['swelling', 'limb', 'travel'], w: { HEM: 3, CAR: 0.5 } },
  { all: ['swelling', 'joints'], w: { RHU: 1 } },
  { all: ['swelling', 'trauma'], w: { ORT: 1 } },
  { all: ['swelling', 'tooth'], w: { DEN: 0.8 } },
  { all: ['joints', 'limb|joint_site'], w: { RHU: 0.5 } },
  { all: ['joint_site|limb|neck|back', 'trauma'], w: { RHU: -1.2 } },
  { all: ['fever', 'joints|joint_site'], w: { INF: 1 } },
  { all: ['fever', 'raw_milk'], w: { INF: 1.5 } },
  { all: ['joints', 'trauma'], w: { ORT: 1.5, RHU: -1.5 } },
  { all: ['limb|joint_site', 'numbness'], w: { NEU: 0.6 } },
  { all: ['itch', 'eye'], w: { OPH: 1, DER: -1.5 } },
  { all: ['itch', 'female_organs'], w: { GYN: 1, DER: -1.5 } },
  { all: ['itch', 'rectal'], w: { GAS: 0.5, DER: -1 } },
  { all: ['rash', 'eye'], w: { DER: -1 } },
  { all: ['grit', 'eye'], w: { OPH: 2, DER: -1.5 } },
  { all: ['itch', 'rash'], w: { DER: 0.6 } },
  { all: ['skin', 'lump'], w: { DER: 1 } },
  { all: ['hair_nails', 'thyroid'], w: { DER: -1 } },
  { all: ['trauma', 'unresponsive'], w: { NEU: 0.5, ORT: -1 } },
  // One faint or a passing dizziness with its harmless cause, over or already checked: the family doctor.
  { all: ['fainting|dizziness', 'harmless_cause|episode_over|checked_clear|faint_trigger'], w: { GM: 2.5, NEU: -1.5 } },
  // A faint from the heat (the hammam, a hot shower, standing up fast) already checked, the sugar
  // and the pressure measured and found normal: the tests named are not a diabetes nor a heart
  // disease, and the check-up asked is the family doctor's.
  { all: ['fainting|dizziness', 'faint_trigger|harmless_cause', 'checked_clear', 'diabetes|blood_pressure'], w: { GM: 2.5, END: -5, CAR: -3 } },
  { all: ['hair_nails', 'postpartum|pregnancy'], w: { DER: 1.5, GYN: -1.5 } },
  { all: ['tooth', 'trauma'], w: { DEN: 1, ORT: -2.5 } },
  { all: ['child', 'slurred_speech'], w: { PED: 1.5, NEU: -1 } },
  { all: ['asthma|breath', 'slurred_speech'], w: { NEU: -3, PUL: 1 } },
  { all: ['wound', 'bleeding'], w: { GM: 1 } },
  { all: ['belly|right_lower_belly', 'pain', 'fever'], w: { GAS: 1.2, INF: -1.2 } },
  { all: ['right_lower_belly', 'fever|vomiting'], w: { GAS: 1 } },
  { all: ['joint_site', 'swelling', 'exertion|lifting|trauma'], w: { ORT: 2, RHU: -1.5 } },
  { all: ['headache', 'reading|eye_symptoms'], w: { OPH: 1.8, NEU: -1.2 } },
  // A throat that closes or a breath that fails after a food, a medicine or a sting: the emergency
  // physician (adrenaline first), not the throat's, the lungs' or the heart's doctor.
  { all: ['anaphylaxis', 'allergen|sting|allergy', 'throat|breath|breathless_severe|swallowing|closing|asthma'], w: { GM: 3, ENT: -1.5, PUL: -1.5, CAR: -1.5 } },
  { all: ['anaphylaxis', 'allergen|sting|allergy', 'child|infant'], w: { GM: -3, PED: 3 } },
  { all: ['poisoning', 'headache|dizziness|head|vertigo'], w: { GM: 2.5, NEU: -2, ENT: -1 } },
  // A heater's fumes that leave someone drowsy or fainted: carbon monoxide, the emergency physician's,
  // not a brain of its own.
  { all: ['gas_heater', 'poisoning', 'confusion|drowsy|fainting|unresponsive'], w: { GM: 3, PUL: 1.5, NEU: -3, PED: -1 } },
  { all: ['pregnancy', 'no_movement|fetal_movement'], w: { GYN: 2, PED: -2 } },
  { all: ['melena|hemoptysis', 'fainting|dizziness'], w: { NEU: -1.5 } },
  // Blood from the back passage with a faint or dizziness is a gut bleed: the gut doctor, not the nerves.
  { all: ['rectal', 'blood|bleeding', 'fainting|dizziness|anemia'], w: { GAS: 2.5, NEU: -2.5, DER: -2 } },
  // Black stools on the iron taken for an anaemia: the iron's colour, asked of the doctor treating
  // the anaemia (the haematologist), not a bleeding gut.
  { all: ['melena', 'anemia', 'harmless_cause'], w: { HEM: 3, GAS: -2.5 } },
  { all: ['pulmonary_edema', 'breath|cough|lungs'], w: { CAR: 2.5, PUL: -2.5 } },
  { all: ['male_organs|erection', 'diabetes'], w: { URO: 1.5, END: -1.5 } },
  { all: ['not_breathing|unresponsive', 'trauma'], w: { ORT: -3 } },
  { all: ['lips', 'bruising'], w: { PUL: 3, HEM: -3.5 } },
  { all: ['ingestion', 'child|infant'], w: { PED: 1 } },
  // A cut from a fall is stitched by the general practitioner unless a bone is involved.
  { all: ['wound', 'trauma'], w: { ORT: -1.5, GM: 0.5 } },
  // A cut on the hand after which a finger no longer bends or moves: a tendon or a nerve cut through,
  // the surgeon's to repair, not a stitch at the family doctor's.
  { all: ['wound|sharp_object', 'arm_part', 'move', 'unable'], w: { ORT: 3.5, GM: -2.5, ENT: -1 } },
  { all: ['wound|sharp_object', 'arm_part', 'no_movement|stiff'], w: { ORT: 3.5, GM: -2.5, ENT: -1 } },
  // 'Glands' in the neck and armpit are lymph nodes, not the thyroid.
  { all: ['hormones|thyroid', 'armpit'], w: { HEM: 4, END: -3.5 } },
  // A childhood rash in an adult goes to infectious diseases.
  { all: ['childhood_infection', 'adult'], w: { PED: -3, INF: 3 } },
  // A dog bite on a limb or a child: rabies prophylaxis first.
  { all: ['dog', 'limb|wound|face|trauma|child'], w: { INF: 4, ORT: -2.5, PED: -1 } },
  // A snake or a scorpion: the emergency physician, whatever the bite's words point to (gums that
  // bleed, a racing heart, a swollen ankle).
  { all: ['snake', 'limb|gums_mouth|swelling|bleeding'], w: { GM: 3, DEN: -3, RHU: -2, HEM: -1 } },
  { all: ['scorpion', 'palpitations|heart|sweating|limb'], w: { GM: 3, CAR: -3.5, ORT: -1 } },
  // A thyroid cancer followed up: the oncologist.
  { all: ['cancer', 'thyroid'], w: { ONC: 2.5, END: -1.5 } },
  // Stones in the gallbladder: the gut, not the kidney.
  { all: ['stones', 'liver'], w: { GAS: 4, URO: -4, NEP: -2 } },
  // Vaccines or advice before a journey or a pilgrimage: the infectious-diseases doctor.
  { all: ['travel', 'prevention'], w: { INF: 3, GM: -1 } },
  // Tonsils or sore throats that keep coming back: the ENT surgeon, even in a child.
  { all: ['throat', 'recurrent'], w: { ENT: 2.5, PED: -1.5 } },
  // A tooth that hurts with cold or sweets ('sucre', 'حلو' read as sugar): the dentist, not the diabetologist.
  { all: ['tooth', 'diabetes', 'pain|cold_intolerance'], w: { DEN: 2, END: -2.5 } },
  // The family doctor named as the one who found it and sent the patient on (a thyroid, a blood
  // count): the specialist asked for, not the family doctor again.
  { all: ['general_doctor', 'referred_on|thyroid|blood_disease|sickle_cell'], w: { GM: -3 } },
  // Platelets or white cells named on a blood test: the count is what is asked about, the
  // hematologist reads it (a check-up alone stays with general medicine).
  { all: ['checkup', 'bruising|blood_disease'], w: { HEM: 2.5, GM: -2.5 } },
  // Cold all the time with a weight gained or a tiredness: a slow thyroid.
  { all: ['cold_intolerance', 'weight|fatigue'], w: { END: 2, GM: -1 } },
  // A child in contact with meningitis, for a treatment or a vaccine: the infection clinic before the pediatrician.
  { all: ['prevention', 'stiff_neck', 'child|infant'], w: { INF: 1.5, PED: -1.5 } },
  // Acid coming up to the throat at night or after meals is the stomach's, whatever the throat says.
  { all: ['heartburn', 'throat', 'spreading|evening|sleep|meals|recurrent'], w: { GAS: 1.5, ENT: -2 } },
  // A nose that bleeds again and again, even a child's: the ENT surgeon.
  { all: ['nose|nosebleed', 'blood|bleeding|nosebleed', 'child|infant|recurrent'], w: { ENT: 2, PED: -1.5 } },
  // A nosebleed on a blood thinner (Sintrom 'for the heart', for a valve): the heart named is the
  // reason for the thinner, not the complaint; the nose or the blood's clotting rank first.
  { all: ['nose|nosebleed', 'blood|bleeding|nosebleed', 'anticoagulant'], w: { CAR: -3 } },
  // Bleeding from several places at once on a thinner (the nose and the urine, the gums, bruises):
  // the clotting itself, the hematologist's, before the nose.
  { all: ['anticoagulant', 'nose|nosebleed', 'urine|red_urine|gums_mouth|bruising'], w: { HEM: 4.5, ENT: -4 } },
  // The nose alone bleeding on a thinner (Sintrom, a blood thinner): the ENT packs or burns the
  // vessel; the clotting is the hematologist's only when it bleeds from several places (above).
  { all: ['anticoagulant', 'nose|nosebleed', 'blood|bleeding|nosebleed'], w: { ENT: 2, HEM: -1.5 } },
  // A throat that will not let the mouth open or the spit go down, with a fever: an abscess behind
  // the tonsil, the ENT's to drain, before the family doctor (without a fever, an allergy's swelling).
  { all: ['throat', 'trismus|drool', 'fever'], w: { ENT: 3, GM: -1.5 } },
  // Something gone into the ear (a chickpea, a stick, an insect), a child's too: the ENT takes it out.
  { all: ['ear', 'went_in'], w: { ENT: 4, PED: -3, DER: -2.5, DEN: -2 } },
  // A fish bone or something stuck in the throat: the ENT, not the skin's scratch or the family doctor.
  { all: ['fish_bone'], w: { ENT: 2, DER: -2, GM: -2 } },
  // A scope asked for after a relative's cancer (or to prevent one): the gut doctor who does it.
  { all: ['scope_exam', 'family_history|prevention'], w: { GAS: 2.5, ONC: -2 } },
  // A cancer the scope found, with a surgeon or chemotherapy next: the oncologist leads now.
  { all: ['cancer', 'scope_exam', 'surgeon|chemotherapy|recent_surgery'], w: { ONC: 3.5, GAS: -3 } },
  // Fever with confusion and shivers or a low pressure is a sepsis, whatever the infection started
  // from (a diabetic foot, the urine): the infection doctor before the organ's.
  { all: ['fever', 'confusion', 'tremor|chills|low_pressure'], w: { INF: 3, END: -3, URO: -2.5 } },
  // So is a urine infection (burning, little or no urine) that now confuses, a diabetic's too.
  { all: ['fever', 'confusion', 'urinary_symptoms|retention|urine'], w: { INF: 3, END: -3, URO: -2.5 } },
  // The same in an older person, the low pressure read as the heart's and the shaking as the nerves'.
  { all: ['fever', 'confusion', 'tremor|chills|low_pressure', 'older_adult|elderly|urine|urinary_symptoms|wound'], w: { INF: 3, CAR: -3, NEU: -2.5 } },
  // A swollen front of the neck with a racing heart, a tremor or sweats: the thyroid (with a weight
  // loss alone, a swelling of the neck may be a tumour: 'ورم' is both).
  { all: ['neck', 'swelling', 'palpitations|tremor|sweating'], w: { END: 3, CAR: -2, PSY: -1 } },
  // A red patch in the white of the eye after a coughing fit: the eye doctor, not the cough's.
  { all: ['eye_red_spot', 'cough|cold_flu'], w: { OPH: 1.5, GM: -1, PUL: -1.5, ENT: -1 } },
  // Blood seen in the eye after coughing, sneezing or straining (a burst vessel): the eye doctor's,
  // however the spot is named; the cough is only its cause.
  { all: ['eye', 'blood', 'cough|vomiting|lifting|exertion'], w: { OPH: 4, PUL: -4, DER: -1.5 } },
  // A known overactive thyroid with a racing heart or a tremor: the thyroid's doctor, fever or not.
  { all: ['thyroid', 'tremor|palpitations|heart|sweating'], w: { END: 2, INF: -1, CAR: -1 } },
  // Kilos said beside lifting are the load's ('a 25 kg bag of semolina'), not the patient's weight.
  { all: ['lifting', 'weight'], w: { END: -2.2, GM: -0.6 } },
  // A child in contact with a contagious disease (meningitis at school), well himself: the
  // infection clinic decides on the preventive treatment, not the pediatrician.
  { all: ['contagion_contact', 'stiff_neck|infectious_diseases|childhood_infection'], w: { INF: 2.5, PED: -2, NEU: -1.5 } },
  // Goat's milk or farm cheese with a fever, sweats or aching joints: brucellosis, an infection.
  { all: ['raw_dairy', 'fever|sweating|joints|body_aches'], w: { INF: 4, RHU: -2.5 } },
  // Bruises with nosebleeds, or gums that bleed with a nosebleed or spots: a clotting problem,
  // the blood's doctor before the nose's or the dentist.
  { all: ['bruising', 'nosebleed'], w: { HEM: 3, ENT: -2.5 } },
  { all: ['gums_mouth', 'blood|bleeding', 'nose|nosebleed|rash|blue_colour'], w: { HEM: 4, DEN: -3.5, ENT: -4 } },
  // A blood cancer (a lymphoma) in remission or after its chemotherapy: the oncologist's follow-up.
  { all: ['blood_disease', 'remission'], w: { ONC: 3, HEM: -3 } },
  // An organ's fibrosis with the liver named is the liver's; left after an infection (a covid), the lung's.
  { all: ['fibrosis', 'liver'], w: { GAS: 2.5, PUL: -2.5 } },
  { all: ['fibrosis', 'infectious_diseases'], w: { PUL: 3, INF: -3 } },
  // An allergy to penicillin and a prescription to take: the general practitioner answers.
  { all: ['allergy', 'penicillin_named'], w: { GM: 3, DER: -3 } },
  // How to keep scorpions or snakes away, what to do after a sting: the family doctor's advice (the
  // emergency room treats the sting), not the infectious diseases a prevention question names.
  { all: ['prevention', 'scorpion|snake'], w: { GM: 3, INF: -2.5 } },
];
