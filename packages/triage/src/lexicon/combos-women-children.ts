import type { Combo } from './types.ts';

/** Combinations whose strongest vote goes to pregnancy, women and children. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const WOMEN_CHILDREN_COMBOS: Combo[] = [
  // A child's vaccines and growth are the pediatrician's; a meningitis vaccine is the infection clinic's.
  { all: ['prevention', 'child|infant|newborn'], w: { PED: 1.5, GM: -1 } },
  { all: ['prevention', 'stiff_neck'], w: { INF: 2.5, NEU: -2.5 } },
  // Fits in pregnancy are eclampsia until shown otherwise: the obstetrician.
  { all: ['pregnancy', 'seizure|seizure_now'], w: { GYN: 3, NEU: -2 } },
  // A scorpion or a snake in a child is the pediatrician's (a child's dose of venom is larger for the body).
  { all: ['scorpion|snake', 'child|infant'], w: { PED: 3 } },
  // Kidney cysts are no ovary's cyst.
  { all: ['kidney_cyst', 'female_organs'], w: { GYN: -4 } },
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
  // A small lump in the breast that moves under the finger (a fibroadenoma's mark, a young woman's),
  // a cancer only feared: the gynaecologist examines it first.
  { all: ['breast', 'lump', 'move'], w: { GYN: 5, ONC: -4.5, DER: -1.5, PSY: -1 } },
  // A breast lump already examined and found benign (a fibroadenoma), followed up: the
  // gynaecologist's, not the cancer clinic's. (A screening asked after a relative's breast cancer is
  // sent to the oncologist by some sets and to the gynaecologist by others: left to the lexicon.)
  // A benign finding in the breast is a lump or a cyst even when the lump is said with the breast
  // ('boule f sderha ... kyste benin').
  { all: ['breast', 'benign'], w: { GYN: 4, ONC: -4 } },
  // A small lump felt before the period that goes after it comes and goes with the cycle (a
  // fibrocystic breast): the gynaecologist's.
  { all: ['breast', 'lump', 'periods'], w: { GYN: 4, ONC: -3.5 } },
  { all: ['fever', 'cough'], w: { PUL: 0.6, INF: 0.4 } },
  { all: ['fever', 'chills'], w: { INF: 0.8 } },
  { all: ['fever', 'rash'], w: { INF: 1, DER: -0.8 } },
  { all: ['fever', 'stiff_neck'], w: { INF: 2, NEU: -0.4 } },
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
  // A child who swallowed a product or someone's pills is the pediatrician's, whatever the pills
  // treat (a grandmother's pressure or sugar) or the product touches; so is a harmless swallow
  // (toothpaste while his teeth are brushed, chalk), not the dentist's.
  { all: ['ingestion|harmless_swallow', 'child|infant'], w: { PED: 3, CAR: -3, END: -3, GAS: -2, DEN: -2 } },
  { all: ['ingestion', 'overdose'], w: { GM: -1.2 } },
  { all: ['cold_flu|nose', 'eye|eye_symptoms'], w: { ENT: 2.5, OPH: -2.5 } },
  { all: ['itch', 'weight|chills'], w: { HEM: 2.5, DER: -2, END: -1.2 } },
  { all: ['headache|head', 'nose'], w: { ENT: 2, NEU: -1.5 } },
  // A headache with a cold that lasts, around the eyes or worse bending down: the sinuses.
  { all: ['headache|head', 'cold_flu', 'eye|week_plus'], w: { ENT: 2.5, NEU: -2 } },
  // A headache with a cold and the nose blocked: the sinuses filled, the ENT's before a plain cold's.
  { all: ['headache', 'cold_flu', 'nose'], w: { ENT: 1.5, GM: -1 } },
  // A spot red as blood in an eye is the eye's (a burst vessel), not a skin mark.
  { all: ['eye', 'skin_conditions', 'blood|red'], w: { OPH: 2.5, DER: -2.5 } },
  { all: ['neck|back', 'numbness', 'limb'], w: { ORT: 1.5, NEU: -1.5 } },
  { all: ['urine', 'smell'], w: { URO: 1.5, GAS: -2.8 } },
  { all: ['itch|rash', 'body_aches'], w: { GM: -1.5, INF: -0.5, RHU: -0.4 } },
  { all: ['gums_mouth|mouth', 'rash|skin_conditions|itch'], w: { DEN: 2, DER: -2.5 } },
  { all: ['mouth', 'heartburn|belly|nausea'], w: { DEN: -1.6, ENT: -0.6 } },
  { all: ['lump|swelling', 'neck', 'swallowing'], w: { END: 3, ONC: -1 } },
  { all: ['big_toe', 'swelling|pain'], w: { RHU: 1.2, ORT: -1 } },
  { all: ['urine|urinary_symptoms', 'yellow|liver'], w: { GAS: 1.5, URO: -2 } },
  // A discharge said of an eye, an ear or the nose is that organ's ('افرازات', 'pertes', 'ifrazat').
  { all: ['female_organs', 'ear|eye|eye_symptoms|nose|hearing'], w: { GYN: -3.5 } },
  { all: ['chest', 'breath', 'travel'], w: { PUL: 2, CAR: -1 } },
  { all: ['head_injury', 'vomiting|headache'], w: { NEU: 1, GAS: -2 } },
  // A check-up for a child: the pediatrician.
  { all: ['checkup', 'child|infant|newborn'], w: { PED: 2, GM: -1 } },
  // A baby's fever said to come with teeth: the pediatrician rules the fever out, not the dentist.
  { all: ['infant', 'tooth', 'fever'], w: { PED: 2, DEN: -2 } },
  // 'The baby' of a pregnant woman is the one she carries: the obstetrician's.
  { all: ['pregnancy', 'infant|child'], w: { GYN: 3, PED: -3 } },
  // A baby with its age in weeks since birth ('bebe ta3i 3 semaines', 'my baby of 3 weeks') is born:
  // the midwife or the breast named with it ('la sage femme', 'ras sdri') do not make it the one carried.
  { all: ['pregnancy', 'newborn'], w: { GYN: -3, PED: 3 } },
  // A baby who brings up milk with a streak of blood, the mother's nipple cracked: whether the blood is
  // the mother's is the pediatrician's question, not the breast's.
  { all: ['spits_up_milk|vomiting|feeding', 'breast', 'blood|bleeding', 'infant|newborn'], w: { PED: 3, GYN: -3, ONC: -1.5 } },
  // A child's knock on the head with nothing after is the pediatrician's, not the bone doctor's;
  // vomiting, drowsy or confused after it, the brain's (the line below takes the share back).
  { all: ['head_injury', 'child'], w: { PED: 3, ORT: -2, NEU: -1 } },
  { all: ['head_injury', 'child', 'vomiting|confusion|floppy|drowsy'], w: { PED: -3, NEU: 1 } },
  // Late in a pregnancy, a headache with stars before the eyes or swollen legs: the obstetrician
  // (pre-eclampsia), not the eye doctor or the heart.
  { all: ['pregnancy', 'head|headache', 'vision|eye'], w: { GYN: 4, OPH: -4 } },
  { all: ['late_pregnancy', 'swelling|blood_pressure'], w: { GYN: 1.5, CAR: -2 } },
  // Feet or legs that swell a little in a pregnancy (at the day's end, late in it, the pressure
  // measured): the obstetrician checks the pressure and the urine, not the heart's failure an
  // evening swelling means otherwise. A leg swollen with a sudden breathlessness stays a clot.
  { all: ['pregnancy', 'swelling', 'limb|joint_site', 'evening|blood_pressure|late_pregnancy|trace'], w: { GYN: 2, CAR: -3, ORT: -1 } },
  // A child who drools, cannot swallow even his spit and breathes leaning forward, with a fever: the
  // epiglottis or an abscess of the throat, the ENT's airway before the pediatrician.
  { all: ['child', 'drool', 'fever', 'breath|swallowing|throat'], w: { ENT: 4, PED: -3 } },
  // Burning or frequent urine in a pregnancy: the obstetrician treats it (and checks the pregnancy).
  { all: ['pregnancy', 'urine|urinary_symptoms'], w: { GYN: 2.5, URO: -2 } },
  // A pregnant woman who fell or was hit, with her belly, back or the baby's moves named: the
  // obstetrician checks the pregnancy; a broken bone still goes to the bone doctor (fracture votes).
  { all: ['pregnancy', 'trauma', 'belly|back|moves_well|fetal_movement|no_movement|checked_clear'], w: { GYN: 3, ORT: -2.5 } },
  // A child's eye that was hit, or that stays red after: the eye doctor examines it.
  { all: ['child', 'eye|eye_symptoms|eye_red_spot', 'trauma|struck'], w: { OPH: 3, PED: -2.5 } },
  // A red patch in the white of a child's eye, or a child's nose that bled: the organ's doctor
  // (the eye doctor, the ENT), the child's age alone not making it the pediatrician's.
  { all: ['eye_red_spot', 'child|infant'], w: { OPH: 1.5, PED: -1.5 } },
  { all: ['child', 'nose|nosebleed', 'blood|bleeding|nosebleed'], w: { ENT: 2, PED: -1 } },
];
