import type { Combo } from './types.ts';

/** Combinations whose strongest vote goes to the heart, the chest, the kidneys and the urinary tract. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const HEART_CHEST_KIDNEY_COMBOS: Combo[] = [
  // A faint already traced by an ECG, a follow-up wanted: the cardiologist who reads the tracing.
  { all: ['fainting|unresponsive', 'heart_test'], w: { CAR: 5, GM: -1.5 } },
  // A chest that tightens with stress, its heart signs denied one by one: the cardiologist's ECG to
  // reassure, before the mind (the signs once read kept it there).
  { all: ['chest', 'dangers_denied', 'anxiety|stress_trigger'], w: { CAR: 1.5, PSY: -1 } },
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
  // A patch asked about to stop smoking is a nicotine patch, not a rash.
  { all: ['quit_smoking', 'rash'], w: { DER: -4, PUL: 1 } },
  // A kidney stone with a fever is the urologist's (the blocked kidney is drained).
  { all: ['stones', 'fever|chills'], w: { URO: 2.5, INF: -1.5 } },
  // Urine gone red, explained by a food or a hard run or not: the urologist, not the skin's 'red'.
  { all: ['red_urine', 'harmless_cause|exertion|trauma|episode_over'], w: { URO: 1.5, DER: -2, GAS: -1.5, ORT: -2 } },
  // Protein or foam in the urine of a diabetic: the kidney doctor (the diabetic kidney).
  { all: ['kidney_disease', 'diabetes'], w: { NEP: 2.5, END: -2 } },
  // A kidney patient (on dialysis) whose heart beats wrong: the potassium, the kidney doctor's.
  { all: ['kidney_disease', 'heart|palpitations'], w: { NEP: 2, CAR: -2 } },
  // A buzzing in the ears said with a raised pressure: the pressure's sign, the cardiologist's.
  { all: ['blood_pressure', 'ear|hearing'], w: { CAR: 2, ENT: -2 } },
  // Foam in the urine with eyelids puffy in the morning or ankles swollen: the kidney leaking
  // protein (a nephrotic syndrome), the kidney doctor, not the joints' or the eyes'.
  { all: ['kidney_disease', 'eye|face|ankle|joint_site|limb', 'swelling'], w: { NEP: 2.5, RHU: -2, OPH: -2 } },
  // A burning when passing urine is the bladder's, not a burn of the skin.
  { all: ['burn_injury|burning', 'urine'], w: { URO: 2.5, DER: -3 } },
  // The Darija burning ('7ri9a', 'حريقة') is the stomach's word, but said with the urine it is the bladder's.
  { all: ['heartburn', 'urine'], w: { URO: 2.5, GAS: -3 } },
  // A missed dialysis is the kidney doctor's, whatever the breathlessness it causes.
  // The heart beating wrong, the breath short and the legs swollen are what the missed session left
  // behind (potassium and water): the dialysis team, not the heart doctor.
  { all: ['kidney_disease', 'missed_session'], w: { NEP: 6, PUL: -1.5, CAR: -3, END: -2 } },
  // An itch on dialysis is the kidneys' (the waste the sessions do not clear), not the skin's.
  { all: ['kidney_disease', 'itch'], w: { NEP: 2, DER: -2 } },
  // A heart that beats wrong after an electric shock is the danger (an arrhythmia to watch): the
  // cardiologist before the skin's small burn, the fall or the emergency physician.
  { all: ['electrocution|electricity', 'heart|palpitations|heart_unusual'], w: { CAR: 4, DER: -2.5, ORT: -2.5, GM: -1 } },
  // A current that knocked someone out, with no word of the heart: the emergency physician's; the
  // word for the current ('triciti', 'كهرباء') is then no nerve pain.
  { all: ['electrocution|electricity', 'fainting|unresponsive|wake'], w: { GM: 1, NEU: -3, PED: -1 } },
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
  // A heart that races with a stress of the moment or a coffee, nothing
  // else of an anxiety illness: the cardiologist checks the rhythm first.
  { all: ['palpitations|heart', 'stress_trigger|coffee'], w: { CAR: 2.5, PSY: -2.5 } },
  // A heart racing, then dizzy and down: a faint from the rhythm, not an injury from the fall.
  { all: ['palpitations', 'trauma', 'dizziness|fainting'], w: { CAR: 3, ORT: -3.5 } },
  { all: ['palpitations', 'weight'], w: { END: 1.5 } },
  { all: ['palpitations', 'sweating', 'tremor'], w: { END: 2.5 } },
  { all: ['breath', 'anxiety'], w: { PSY: 0.6 } },
  { all: ['dizziness', 'ear'], w: { ENT: 1.5, NEU: -0.6 } },
  { all: ['dizziness', 'hearing'], w: { ENT: 1.5, NEU: -0.6 } },
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
  // A lung cancer feared by a smoker (or an ex-smoker) who asks to be checked: the chest physician
  // screens it; a lung cancer already found stays the oncologist's (no screening word with it).
  { all: ['lungs', 'cancer', 'smoking|quit_smoking|test_question|prevention'], w: { PUL: 3, ONC: -2.5, PSY: -2 } },
  // A parent or sibling dead of or struck by a heart attack, and a heart check wanted: the
  // cardiologist screens, however afraid the message sounds (not the psychiatrist).
  { all: ['family_history', 'heart|heart_attack', 'checkup|prevention|test_question'], w: { CAR: 4, PSY: -4, GM: -1 } },
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
  // A boy's testicle goes to the urologist, whatever his age.
  { all: ['testicle', 'child'], w: { URO: 2, PED: -2 } },
  // A lump in a testicle is the urologist's first (the scan, then the surgeon if needed), not the oncologist's.
  { all: ['testicle', 'lump'], w: { URO: 2.5, ONC: -2.5 } },
  // So is a testicle feared to be a cancer: the urologist examines it first.
  { all: ['testicle', 'cancer'], w: { URO: 2, ONC: -2 } },
  // A prostate cancer in the family and a PSA or a check asked: the urologist screens.
  { all: ['male_organs', 'cancer', 'test_question|prevention|family_history'], w: { URO: 3, ONC: -3 } },
  // A stone that hit the eye or the head is not a kidney stone.
  { all: ['stones', 'eye|head|face'], w: { URO: -3.5, NEP: -1.2 } },
  // Legs or ankles swelling by the evening, without an injury: the heart before the joints.
  { all: ['swelling', 'limb|joint_site', 'evening'], w: { CAR: 2.5, ORT: -2, RHU: -1.5 } },
  // A renewal or a follow-up of a named chronic complaint: its specialist, not the family doctor.
  { all: ['checkup|followup', 'asthma|inhaler'], w: { PUL: 2, GM: -1.5 } },
  { all: ['checkup|followup', 'vision|eye'], w: { OPH: 2, GM: -1.5 } },
  // A swollen calf, then breath short all at once or painful on breathing in, after a birth, a
  // long journey or an operation: a clot in the lung, the chest physician's before the heart's.
  { all: ['limb', 'swelling', 'breath|breathless_severe', 'sudden|pleuritic|travel|postpartum|recent_surgery'], w: { PUL: 3.5, CAR: -1.5, GYN: -2, ORT: -1, RHU: -1 } },
  // A pain between the shoulder blades that starts all at once or with a high pressure: the aorta
  // or the heart before the back (whatever was being lifted).
  { all: ['between_shoulders', 'sudden|blood_pressure'], w: { CAR: 2, ORT: -2 } },
  // Short of breath with a chest pain or a swollen leg in the weeks after an operation: a clot in
  // the lung, the chest physician's before the heart's.
  { all: ['recent_surgery', 'breath|breathless_severe', 'chest|swelling|pleuritic'], w: { PUL: 2, CAR: -1.5 } },
  // A leg in plaster for weeks, then sudden breathlessness with a chest pain: a clot gone to the lung,
  // not the fracture.
  { all: ['cast', 'breath|breathless_severe', 'chest|pleuritic|hemoptysis|cough'], w: { PUL: 4, ORT: -3.5, CAR: -1 } },
  // Blood in the phlegm with a cough or a flu, even a streak: the lungs are examined (the chest
  // physician), not the cold treated by the family doctor.
  { all: ['hemoptysis', 'cough|cold_flu|fever'], w: { PUL: 1.5, GM: -1 } },
  // A cough still there two weeks or more after a flu: the chest physician (an airway left irritable,
  // asthma), no longer the cold the family doctor sees (ten days is still the cold's).
  { all: ['cough', 'cold_flu', 'two_weeks_plus'], w: { PUL: 3, GM: -1.5 } },
  // Ketones (breath of apples, ketones in the urine) in a child or a diabetic, or with a great thirst:
  // a ketoacidosis, the diabetologist's, before the pediatrician.
  { all: ['ketones', 'child|diabetes|thirst'], w: { END: 2.5, PED: -1.5 } },
];
