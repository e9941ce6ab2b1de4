import type { Combo } from './types.ts';

/**
 * Concepts that mean more together than apart: the site of a pain, the context that
 * turns a chest pain into a rib injury or a nausea into a pregnancy sign.
 */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const COMBOS: Combo[] = [
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
  // A child's vaccines and growth are the pediatrician's; a meningitis vaccine is the infection clinic's.
  { all: ['prevention', 'child|infant|newborn'], w: { PED: 1.5, GM: -1 } },
  { all: ['prevention', 'stiff_neck'], w: { INF: 2.5, NEU: -2.5 } },
  // A big toe bent out of line (a bunion) is the orthopaedist's; a hot swollen one is gout.
  { all: ['big_toe', 'twisted|deformed'], w: { ORT: 3, RHU: -2 } },
  // Fits in pregnancy are eclampsia until shown otherwise: the obstetrician.
  { all: ['pregnancy', 'seizure|seizure_now'], w: { GYN: 3, NEU: -2 } },
  // A scorpion or a snake in a child is the pediatrician's (a child's dose of venom is larger for the body).
  { all: ['scorpion|snake', 'child|infant'], w: { PED: 3 } },
  // A fall or a swelling in a person with a bleeding disorder is the haematologist's (factor replacement).
  { all: ['hemophilia', 'trauma|head_injury|swelling|bruising|bleeding|blood'], w: { HEM: 3, ORT: -1.5, NEU: -1 } },
  // An inherited blood disease (sickle cell, thalassaemia) is the haematologist's, a child's too and
  // its crisis in the chest too (the anaemia-and-chest rule below would send it to the heart).
  { all: ['sickle_cell|thalassemia'], w: { HEM: 3, PED: -3 } },
  { all: ['sickle_cell', 'chest|breath|breathless_severe'], w: { HEM: 3.5, CAR: -2, PUL: -2 } },
  // On a blood thinner, bleeding from two places at once (the nose and the urine, the gums, bruises):
  // the medicine's dose is the cause, the haematologist's; one nose that bleeds stays the ENT's.
  { all: ['anticoagulant', 'nose|nosebleed|gums_mouth', 'urine|bruising|blue_colour|gums_mouth'], w: { HEM: 5, ENT: -2.5, URO: -2, DEN: -2 } },
  // Bruises that come alone with gums that bleed: the blood's clotting, not the teeth.
  { all: ['bruising', 'gums_mouth', 'blood|bleeding'], w: { HEM: 3, DEN: -3.5 } },
  { all: ['blood_disease|hemophilia', 'gums_mouth', 'blood|bleeding'], w: { HEM: 3, DEN: -3.5 } },
  // A jaw that locks after a wound is tetanus: the infection clinic, not the neurologist.
  { all: ['trismus', 'wound|sharp_object|trauma'], w: { INF: 4, NEU: -2 } },
  // A diabetic who sweats with breathlessness, nausea or sudden weakness may be having a heart attack
  // without chest pain (the nerves that carry it are dulled): the cardiologist before the diabetologist.
  { all: ['diabetes', 'sweating', 'breath|nausea|vomiting|fatigue|weakness|back|jaw|arm_jaw'], w: { CAR: 3, END: -2.5 } },
  // The same heart attack without a sweat: a diabetic suddenly short of breath with a tiredness, a
  // nausea or a back that hurts. Vomiting with a fast breath (ketoacidosis), a sugar said high, a
  // thirst, ketones or a child keep the diabetologist.
  { all: ['diabetes', 'breath|breathless_severe', 'fatigue|nausea|weakness|back|sweating'], w: { CAR: 3.5, END: -3 } },
  { all: ['diabetes', 'breath|breathless_severe', 'vomiting|hyperglycemia|thirst|ketones|child'], w: { CAR: -3.5, END: 3 } },
  // An older person short of breath or sick with a sweat, no pain said: the heart before the gut.
  { all: ['older_adult', 'sweating', 'vomiting|nausea|breath|breathless_severe'], w: { CAR: 2.5, GAS: -2 } },
  // A jaw that hurts with a cold sweat and a sickness called indigestion: the heart, not the stomach.
  { all: ['jaw|arm_jaw', 'sweating', 'nausea|vomiting|heartburn|belly'], w: { CAR: 3, GAS: -3 } },
  // A kidney stone with a fever is the urologist's (the blocked kidney is drained).
  { all: ['stones', 'fever|chills'], w: { URO: 2.5, INF: -1.5 } },
  // Urine gone red, explained by a food or a hard run or not: the urologist, not the skin's 'red'.
  { all: ['red_urine', 'harmless_cause|exertion|trauma|episode_over'], w: { URO: 1.5, DER: -2, GAS: -1.5, ORT: -2 } },
  // Protein or foam in the urine of a diabetic: the kidney doctor (the diabetic kidney).
  { all: ['kidney_disease', 'diabetes'], w: { NEP: 2.5, END: -2 } },
  // Kidney cysts are no ovary's cyst.
  { all: ['kidney_cyst', 'female_organs'], w: { GYN: -4 } },
  // A burning when passing urine is the bladder's, not a burn of the skin.
  { all: ['burn_injury|burning', 'urine'], w: { URO: 2.5, DER: -3 } },
  // A missed dialysis is the kidney doctor's, whatever the breathlessness it causes.
  // The heart beating wrong, the breath short and the legs swollen are what the missed session left
  // behind (potassium and water): the dialysis team, not the heart doctor.
  { all: ['kidney_disease', 'missed_session'], w: { NEP: 6, PUL: -1.5, CAR: -3, END: -2 } },
  // An itch on dialysis is the kidneys' (the waste the sessions do not clear), not the skin's.
  { all: ['kidney_disease', 'itch'], w: { NEP: 2, DER: -2 } },
  // Skin coming off with sores in the mouth or the eyes after a medicine: the skin doctor (a drug reaction).
  { all: ['skin_peeling', 'medicine|mouth|eye|eye_symptoms|lips'], w: { DER: 3, DEN: -2, OPH: -2, INF: -1 } },
  // A heart that beats wrong after an electric shock is the danger (an arrhythmia to watch): the
  // cardiologist before the skin's small burn, the fall or the emergency physician.
  { all: ['electrocution|electricity', 'heart|palpitations|heart_unusual'], w: { CAR: 4, DER: -2.5, ORT: -2.5, GM: -1 } },
  // A known high pressure to follow, its medicine to change or an ECG to do: the cardiologist, as
  // Algerians with a pressure ask for him, before the family doctor's check-up (a kidney, a
  // pregnancy or a stroke beside it keep their own doctor).
  { all: ['blood_pressure', 'checkup|treatment_change|followup'], w: { CAR: 1.5, GM: -1.5 } },
  { all: ['blood_pressure', 'checkup|treatment_change|followup', 'kidney_disease|kidney|pregnancy|stroke|one_side_weakness'], w: { CAR: -1.5, GM: 1.5 } },
  { all: ['chest', 'pain'], w: { CAR: 1.6 } },
  // A cough with night sweats and weight loss is tuberculosis until shown otherwise: in Algeria
  // the chest physician (pneumo-phtisiology) runs its diagnosis and treatment.
  { all: ['cough', 'chills', 'weight'], w: { PUL: 4, INF: -1, END: -2 } },
  // Someone else's tuberculosis and a question whether to be tested: the chest physician screens the
  // contacts; one's own treatment and its controls stay with the infection clinic.
  { all: ['tuberculosis', 'test_question|prevention|checkup'], w: { PUL: 5, INF: -1.5 } },
  { all: ['tuberculosis', 'medicine|treatment_change|own_treatment|infection|urine'], w: { PUL: -5, INF: 1.5 } },
  { all: ['fever', 'bone|body_aches', 'pain'], w: { GM: 1.5, ORT: -1.5 } },
  { all: ['nose', 'cold_flu', 'recurrent|allergy|week_plus'], w: { ENT: 2 } },
  { all: ['joint_site|joints|crepitus', 'older_adult'], w: { RHU: 2, ORT: -0.5 } },
  // Lost speech with an arm that drops or a fall is a stroke before it is an injury.
  { all: ['speech_lost|slurred_speech|face_droop', 'limb|trauma'], w: { NEU: 3.5, ORT: -3 } },
  { all: ['chest', 'cough'], w: { PUL: 1.5, CAR: -1 } },
  { all: ['chest', 'breath'], w: { PUL: 0.6, CAR: 0.4 } },
  { all: ['chest', 'sweating'], w: { CAR: 1.2 } },
  // Pale and sweating with a chest pain is a heart in trouble, not an anaemia.
  { all: ['anemia', 'chest|heart|crushing', 'sweating|severe|breathless_severe'], w: { HEM: -3.5, CAR: 1.5 } },
  { all: ['chest', 'trauma'], w: { CAR: -3, PUL: -1.5, ORT: 2 } },
  { all: ['chest', 'bone'], w: { CAR: -2.5, PUL: -1, ORT: 1 } },
  { all: ['chest', 'breast'], w: { CAR: -2, PUL: -1.5 } },
  { all: ['chest', 'heartburn'], w: { CAR: -1.2 } },
  { all: ['crushing', 'chest'], w: { CAR: 1 } },
  { all: ['head', 'pain'], w: { NEU: 1.2 } },
  { all: ['head', 'pain', 'limb|joint_site|neck|back|chest|belly|tooth|ear|eye'], w: { NEU: -1.2 } },
  { all: ['headache', 'eye|vision'], w: { NEU: 1.5, OPH: -1.5 } },
  { all: ['headache', 'nausea|vomiting'], w: { NEU: 1, GAS: -1.5 } },
  { all: ['vertigo|dizziness', 'head'], w: { NEU: -0.4 } },
  { all: ['head', 'trauma'], w: { NEU: 1.5, ORT: -1.5 } },
  { all: ['belly', 'pain'], w: { GAS: 0.6 } },
  { all: ['belly', 'periods'], w: { GAS: -1.5, GYN: 0.6 } },
  { all: ['belly', 'pregnancy'], w: { GAS: -1.5 } },
  { all: ['belly', 'kidney'], w: { GAS: -1 } },
  { all: ['belly', 'urine'], w: { GAS: -1 } },
  { all: ['nausea', 'pregnancy'], w: { GYN: 1.5, GAS: -1.5 } },
  { all: ['vomiting', 'pregnancy'], w: { GYN: 1.5, GAS: -1.5 } },
  // The small troubles of a pregnancy (heartburn, constipation, a low blood count) and what she may take
  // for them are the obstetrician's, who knows what is safe for the baby.
  { all: ['pregnancy', 'heartburn|constipation|anemia'], w: { GYN: 2.5, GAS: -2, HEM: -2 } },
  { all: ['bleeding', 'pregnancy'], w: { GYN: 2 } },
  // A period late or a test just positive with a pain on one side of the belly, a shoulder tip or a
  // faint: a pregnancy outside the womb, the gynaecologist's, not the gut's or a fall's.
  { all: ['period_late|missed_period', 'belly|pain|flank', 'half_body|right_side|left_side|flank|right_lower_belly|fainting|joint_site|trauma'], w: { GYN: 4, GAS: -2.5, ORT: -3, GM: -1.5, URO: -1.5 } },
  { all: ['blood', 'pregnancy'], w: { GYN: 1.5, HEM: -0.5 } },
  { all: ['periods', 'pain'], w: { GYN: 0.6 } },
  { all: ['bleeding', 'periods'], w: { GYN: 1, HEM: -0.5 } },
  { all: ['breast', 'lump'], w: { ONC: 2.2, GYN: -0.5 } },
  { all: ['fever', 'cough'], w: { PUL: 0.6, INF: 0.4 } },
  { all: ['fever', 'chills'], w: { INF: 0.8 } },
  { all: ['fever', 'rash'], w: { INF: 1, DER: -0.8 } },
  { all: ['fever', 'stiff_neck'], w: { INF: 2, NEU: -0.4 } },
  // Bruises or spots with bleeding gums or nose and a fever: a blood disease (a leukaemia) before a meningitis.
  { all: ['fever', 'bruising|non_blanching', 'nosebleed|nose|gums_mouth|bleeding|anemia|blood_disease'], w: { HEM: 3, INF: -2.5 } },
  // A child (age unsaid) with fever and a stiff neck or spots that do not fade: the pediatrician first.
  { all: ['child', 'fever', 'stiff_neck|non_blanching'], w: { PED: 2.5 } },
  { all: ['fever', 'urine'], w: { URO: 0.6 } },
  { all: ['fever', 'throat'], w: { ENT: 0.4 } },
  { all: ['fever', 'diarrhea'], w: { INF: 0.8 } },
  { all: ['fever', 'weight'], w: { INF: 0.8, END: -1.5 } },
  { all: ['fever', 'lump'], w: { HEM: 1, INF: 0.5 } },
  { all: ['cough', 'weight'], w: { INF: 1.5, PUL: 0.6, END: -1.5 } },
  { all: ['cough', 'smoking'], w: { PUL: 1 } },
  { all: ['cough', 'blood'], w: { PUL: 2 } },
  { all: ['vomiting', 'blood'], w: { GAS: 1.5 } },
  { all: ['rectal', 'blood'], w: { GAS: 1 } },
  { all: ['urine', 'blood'], w: { URO: 2, HEM: -0.5 } },
  { all: ['nose', 'blood'], w: { ENT: 1.5, HEM: -0.3 } },
  { all: ['nose', 'bleeding'], w: { ENT: 1.5, HEM: -0.3 } },
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
  { all: ['diabetes', 'vision'], w: { OPH: 2 } },
  { all: ['diabetes', 'eye'], w: { OPH: 1.2 } },
  { all: ['diabetes', 'numbness|burning'], w: { END: 1.5 } },
  { all: ['diabetes', 'confusion|tremor|fainting|sweating'], w: { END: 2 } },
  { all: ['diabetes|hypoglycemia|hyperglycemia', 'unresponsive'], w: { END: 2.5, GM: -1.5 } },
  // A sugar or a thyroid read at a check-up or in a test result: the gland's specialist reads it.
  { all: ['thyroid|diabetes|hyperglycemia|hormones', 'checkup'], w: { END: 2, GM: -2 } },
  { all: ['kidney|kidney_disease', 'diabetes', 'checkup'], w: { NEP: 2, END: -2 } },
  { all: ['pregnancy', 'headache|vision|swelling|dizziness'], w: { GYN: 2 } },
  { all: ['blood_pressure', 'headache'], w: { CAR: 1.5 } },
  { all: ['blood_pressure', 'head'], w: { CAR: 1 } },
  { all: ['blood_pressure', 'pregnancy'], w: { GYN: 1 } },
  { all: ['palpitations', 'anxiety'], w: { PSY: 1.2 } },
  // A heart that races with a stress of the moment or a coffee, nothing
  // else of an anxiety illness: the cardiologist checks the rhythm first.
  { all: ['palpitations|heart', 'stress_trigger|coffee'], w: { CAR: 2.5, PSY: -2.5 } },
  // Once the heart is checked and clear, the stress that sets it off is the mind's again.
  { all: ['palpitations|heart', 'stress_trigger|coffee', 'checked_clear'], w: { CAR: -2.5, PSY: 2.5 } },
  // A heart racing, then dizzy and down: a faint from the rhythm, not an injury from the fall.
  { all: ['palpitations', 'trauma', 'dizziness|fainting'], w: { CAR: 3, ORT: -3.5 } },
  { all: ['palpitations', 'weight'], w: { END: 1.5 } },
  { all: ['palpitations', 'sweating', 'tremor'], w: { END: 2.5 } },
  { all: ['breath', 'anxiety'], w: { PSY: 0.6 } },
  { all: ['dizziness', 'ear'], w: { ENT: 1.5, NEU: -0.6 } },
  { all: ['dizziness', 'hearing'], w: { ENT: 1.5, NEU: -0.6 } },
  // A 'whistling' told with a blocked or dull ear is a ringing in that ear, not a wheezing chest.
  { all: ['hearing', 'asthma'], w: { ENT: 2, PUL: -2 } },
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
  { all: ['itch', 'rash'], w: { DER: 0.6 } },
  { all: ['skin', 'lump'], w: { DER: 1 } },
  { all: ['hair_nails', 'thyroid'], w: { DER: -1 } },
  { all: ['trauma', 'unresponsive'], w: { NEU: 0.5, ORT: -1 } },
  // Knocked out in a road crash or by a blow to the head, or bleeding from the ear after a fall and
  // not waking well: a head injury, the neurologist (and the neurosurgeon behind him) before the ear.
  // A collapse alone ('طاح وما يجاوبش') stays the emergency physician's.
  { all: ['vehicle|head_injury', 'unresponsive|drowsy'], w: { NEU: 2.5, GM: -1.5, ORT: -1 } },
  { all: ['trauma|vehicle', 'ear', 'bleeding|blood', 'unresponsive|drowsy|confusion|vomiting'], w: { NEU: 2.5, ENT: -3 } },
  { all: ['weight', 'lump'], w: { ONC: 1, END: -1.5 } },
  { all: ['fatigue', 'anemia'], w: { HEM: 0.5 } },
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
  // A leg swollen and a breath that fails all at once, after a journey, a birth or an operation: a
  // clot in the lung, the chest physician's (not the heart's failure, not the obstetrician's).
  { all: ['limb', 'swelling|leg_swelling_vascular', 'breath|breathless_severe|pleuritic|not_breathing', 'sudden|travel|postpartum|recent_surgery'], w: { PUL: 3.5, CAR: -2, GYN: -3 } },
  // A sudden stab on one side of the chest with the breath failing: a collapsed lung (a tall thin
  // young man's), the chest physician's, unless the signs of a heart attack are beside it.
  { all: ['chest_side|pleuritic', 'sudden', 'breath|breathless_severe|not_breathing'], w: { PUL: 3, CAR: -2 } },
  { all: ['chest_side|pleuritic', 'sudden', 'sweating|arm_jaw|crushing|older_adult'], w: { PUL: -3, CAR: 2 } },
  // Swollen ankles with breathlessness on effort: the heart, not the joints.
  { all: ['breath', 'swelling', 'joint_site'], w: { CAR: 2.5, ORT: -2, RHU: -1.5 } },
  { all: ['halos', 'headache|vomiting'], w: { OPH: 2, NEU: -2 } },
  { all: ['cough', 'chills'], w: { INF: 1.5 } },
  { all: ['cough', 'week_plus'], w: { INF: 0.6, PUL: 0.4 } },
  // A cough that lingers two weeks or more after a cold, nothing alarming beside it: no longer the
  // family doctor's cold but the chest physician's (Algeria screens a cough past 15 days).
  { all: ['cough', 'two_weeks_plus'], w: { PUL: 1.8, GM: -1.5, INF: -0.6 } },
  { all: ['cough', 'two_weeks_plus', 'fever|chills'], w: { PUL: -1.8, GM: 1.5, INF: 0.6 } },
  { all: ['fever', 'week_plus'], w: { INF: 1.6, GM: -0.6 } },
  { all: ['blood_disease', 'throat|ear'], w: { ENT: 1.5, INF: 0.5, HEM: -2 } },
  { all: ['blood_disease', 'weight|chills'], w: { HEM: 2 } },
  { all: ['blood_disease', 'fever'], w: { INF: 1.5, HEM: -1 } },
  { all: ['diabetes', 'wound|skin_conditions'], w: { END: 1.5, DER: -1 } },
  { all: ['fever', 'bruising'], w: { INF: 2, HEM: -1.5 } },
  { all: ['weakness', 'sudden', 'limb|face|joint_site'], w: { NEU: 3 } },
  { all: ['weakness', 'one_side_weakness'], w: { NEU: 1 } },
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
  { all: ['fainting|unresponsive', 'exertion|lifting'], w: { CAR: 3, GM: -1, ORT: -0.5 } },
  // One faint or a passing dizziness with its harmless cause, over or already checked: the family doctor.
  { all: ['fainting|dizziness', 'harmless_cause|episode_over|checked_clear|faint_trigger'], w: { GM: 2.5, NEU: -1.5 } },
  { all: ['hair_nails', 'postpartum|pregnancy'], w: { DER: 1.5, GYN: -1.5 } },
  { all: ['tooth', 'trauma'], w: { DEN: 1, ORT: -2.5 } },
  { all: ['child', 'slurred_speech'], w: { PED: 1.5, NEU: -1 } },
  { all: ['asthma|breath', 'slurred_speech'], w: { NEU: -3, PUL: 1 } },
  { all: ['wound', 'bleeding'], w: { GM: 1 } },
  { all: ['belly|right_lower_belly', 'pain', 'fever'], w: { GAS: 1.2, INF: -1.2 } },
  { all: ['right_lower_belly', 'fever|vomiting'], w: { GAS: 1 } },
  { all: ['joint_site', 'swelling', 'exertion|lifting|trauma'], w: { ORT: 2, RHU: -1.5 } },
  { all: ['headache', 'reading|eye_symptoms'], w: { OPH: 1.8, NEU: -1.2 } },
  // A headache behind the eyes or after a day at the screen, sight not in question: the neurologist
  // (a tension headache); behind the eyes when reading stays the eye doctor's.
  { all: ['headache', 'behind_eyes|screen'], w: { NEU: 4, OPH: -4.5 } },
  { all: ['headache', 'behind_eyes', 'reading'], w: { OPH: 5, NEU: -4 } },
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
  // A throat that closes or a breath that fails after a food, a medicine or a sting: the emergency
  // physician (adrenaline first), not the throat's, the lungs' or the heart's doctor.
  { all: ['anaphylaxis', 'allergen|sting|allergy', 'throat|breath|breathless_severe|swallowing|closing|asthma'], w: { GM: 3, ENT: -1.5, PUL: -1.5, CAR: -1.5 } },
  { all: ['anaphylaxis', 'allergen|sting|allergy', 'child|infant'], w: { GM: -3, PED: 3 } },
  { all: ['poisoning', 'headache|dizziness|head|vertigo'], w: { GM: 2.5, NEU: -2, ENT: -1 } },
  { all: ['pregnancy', 'no_movement|fetal_movement'], w: { GYN: 2, PED: -2 } },
  { all: ['melena|hemoptysis', 'fainting|dizziness'], w: { NEU: -1.5 } },
  // Blood from the back passage with a faint or dizziness is a gut bleed: the gut doctor, not the nerves.
  { all: ['rectal', 'blood|bleeding', 'fainting|dizziness|anemia'], w: { GAS: 2.5, NEU: -2.5, DER: -2 } },
  { all: ['pulmonary_edema', 'breath|cough|lungs'], w: { CAR: 2.5, PUL: -2.5 } },
  { all: ['male_organs|erection', 'diabetes'], w: { URO: 1.5, END: -1.5 } },
  { all: ['not_breathing|unresponsive', 'trauma'], w: { ORT: -3 } },
  { all: ['lips', 'bruising'], w: { PUL: 3, HEM: -3.5 } },
  { all: ['ingestion', 'child|infant'], w: { PED: 1 } },
  // A child who swallowed a product or someone's pills is the pediatrician's, whatever the pills
  // treat (a grandmother's pressure or sugar) or the product touches.
  { all: ['ingestion', 'child|infant'], w: { PED: 3, CAR: -3, END: -3, GAS: -2, DEN: -2 } },
  { all: ['ingestion', 'overdose'], w: { GM: -1.2 } },
  { all: ['cold_flu|nose', 'eye|eye_symptoms'], w: { ENT: 2.5, OPH: -2.5 } },
  { all: ['itch', 'weight|chills'], w: { HEM: 2.5, DER: -2, END: -1.2 } },
  { all: ['headache|head', 'nose'], w: { ENT: 2, NEU: -1.5 } },
  { all: ['neck|back', 'numbness', 'limb'], w: { ORT: 1.5, NEU: -1.5 } },
  { all: ['urine', 'smell'], w: { URO: 1.5, GAS: -2.8 } },
  { all: ['itch|rash', 'body_aches'], w: { GM: -1.5, INF: -0.5, RHU: -0.4 } },
  { all: ['gums_mouth|mouth', 'rash|skin_conditions|itch'], w: { DEN: 2, DER: -2.5 } },
  { all: ['mouth', 'heartburn|belly|nausea'], w: { DEN: -1.6, ENT: -0.6 } },
  { all: ['lump|swelling', 'neck', 'swallowing'], w: { END: 3, ONC: -1 } },
  { all: ['big_toe', 'swelling|pain'], w: { RHU: 1.2, ORT: -1 } },
  { all: ['urine|urinary_symptoms', 'yellow|liver'], w: { GAS: 1.5, URO: -2 } },
  { all: ['female_organs', 'ear|eye|nose'], w: { GYN: -3.5 } },
  { all: ['chest', 'breath', 'travel'], w: { PUL: 2, CAR: -1 } },
  { all: ['head_injury', 'vomiting|headache'], w: { NEU: 1, GAS: -2 } },
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
  { all: ['fever', 'travel'], w: { INF: 1 } },
  { all: ['face', 'rash|itch|acne'], w: { DER: 0.8 } },
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
  { all: ['cooking_heat|heat_source', 'burning|peeling|no_blisters', 'limb|joint_site|face|skin'], w: { DER: 3.5, ORT: -3, NEU: -1.5, PED: -1, RHU: -1 } },
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
  // A cut from a fall is stitched by the general practitioner unless a bone is involved.
  { all: ['wound', 'trauma'], w: { ORT: -1.5, GM: 0.5 } },
  // A boy's testicle goes to the urologist, whatever his age.
  { all: ['testicle', 'child'], w: { URO: 2, PED: -2 } },
  // A lump in a testicle is the urologist's first (the scan, then the surgeon if needed), not the oncologist's.
  { all: ['testicle', 'lump'], w: { URO: 2.5, ONC: -2.5 } },
  // 'Glands' in the neck and armpit are lymph nodes, not the thyroid.
  { all: ['hormones|thyroid', 'armpit'], w: { HEM: 4, END: -3.5 } },
  // Joint pain for weeks is a joint disease before it is an injury (a fall says otherwise).
  { all: ['joint_site|joints', 'week_plus'], w: { RHU: 1.2, ORT: -0.6 } },
  // A shoulder that hurts on raising the arm is a tendon, for the orthopaedist, however long it lasts.
  { all: ['shoulder', 'raise'], w: { ORT: 2.5, RHU: -1.8 } },
  // One joint gone hot, red and swollen with a fever (a septic or a crystal arthritis): the rheumatologist
  // drains and tests it, before the infection clinic.
  { all: ['joint_site', 'fever', 'inflammation'], w: { RHU: 3.5, INF: -2.5, GM: -1, END: -1 } },
  // A stone that hit the eye or the head is not a kidney stone.
  { all: ['stones', 'eye|head|face'], w: { URO: -3.5, NEP: -1.2 } },
  // A childhood rash in an adult goes to infectious diseases.
  { all: ['childhood_infection', 'adult'], w: { PED: -3, INF: 3 } },
  // Legs or ankles swelling by the evening, without an injury: the heart before the joints.
  { all: ['swelling', 'limb|joint_site', 'evening'], w: { CAR: 2.5, ORT: -2, RHU: -1.5 } },
  // Hands stiff in the morning: a joint disease.
  { all: ['stiff', 'limb|joint_site|joints', 'morning'], w: { RHU: 2.5, ORT: -1 } },
  // A back that hurts on waking for weeks, or that eases on moving: an inflamed spine, the rheumatologist.
  { all: ['back', 'eases_moving'], w: { RHU: 3, ORT: -1.5 } },
  { all: ['back', 'morning', 'week_plus|stiff'], w: { RHU: 2.5, ORT: -1.5 } },
  // Fingers or wrists swollen in the morning, without an injury: a joint disease.
  { all: ['swelling', 'limb|joint_site|joints', 'morning'], w: { RHU: 3, ORT: -2 } },
  // A dog bite on a limb or a child: rabies prophylaxis first.
  { all: ['dog', 'limb|wound|face|trauma|child'], w: { INF: 4, ORT: -2.5, PED: -1 } },
  // A snake or a scorpion: the emergency physician, whatever the bite's words point to (gums that
  // bleed, a racing heart, a swollen ankle).
  { all: ['snake', 'limb|gums_mouth|swelling|bleeding'], w: { GM: 3, DEN: -3, RHU: -2, HEM: -1 } },
  { all: ['scorpion', 'palpitations|heart|sweating|limb'], w: { GM: 2, CAR: -2, ORT: -1 } },
  // Skin peeling with sores in the mouth after a medicine: the dermatologist, not the dentist.
  { all: ['skin_peeling', 'gums_mouth|mouth'], w: { DER: 2.5, DEN: -3 } },
  // A thyroid cancer followed up: the oncologist.
  { all: ['cancer', 'thyroid'], w: { ONC: 2.5, END: -1.5 } },
  // Stones in the gallbladder: the gut, not the kidney.
  { all: ['stones', 'liver'], w: { GAS: 4, URO: -4, NEP: -2 } },
  // Vaccines or advice before a journey or a pilgrimage: the infectious-diseases doctor.
  { all: ['travel', 'prevention'], w: { INF: 3, GM: -1 } },
  // A renewal or a follow-up of a named chronic complaint: its specialist, not the family doctor.
  { all: ['checkup|followup', 'asthma|inhaler'], w: { PUL: 2, GM: -1.5 } },
  { all: ['checkup|followup', 'vision|eye'], w: { OPH: 2, GM: -1.5 } },
  // A check-up for a child: the pediatrician.
  { all: ['checkup', 'child|infant|newborn'], w: { PED: 2, GM: -1 } },
  // 'The baby' of a pregnant woman is the one she carries: the obstetrician's.
  { all: ['pregnancy', 'infant|child'], w: { GYN: 3, PED: -3 } },
  // Tonsils or sore throats that keep coming back: the ENT surgeon, even in a child.
  { all: ['throat', 'recurrent'], w: { ENT: 2.5, PED: -1.5 } },
  // A racing heart or a tight chest in panic, already checked and clear: the psychiatrist.
  { all: ['anxiety', 'checked_clear|followup'], w: { PSY: 2.5, CAR: -2 } },
  // No thought of self-harm, said unasked, with exhaustion or sleepless nights: a low mood, the psychiatrist.
  { all: ['suicidal_denied', 'fatigue|sleep|unable'], w: { PSY: 2.5, GM: -1.5, HEM: -1, NEU: -1 } },
  // A swollen calf, then breath short all at once or painful on breathing in, after a birth, a
  // long journey or an operation: a clot in the lung, the chest physician's before the heart's.
  { all: ['limb', 'swelling', 'breath|breathless_severe', 'sudden|pleuritic|travel|postpartum|recent_surgery'], w: { PUL: 3.5, CAR: -1.5, GYN: -2, ORT: -1, RHU: -1 } },
  // A tooth that hurts with cold or sweets ('sucre', 'حلو' read as sugar): the dentist, not the diabetologist.
  { all: ['tooth', 'diabetes', 'pain|cold_intolerance'], w: { DEN: 2, END: -2.5 } },
  // The family doctor named as the one who found it and sent the patient on (a thyroid, a blood
  // count): the specialist asked for, not the family doctor again.
  { all: ['general_doctor', 'referred_on|thyroid|blood_disease|sickle_cell'], w: { GM: -3 } },
  // Cold all the time with a weight gained or a tiredness: a slow thyroid.
  { all: ['cold_intolerance', 'weight|fatigue'], w: { END: 2, GM: -1 } },
  // A panic told with the feeling of dying and a heart already checked and clear: the psychiatrist.
  { all: ['doom', 'checked_clear'], w: { PSY: 3, CAR: -2.5, NEU: -1.5, PUL: -1 } },
  // A child in contact with meningitis, for a treatment or a vaccine: the infection clinic before the pediatrician.
  { all: ['prevention', 'stiff_neck', 'child|infant'], w: { INF: 1.5, PED: -1.5 } },
  // Hands or fingers going numb at night or on waking (a trapped nerve at the wrist): the neurologist.
  { all: ['numbness', 'limb', 'evening|wake|sleep|morning'], w: { NEU: 2, RHU: -0.8, ORT: -0.8, GM: -0.5 } },
  // Acid coming up to the throat at night or after meals is the stomach's, whatever the throat says.
  { all: ['heartburn', 'throat', 'spreading|evening|sleep|meals|recurrent'], w: { GAS: 1.5, ENT: -2 } },
  // A nose that bleeds again and again, even a child's: the ENT surgeon.
  { all: ['nose|nosebleed', 'blood|bleeding|nosebleed', 'child|infant|recurrent'], w: { ENT: 2, PED: -1.5 } },
  // Something gone into the ear (a chickpea, a stick, an insect), a child's too: the ENT takes it out.
  { all: ['ear', 'went_in'], w: { ENT: 4, PED: -3, DER: -2.5, DEN: -2 } },
  // A fish bone or something stuck in the throat: the ENT, not the skin's scratch or the family doctor.
  { all: ['fish_bone'], w: { ENT: 2, DER: -2, GM: -2 } },
  // A scope asked for after a relative's cancer (or to prevent one): the gut doctor who does it.
  { all: ['scope_exam', 'family_history|prevention'], w: { GAS: 2.5, ONC: -2 } },
  // A head knocked, then vomiting, drowsy or confused, or an older person's: the brain (a bleed), not the bones.
  { all: ['head_injury', 'vomiting|confusion|floppy|older_adult'], w: { NEU: 2, ORT: -2 } },
  // A child's knock on the head with nothing after is the pediatrician's, not the bone doctor's;
  // vomiting, drowsy or confused after it, the brain's (the line below takes the share back).
  { all: ['head_injury', 'child'], w: { PED: 3, ORT: -2, NEU: -1 } },
  { all: ['head_injury', 'child', 'vomiting|confusion|floppy|drowsy'], w: { PED: -3, NEU: 1 } },
  // Fever with confusion and shivers or a low pressure is a sepsis, whatever the infection started
  // from (a diabetic foot, the urine): the infection doctor before the organ's.
  { all: ['fever', 'confusion', 'tremor|chills|low_pressure'], w: { INF: 3, END: -3, URO: -2.5 } },
  // The same in an older person, the low pressure read as the heart's and the shaking as the nerves'.
  { all: ['fever', 'confusion', 'tremor|chills|low_pressure', 'older_adult|elderly|urine|urinary_symptoms|wound'], w: { INF: 3, CAR: -3, NEU: -2.5 } },
  // A back that hurts since lifting or carrying a load: the bones, not the kidneys.
  { all: ['back', 'lifting', 'pain'], w: { ORT: 1.5, URO: -2, NEP: -1 } },
  // A swollen front of the neck with a racing heart, a tremor or sweats: the thyroid (with a weight
  // loss alone, a swelling of the neck may be a tumour: 'ورم' is both).
  { all: ['neck', 'swelling', 'palpitations|tremor|sweating'], w: { END: 3, CAR: -2, PSY: -1 } },
  // Late in a pregnancy, a headache with stars before the eyes or swollen legs: the obstetrician
  // (pre-eclampsia), not the eye doctor or the heart.
  { all: ['pregnancy', 'head|headache', 'vision|eye'], w: { GYN: 4, OPH: -4 } },
  { all: ['late_pregnancy', 'swelling|blood_pressure'], w: { GYN: 1.5, CAR: -2 } },
  // A red patch in the white of the eye after a coughing fit: the eye doctor, not the cough's.
  { all: ['eye_red_spot', 'cough|cold_flu'], w: { OPH: 1.5, GM: -1, PUL: -1.5, ENT: -1 } },
  // A known overactive thyroid with a racing heart or a tremor: the thyroid's doctor, fever or not.
  { all: ['thyroid', 'tremor|palpitations|heart|sweating'], w: { END: 2, INF: -1, CAR: -1 } },
  // A pain between the shoulder blades that starts all at once or with a high pressure: the aorta
  // or the heart before the back (whatever was being lifted).
  { all: ['between_shoulders', 'sudden|blood_pressure'], w: { CAR: 2, ORT: -2 } },
  // Kilos said beside lifting are the load's ('a 25 kg bag of semolina'), not the patient's weight.
  { all: ['lifting', 'weight'], w: { END: -2.2, GM: -0.6 } },
  // Short of breath with a chest pain or a swollen leg in the weeks after an operation: a clot in
  // the lung, the chest physician's before the heart's.
  { all: ['recent_surgery', 'breath|breathless_severe', 'chest|swelling|pleuritic'], w: { PUL: 2, CAR: -1.5 } },
  // A burning with a blister on the skin (a small burn from the pan, a scald): the skin doctor.
  { all: ['burning', 'peeling', 'limb|face'], w: { DER: 2.8, GM: -1, NEU: -0.8, ORT: -0.8 } },
  // A head that aches, with the sight named (blurred, or said to be fine): the neurologist, as for
  // 'headache' (the pain named in two words does not make it the eye doctor's).
  { all: ['head', 'pain', 'vision'], w: { NEU: 2, OPH: -2 } },
  // One pupil larger after a fall or a knock, or with vomiting or drowsiness: the neurologist (the
  // neurosurgeon behind him), even in a child.
  { all: ['unequal_pupils', 'trauma|head_injury|vomiting|floppy|confusion'], w: { NEU: 3, PED: -2, OPH: -2, ORT: -2 } },
  // A child in contact with a contagious disease (meningitis at school), well himself: the
  // infection clinic decides on the preventive treatment, not the pediatrician.
  { all: ['contagion_contact', 'stiff_neck|infectious_diseases|childhood_infection'], w: { INF: 2.5, PED: -2, NEU: -1.5 } },
];
