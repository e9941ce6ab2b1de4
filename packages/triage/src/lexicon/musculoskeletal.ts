import type { Concept } from './types.ts';

/** Bones, injuries and the back go to orthopedics; joints and systemic stiffness to rheumatology. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const MUSCULOSKELETAL: Concept[] = [
  {
    // Hit by someone or something; 'ydreb' alone is a throbbing, so only with an object or a person.
    id: 'trauma',
    w: { ORT: 3 },
    en: ['gave way', 'soccer', 'fall', 'slipped', 'slipped and fell', 'slipped on', 'tripped', 'tripped over', 'fell', 'fallen', 'injury', 'injured', 'accident', 'car accident', 'hit', 'blow', 'twisted', 'sprain', 'sprained', 'fracture', 'fractured', 'broken', 'broke', 'dislocated', 'dislocation', 'trauma', 'football', 'sports injury', 'cast', 'cracked', 'a crack in', 'hairline crack', 'bruised rib', 'pulled a muscle', 'strained', 'tackled', 'motorbike', 'motorcycle', 'bike accident', 'fell off', 'punched', 'got hit', 'hit by a stone', 'hit with a stone', 'rolled my ankle', 'turned my ankle', 'twisted my ankle', 'rolled my foot', 'twisted my foot', 'thrown to the floor', 'thrown to the ground', 'was thrown to the floor', 'was thrown to the ground', 'threw him to the floor', 'threw him to the ground', 'threw her to the ground', 'threw me to the ground', 'slid and fell', 'lost her footing', 'lost his footing'],
    fr: ['cogne', 'cognee', 'j ai glisse', 'elle a glisse', 'il a glisse', 'glisse dans', 'glisse par terre', 'glisse sur le sol', 'trebuche', 'trebuchee', 'heurte', 'le foot', 'au foot', 'a lache', 'chute', 'tombe', 'tombee', 'suis tombe', 'blessure', 'blesse', 'accident', 'coup', 'choc', 'entorse', 'foulure', 'foule', 'fracture', 'casse', 'cassee', 'luxation', 'luxe', 'traumatisme', 'platre', 'tordu', 'tordue', 'fissure osseuse', 'match', 'claque un muscle', 'porte un carton', 'apres avoir porte', 'je me suis cogne', 'me suis cogne', 'cogne contre', 'accident de voiture', 'moto', 'chute de moto', 'tombe de moto', 'accident de moto', 'recu un coup', 'frappe par', 'on m a frappe', 'recu une pierre', 'en tombant', 'tombant', 'tordu la cheville', 'tordu le pied', 'cheville tordue', 'pied tordu', 'tordu ma cheville', 'glisse et tombe'],
    ar: ['ضربت', 'انضربت', 'انزلقت', 'انزلق', 'تزحلقت', 'تزحلق', 'تعثرت', 'تعثر', 'ارتطم', 'مباراه', 'كره القدم', 'سقوط', 'سقطت', 'وقعت', 'اصابه', 'حادث', 'حادث مرور', 'ضربه', 'التواء', 'التوى', 'كسر', 'مكسور', 'انكسر', 'خلع', 'رضه', 'جبس', 'تمزق', 'حمل شيء ثقيل', 'رفع شيء ثقيل', 'حمل اشياء ثقيله', 'حادث سير', 'بعد حادث', 'دراجه ناريه', 'سقط من الدراجه', 'ضربوني', 'ضربه بحجر', 'ضرب بحجر', 'اعتدى علي', 'سقط', 'وقع', 'سقط من', 'وقع من', 'سقطت من', 'وقعت من', 'ضربه شخص', 'ضربها شخص', 'ضربوه بحجر', 'ضربه احدهم بحجر', 'التوى كاحلي', 'التوت قدمي', 'لويت كاحلي', 'التواء الكاحل', 'التواء في الكاحل'],
    dz: ['الماتش', 'ماتش', 'زلقت', 'تزلق', 'تزلقات', 'تزلقت بيها', 'طحت', 'طاح', 'طاحت', 'طيحه', 'الطيحه', 'تزلقت', 'داتني طوموبيل', 'اكسيدون', 'تضربت', 'ضربه', 'تفكك', 'تفككتلي', 'تفكت', 'فكيت', 'تلوات', 'تلوالي', 'تكسر', 'تكسرت', 'مكسره', 'مهرس', 'الجبس', 'لابلاتر', 'الفوت', 'هزيت حاجه ثقيله', 'هزيت حاجه تقيله', 'كسيدة', 'لاكسيدون', 'الموطو', 'طاح من الموطو', 'طاح من الدروج', 'ضربني واحد', 'ضربوني', 'ضربني بحجره', 'ضربتني', 'ضربو واحد', 'ضربوه', 'ضربها واحد', 'ضربوها', 'ضربو بحجره', 'ضربها بحجره', 'قلبت رجلي', 'تقلبت رجلي', 'تقلبتلي رجلي', 'قلبتلي رجلي', 'تقلبتلو رجلو', 'تقلبتلها رجلها', 'قلبت رجلها', 'قلب رجلو', 'تلويت', 'زلقات', 'تزلقت فالكوزينه', 'زلقت فالحمام'],
    dl: ['tiht', 'tah', 'tzel9et', 'tzla9t', 'zle9t', 'tzle9', 'tzel9at', 'tzal9et', 'tahet', 'tiha', 'tzeleqt', 'datni tomobil', 'accident', 'aksidon', 'tdrabt', 'tdarbet', 'darba', 'tfakek', 'tfakket', 'tfekket', 'tfakketli', 'fakit', 'tlwat', 'tlwa', 'tlwali', 'tkasser', 'tkassret', 'mkasra', 'mkesra', 'mhares', 'jbes', 'platre', 'fracture', 'entorse', 'foulure', 'match', 'football', 'hezit haja tqila', 'hzit haja tqila', 'hezit haja thqila', 'tht', 'ksida', 'moto', 'ta7 mel moto', 'ta7 mn moto', 'ta7 mel droj', 'drabni wahed', 'drabouni', 'drabtni', 'drabni b hajra', 'drabni b 7ajra', 'tdrabt b', 'drabou wahed', 'drabouh', 'drabha wahed', 'drabouha', 'drabou b hajra', 'drabha b hajra', 'qlabt rjli', 'tqalbet rjli', 'tqalbetli rjli', 'tqlabtli rjli', 'tqelbetli rjli', 'qelbet rjli', 'tlwatli rjli', 'tlwit', 'ti7at', 'tay7at', 't7ato', 'ta7et', 't7at f', 't7at fel', 't7at mn', 't7at men', 't7at 3la', 't7at fi', 'ta7at f', 'ta7at mn', 'ta7at men', 'zel9et', 'zal9et', 'zl9et', 'zel9at', 'zl9at', 'zle9', 'tzal9at', 'zel9ek', 'zla9', 'zal9at'],
  },
  {
    id: 'head_injury',
    w: { NEU: 3, ORT: 0.6 },
    en: ['hit my head', 'hit his head', 'hit her head', 'bumped my head', 'banged my head', 'head injury', 'head trauma', 'concussion', 'knocked his head', 'knocked my head', 'fell on his head', 'fell on my head', 'banged his head', 'banged her head', 'hit the head', 'landed on his head', 'landed on her head'],
    fr: ['cogne la tete', 'choc a la tete', 'traumatisme cranien', 'commotion', 'tombe sur la tete', 'tape la tete', 'choc sur la tete', 's est cogne', 's est cogne la tete', 's est tape la tete', 'cognee la tete', 'tombe la tete la premiere'],
    ar: ['ضربت راسي', 'ضربه على الراس', 'اصابه في الراس', 'ارتطام الراس', 'ارتجاج', 'سقط على راسه', 'ضرب راسه', 'ارتطم راسه', 'تضرب راسها', 'يضرب راسه', 'ضربت راسها', 'تضرب على راسها', 'يضرب على راسه', 'ضرب على راسه', 'ضربت على راسها', 'يصطدم راسه', 'تصطدم راسها'],
    dz: ['تضربت في راسي', 'ضربت راسي', 'ضربت راسها', 'ضرب راسو', 'طاح على راسو', 'طاحت على راسها', 'ضربت على راسها', 'ضرب على راسو', 'تضرب راسها', 'يضرب راسو', 'ضرب براسو', 'ضربت براسها', 'ضرب فراسو', 'ضربت فراسها', 'تضرب فراسو', 'طاح على راسو', 'ضرب بالراس', 'ضربو راسو'],
    dl: ['tdrabt f rasi', 'drabt rasi', 'drbt rasi', 'darbat rasha', 'tah ala rasou', 'tahet ala rasha', 'drab rasou', 'drbat rasha', 'drab rasso', 'darbet rasha', 'drbet rasha', 'drab 3la rasou', 'darbet 3la rasha', 'tdreb rasha', 'ydreb rasou', 'drab b rasou', 'drab brasou', 'drab f rasou', 'darbet b rasha', 'darbet brasha', 'tdrab f rasou', 'tah 3la rasou', 'drabt b rasi'],
  },
  {
    id: 'bone',
    w: { ORT: 2.8, RHU: 0.6 },
    en: ['bone', 'bones', 'orthopedic', 'orthopedist', 'osteoporosis', 'rib', 'ribs', 'collarbone', 'spine', 'vertebra', 'tendon', 'tendonitis', 'ligament', 'meniscus', 'acl', 'herniated disc', 'slipped disc', 'disc', 'scoliosis', 'sciatica', 'carpal tunnel'],
    fr: ['os', 'orthopediste', 'orthopedie', 'osteoporose', 'cotes', 'cote cassee', 'cote fracturee', 'clavicule', 'colonne', 'colonne vertebrale', 'vertebre', 'vertebres', 'tendon', 'tendinite', 'ligament', 'ligaments', 'menisque', 'hernie discale', 'disque', 'scoliose', 'sciatique', 'canal carpien', 'los', 'l os'],
    ar: ['عظم', 'العظم', 'عظام', 'العظام', 'هشاشه العظام', 'ضلع', 'الضلع', 'اضلاع', 'العمود الفقري', 'فقرات', 'وتر', 'اوتار', 'رباط', 'الغضروف', 'غضروف', 'ديسك', 'انزلاق غضروفي', 'عرق النسا', 'جنف'],
    dz: ['عظامي', 'العظم', 'ضلعه', 'ضلوعي', 'الضلوع', 'السلسله', 'سلسلتي', 'الديسك', 'لاسياتيك', 'عرق النسا', 'المنيسك', 'الليقامون'],
    dl: ['adam', 'adem', 'adami', 'ladam', 'ladem', 'l3dam', 'l3dem', 'dlaa', 'dlouai', 'selsla', 'selslti', 'silsla', 'disk', 'disque', 'hernie', 'sciatique', 'siatik', 'arq nsa', 'menisque', 'ligament', 'tendinite', 'ostio'],
  },
  {
    id: 'back',
    w: { ORT: 2.4, RHU: 1.2, GM: 0.2 },
    en: ['back', 'lower back', 'backache', 'back pain', 'lumbar', 'stiff back'],
    fr: ['dos', 'bas du dos', 'mal au dos', 'lombaire', 'lombaires', 'lombalgie', 'lumbago', 'tour de rein', 'reins bloques'],
    ar: ['ظهر', 'الظهر', 'ظهري', 'اسفل الظهر', 'اسفل ظهري'],
    dz: ['ظهري', 'الظهر', 'ضهري', 'ظهرو', 'ضهرها', 'ليصانص', 'الضهر', 'ضهرو', 'ضهر'],
    dl: ['dahr', 'dhar', 'dhr', 'dahri', 'dhari', 'dhahri', 'dohri', 'dahrou', 'lombaire', 'lombalgie', 'dos'],
  },
  {
    id: 'neck',
    w: { ORT: 2, RHU: 0.8 },
    en: ['neck', 'cervical', 'nape'],
    fr: ['cou', 'nuque', 'cervicales', 'cervical'],
    ar: ['الرقبه', 'رقبه', 'رقبتي', 'فقرات الرقبه', 'العنق'],
    dz: ['رقبتي', 'الرقبه', 'رقبتو', 'رقبتها', 'لاسيرفيكال'],
    dl: ['rgba', 'rogba', 'rqba', 'rgabti', 'rgbti', 'rqabti', 'rogobti', 'rgabtou', 'cervical', 'cervicale', 'ra9ebtou', 'r9abtou', 'ra9bto', 'r9bto', 'rgebto', 'r9bet', 'ra9ebtha', 'r9ebtha', 'ra9betha', 'ra9bti', 'ra9bati'],
  },
  {
    id: 'limb',
    w: { ORT: 2.2, RHU: 0.6 },
    en: ['leg', 'legs', 'arm', 'arms', 'foot', 'feet', 'heel', 'hand', 'hands', 'finger', 'fingers', 'toe', 'toes', 'thigh', 'calf', 'muscle', 'muscles', 'pulled muscle', 'back of my hand', 'back of the hand', 'back of her hand'],
    fr: ['jambe', 'jambes', 'bras', 'pied', 'pieds', 'talon', 'main', 'mains', 'doigt', 'doigts', 'orteil', 'orteils', 'cuisse', 'mollet', 'muscle', 'muscles', 'claquage', 'elongation', 'dos de la main', 'dos de ma main', 'dos des mains'],
    ar: ['ساق', 'ساقي', 'رجل', 'رجلي', 'الرجل', 'ذراع', 'ذراعي', 'قدم', 'قدمي', 'كعب', 'يد', 'يدي', 'اصبع', 'اصابع', 'فخذ', 'عضله', 'عضلات', 'تمزق عضلي', 'اليدين', 'يدين', 'ظهر اليد', 'ظهر يدي', 'ظاهر اليد'],
    dz: ['ساقي', 'ساقو', 'ساقها', 'الساق', 'رجلي', 'رجليا', 'كراعي', 'الكراع', 'كراعيا', 'يدي', 'يديا', 'اليد', 'دراعي', 'ذراعي', 'الذراع', 'صبعي', 'الصبع', 'صبع', 'صوابع', 'صوابعي', 'الكعبه', 'فخذي', 'العضله', 'عضلاتي', 'كعبي', 'الكعب', 'كعبها', 'اليدين', 'يدين', 'ضهر يدي', 'ظهر يدي', 'الضهر تاع يدي'],
    dl: ['sa9', 'sa9i', 'sagi', 'sa9ou', 'sa9ha', 'sa9iya', 'mollet', 'rjel', 'rjli', 'rejli', 'rjliya', 'rejliya', 'kraa', 'kraai', 'kraaiya', 'yed', 'yedd', 'yddi', 'yeddi', 'yedi', 'ydi', 'yddiya', 'ydiya', 'yeddiya', 'rjlia', 'draa', 'draai', 'sbaa', 'sbai', 'swabai', 'fkhedi', 'jambe', 'bras', 'pied', 'main', 'yddou', 'yeddou', 'yedou', 'ydou', 'yedha', 'yddha', 'rjlou', 'rejlou', 'rjelha', 'rjlha', 'kaabi', 'kabi', 'kaaba', 'lkaab', 'dhar yeddi', 'dher yddi', 'dhar yedi', 'sawba3', 'sawab3', 'swaba3', 'sawabe3', 'sba3i', 'sawba3i', 'yedia', 'yeddia', 'yedya'],
  },
  // Which end of the body a fall hurt: an arm or a wrist after an older person's fall is an
  // x-ray, a hip or a leg that will not bear weight is the notice (red-flags-acute.ts, derived.ts).
  {
    id: 'arm_part',
    w: {},
    en: ['arm', 'arms', 'hand', 'hands', 'finger', 'fingers', 'wrist', 'wrists', 'elbow', 'elbows'],
    fr: ['bras', 'main', 'mains', 'doigt', 'doigts', 'poignet', 'poignets', 'coude', 'coudes'],
    ar: ['ذراع', 'ذراعي', 'يد', 'يدي', 'اليدين', 'يدين', 'اصبع', 'اصابع', 'معصم', 'رسغ', 'كوع', 'مرفق'],
    dz: ['يدي', 'يديا', 'اليد', 'دراعي', 'ذراعي', 'الذراع', 'صبعي', 'الصبع', 'صبع', 'صوابع', 'صوابعي', 'المرفق', 'الكوده', 'يدو', 'يديه', 'يدها', 'دراعو', 'دراعها', 'صوابعو', 'صوابعها'],
    dl: ['yed', 'yedd', 'yddi', 'yeddi', 'yedi', 'ydi', 'yddiya', 'ydiya', 'yeddiya', 'draa', 'draai', 'sbaa', 'sbai', 'swabai', 'bras', 'main', 'yddou', 'yeddou', 'yedou', 'ydou', 'yedha', 'yddha', 'poignet', 'coude', 'kouda', 'm3asem', 'm3asmi', 'm3asemha', 'm3asmha', 'm3asmou', 'sawba3', 'sawab3', 'swaba3', 'sawabe3', 'sba3i', 'sawba3i', 'yedia', 'yeddia', 'yedya'],
  },
  {
    // The heel, said alone (a wording holding the foot would hide the foot from other rules): a pain
    // there on the first steps of the morning is the plantar fascia's (combos), the orthopaedist's.
    id: 'heel',
    w: {},
    en: ['heel', 'heels'],
    fr: ['talon', 'talons'],
    ar: ['كعب', 'الكعب', 'كعبي'],
    dz: ['الكعب', 'كعبي'],
    dl: ['l3a9b', 'lka3b', 'ka3bi'],
  },
  {
    id: 'leg_part',
    w: {},
    en: ['leg', 'legs', 'foot', 'feet', 'thigh', 'hip', 'hips', 'knee', 'knees', 'ankle', 'ankles'],
    fr: ['jambe', 'jambes', 'pied', 'pieds', 'cuisse', 'hanche', 'hanches', 'genou', 'genoux', 'cheville', 'chevilles'],
    ar: ['ساق', 'ساقي', 'رجل', 'رجلي', 'الرجل', 'قدم', 'قدمي', 'فخذ', 'ورك', 'الورك', 'ركبه', 'ركبتي', 'الركبه', 'ركبتها', 'كاحل', 'الكاحل'],
    dz: ['ساقي', 'ساقو', 'ساقها', 'الساق', 'رجلي', 'رجليا', 'كراعي', 'الكراع', 'فخذي', 'ركبتي', 'الركبه', 'ركبتها', 'ركبتو', 'الحنش', 'العرقوب'],
    dl: ['sa9', 'sa9i', 'sa9ou', 'sa9ha', 'rjel', 'rjli', 'rejli', 'rjlou', 'rejlou', 'rjelha', 'rjlha', 'kraa', 'kraai', 'fkhedi', 'jambe', 'pied', 'rokba', 'rekba', 'rkobtha', 'rokbtha', 'rkobtou', 'hnech', 'genou', 'cheville'],
  },
  {
    id: 'joint_site',
    w: { ORT: 2.2, RHU: 1.2 },
    en: ['knee', 'knees', 'shoulder', 'shoulders', 'hip', 'hips', 'ankle', 'ankles', 'wrist', 'wrists', 'elbow', 'elbows', 'knuckles'],
    fr: ['genou', 'genoux', 'epaule', 'epaules', 'hanche', 'hanches', 'cheville', 'chevilles', 'poignet', 'poignets', 'coude', 'coudes'],
    ar: ['ركبه', 'ركبتي', 'الركبه', 'ركبتين', 'الركبتين', 'كتف', 'كتفي', 'الكتف', 'الكتفين', 'ورك', 'الورك', 'كاحل', 'الكاحل', 'معصم', 'رسغ', 'كوع', 'مرفق', 'معصمي', 'معصمها', 'معصمه', 'المعصم', 'رسغي', 'رسغها', 'الرسغ'],
    dz: ['ركبتي', 'الركبه', 'ركابي', 'ركايبي', 'كتفي', 'الكتف', 'كتافي', 'الكتفين', 'الحنش', 'العرقوب', 'المرفق', 'الكوده', 'الكعبه', 'الركايب', 'ركايب', 'الركابي', 'ركبايا', 'ركبتيا', 'الركبتين', 'تبلوكي', 'تتبلوكا', 'تبلوكا', 'ركبتها', 'ركبتو', 'معصمي', 'المعصم', 'معصمها', 'معصمو', 'المعاصم', 'معصم'],
    dl: ['rokba', 'rekba', 'rokbti', 'rkabi', 'rkebti', 'rkaybi', 'ktef', 'ktaf', 'ktfi', 'ktafi', 'hnech', 'kaaba', 'arqoub', 'kouda', 'genou', 'genoux', 'epaule', 'cheville', 'poignet', 'coude', 'rkabti', 'rkobti', 'rekbti', 'rkba', 'rkbti', 'rokbtek', 'rkayeb', 'rkayab', 'lrkayeb', 'rkabiya', 'ktfou', 'ktefou', 'ktfha', 'ktefha', 'katfi', 'kitfi', 'tbloki', 'tetbloka', 'tbloka', 'rkobtha', 'rokbtha', 'rkobtou', 'rokbtou', 'rkobto', 'rokbeti', 'rekebtou', 'rekebti', 'rekebtha', 'rekebto', 'rkebtou', 'm3asem', 'm3asmi', 'm3asemha', 'm3asmou', 'm3sem', 'lm3asem', 'm3asmha', 'msem'],
  },
  {
    // The shoulder named apart from the other joints (its words are also joint_site's): a shoulder
    // that hurts on raising the arm is a tendon (rotator cuff) for the orthopaedist.
    id: 'shoulder',
    w: {},
    en: ['shoulder', 'shoulders'],
    fr: ['epaule', 'epaules'],
    ar: ['كتف', 'كتفي', 'الكتف', 'الكتفين'],
    dz: ['كتفي', 'الكتف', 'كتافي', 'الكتفين'],
    dl: ['ktef', 'ktaf', 'ktfi', 'ktafi', 'epaule', 'ktfou', 'ktefou', 'ktfha', 'ktefha', 'katfi', 'kitfi'],
  },
  {
    // Raising the arm (overhead): single words, so a weakness ('cannot raise my arm') keeps its own reading.
    id: 'raise',
    w: {},
    en: ['raise', 'raising', 'lift', 'overhead', 'above my head', 'over my head'],
    fr: ['lever', 'leve', 'levant', 'en levant', 'au dessus de la tete', 'au dessus de ma tete'],
    ar: ['رفع', 'يرفع', 'ارفع', 'برفع', 'فوق راسي', 'فوق الراس'],
    dz: ['نرفد', 'نرفع', 'نهز', 'فوق راسي'],
    dl: ['nerfed', 'nrfed', 'nerfa3', 'nrfa3', 'nhez', 'fo9 rasi', 'fou9 rasi', 'fo9 rassi'],
  },
  {
    // A pain that eases on moving (and is worst at rest, at night or on waking): inflammation of the
    // spine or the joints, the rheumatologist's, where a strain hurts more on moving.
    id: 'eases_moving',
    w: {},
    en: ['better with movement', 'better when i move', 'better once i move', 'eases when i move', 'better with exercise', 'improves with exercise', 'improves with movement', 'loosens up when i move', 'until i move', 'until i start moving', 'once i get moving', 'till i move a bit', 'until i walk a bit'],
    fr: ['s ameliore en bougeant', 's ameliore quand je bouge', 'mieux quand je bouge', 'mieux en bougeant', 'ca va mieux quand je bouge', 'se derouille', 'se calme en bougeant', 'jusqu a ce que je bouge', 'le temps de me derouiller', 'le temps que je bouge', 'apres avoir bouge un peu'],
    ar: ['يتحسن بالحركه', 'يتحسن مع الحركه', 'يخف بالحركه', 'يخف مع الحركه', 'يتحسن عند الحركه', 'حتى اتحرك', 'حتى اتحرك قليلا', 'حتى امشي قليلا'],
    dz: ['يخف كي نتحرك', 'يتنحى كي نتحرك', 'يرتاح كي نتحرك', 'يتحسن كي نتحرك', 'يخف كي نمشي', 'حتى نتحرك', 'حتى نتحرك شويه', 'حتى نمشي شويه', 'حتان نتحرك'],
    dl: ['ykhef ki net7arek', 'ykhaf ki nt7arek', 'yetna7a ki net7arek', 'ykhef ki nemchi', 'yetnaha ki nt7arek', 'yrta7 ki net7arek', 'hta net7arek', 'hta nt7arek', 'hata net7arek', 'hta net7arek chwiya', 'hta nemchi chwiya'],
  },
  {
    id: 'big_toe',
    w: { RHU: 2.6, ORT: 0.8 },
    en: ['big toe', 'great toe'],
    fr: ['gros orteil', 'gros doigt de pied'],
    ar: ['اصبع القدم الكبير', 'ابهام القدم'],
    dz: ['صبع رجلي الكبير', 'الصبع الكبير'],
    dl: ['sbaa rejli lkbir', 'sbaa lkbir', 'sbaa kbir'],
  },
  {
    id: 'posture',
    w: { ORT: 1.5 },
    en: ['bad position', 'slept wrong', 'slept funny', 'sleeping in a bad position', 'awkward position', 'wrong movement', 'sudden movement', 'bad posture', 'carrying heavy', 'lifting heavy', 'lifted something heavy'],
    fr: ['mauvaise position', 'faux mouvement', 'mauvaise posture', 'torticolis', 'porte quelque chose de lourd'],
    ar: ['وضعيه خاطئه', 'نمت بطريقه خاطئه', 'حركه خاطئه', 'حمل شيء ثقيل', 'رفع شيء ثقيل', 'نمت بشكل خاطئ'],
    dz: ['رقدت مقلوب', 'رقدت غالط', 'رقدت مشمرخ', 'حركه غالطه', 'هزيت حاجه ثقيله', 'رفدت حاجه ثقيله', 'الطورتيكولي'],
    dl: ['rqadt ghalet', 'rqadt maqloub', 'rgadt ghalet', 'harka ghalta', 'hezzit haja tqila', 'rfadt haja tqila', 'torticolis', 'mauvaise position', 'faux mouvement'],
  },
  {
    id: 'joints',
    w: { RHU: 3.4, ORT: 0.6 },
    en: ['joint', 'joints', 'joint pain', 'arthritis', 'rheumatoid', 'rheumatism', 'rheumatologist', 'osteoarthritis', 'gout', 'lupus', 'stiff', 'stiffness', 'morning stiffness', 'stiff joints', 'swollen joints', 'fibromyalgia', 'ankylosing spondylitis', 'inflammation of joints', 'stiff in the morning', 'stiff every morning', 'systemic lupus'],
    fr: ['articulation', 'articulations', 'articulaire', 'articulaires', 'arthrite', 'polyarthrite', 'rhumatisme', 'rhumatismes', 'rhumatologue', 'arthrose', 'goutte', 'crise de goutte', 'lupus', 'raide', 'raides', 'raideur', 'raideurs', 'raideur matinale', 'raide le matin', 'fibromyalgie', 'spondylarthrite', 'acide urique', 'raides le matin', 'raideur le matin', 'bloques le matin'],
    ar: ['مفصل', 'المفاصل', 'مفاصل', 'مفاصلي', 'التهاب المفاصل', 'روماتيزم', 'الروماتيزم', 'الروماتويد', 'خشونه', 'خشونه المفاصل', 'نقرس', 'النقرس', 'الذئبه', 'تيبس', 'متيبسه', 'تيبس صباحي', 'تصلب المفاصل', 'حمض اليوريك', 'الفيبروميالجيا', 'تيبس في الصباح', 'تيبس صباحا', 'الذئبة الحمراء', 'ذئبة حمراء', 'الذئبة'],
    dz: ['المفاصل', 'مفاصلي', 'الروماتيزم', 'روماتيزم', 'الرماتيزم', 'لاغوت', 'الريح في المفاصل', 'مفاصلي يابسين', 'يابسه', 'يابس', 'يابسين', 'يابسين في الصباح', 'لارتروز', 'الارتروز', 'يقساو في الصباح', 'قاسحين في الصباح', 'يقسحو في الصباح', 'الذئبة الحمراء', 'اللوبيس', 'مقفولين في الصباح', 'مقفولين فالصباح', 'مسكرين في الصباح'],
    dl: ['mafasel', 'mfasel', 'mafasli', 'mfasli', 'rhumatisme', 'romatizm', 'rumatism', 'romatism', 'lgout', 'goutte', 'arthrose', 'artroz', 'arthrite', 'polyarthrite', 'lupus', 'yabsin f sbah', 'yabsin', 'yabsa', 'yabes', 'raideur', 'acide urique', 'y9asaw f sbe7', 'y9aso f sbe7', '9as7in f sbe7', '9asyin f sbe7', 'y9as7ou f sbe7', 'lubus', 'mqfoulin', 'mqfoulin f sbah', 'mqfoulin f sbeh', 'msakrin f sbah'],
  },
  {
    // A crackling knee past fifty: wear of the joint, for the rheumatologist.
    id: 'crepitus',
    w: { RHU: 2, ORT: 0.6 },
    en: ['crunching', 'cracking knee', 'grinding in my knee', 'creaking', 'crack', 'cracks', 'cracking', 'clicking', 'crackle', 'crackling', 'knees crack', 'makes a noise', 'makes noise', 'makes a sound when', 'pops when'],
    fr: ['craque', 'craquement', 'craquements', 'grince', 'craquent', 'genoux qui craquent', 'mes genoux craquent', 'fait du bruit', 'font du bruit', 'ca craque', 'qui craque'],
    ar: ['طقطقه', 'فرقعه في الركبه', 'صوت في الركبه', 'تطقطق', 'طقطقه في الركبه', 'صوت في المفاصل', 'تصدر صوتا', 'يصدر صوتا', 'تصدر صوت'],
    dz: ['تقرقش', 'يقرقش', 'تطقطق', 'تزقزق', 'يتقرقشو', 'يتقرقش', 'تتقرقش', 'يقرقشو', 'يطقطقو', 'تتطقطق', 'يزقزقو', 'تصوت', 'يصوتو', 'تدير الصوت', 'يديرو الصوت', 'تصوتلي'],
    dl: ['t9ar9ach', 'y9ar9ach', 'tgargach', 'ttaqtaq', 't9er9ech', 'yt9ar9chou', 'yetgargchou', 'ytqarqchou', 'y9ar9chou', 'ytaqtqou', 'tet9ar9ach', 'tsawet', 'tsawat', 'ysawet', 'ysawtou', 'tsawet kima', 'tdir sout', 'ydirou sout', 'dir sout'],
  },
];
