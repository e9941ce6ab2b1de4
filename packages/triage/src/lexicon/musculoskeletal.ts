import type { Concept } from './types.ts';

/** Bones, injuries and the back go to orthopedics; joints and systemic stiffness to rheumatology. */
// biome-ignore format: one line per language keeps each entry readable at a glance
export const MUSCULOSKELETAL: Concept[] = [
  {
    id: 'trauma',
    w: { ORT: 3 },
    en: ['gave way', 'soccer', 'fall', 'fell', 'fallen', 'injury', 'injured', 'accident', 'car accident', 'hit', 'blow', 'twisted', 'sprain', 'sprained', 'fracture', 'fractured', 'broken', 'broke', 'dislocated', 'dislocation', 'trauma', 'football', 'sports injury', 'cast', 'crack', 'bruised rib'],
    fr: ['le foot', 'au foot', 'a lache', 'chute', 'tombe', 'tombee', 'suis tombe', 'blessure', 'blesse', 'accident', 'coup', 'choc', 'entorse', 'foulure', 'foule', 'fracture', 'casse', 'cassee', 'luxation', 'luxe', 'traumatisme', 'platre', 'tordu', 'tordue', 'fissure osseuse', 'match'],
    ar: ['مباراه', 'كره القدم', 'سقوط', 'سقطت', 'وقعت', 'اصابه', 'حادث', 'حادث مرور', 'ضربه', 'التواء', 'التوى', 'كسر', 'مكسور', 'انكسر', 'خلع', 'رضه', 'جبس', 'تمزق'],
    dz: ['الماتش', 'ماتش', 'طحت', 'طاح', 'طاحت', 'طيحه', 'الطيحه', 'تزلقت', 'داتني طوموبيل', 'اكسيدون', 'تضربت', 'ضربه', 'تفكك', 'تفككتلي', 'تفكت', 'فكيت', 'تلوات', 'تلوالي', 'تكسر', 'تكسرت', 'مكسره', 'مهرس', 'الجبس', 'لابلاتر', 'الفوت'],
    dl: ['tiht', 'tah', 'tahet', 'tiha', 'tzeleqt', 'datni tomobil', 'accident', 'aksidon', 'tdrabt', 'tdarbet', 'darba', 'tfakek', 'tfakket', 'tfekket', 'tfakketli', 'fakit', 'tlwat', 'tlwa', 'tlwali', 'tkasser', 'tkassret', 'mkasra', 'mkesra', 'mhares', 'jbes', 'platre', 'fracture', 'entorse', 'foulure', 'match', 'football'],
  },
  {
    id: 'bone',
    w: { ORT: 2.8, RHU: 0.6 },
    en: ['bone', 'bones', 'orthopedic', 'orthopedist', 'osteoporosis', 'rib', 'ribs', 'collarbone', 'spine', 'vertebra', 'tendon', 'tendonitis', 'ligament', 'meniscus', 'acl', 'herniated disc', 'slipped disc', 'disc', 'scoliosis', 'sciatica', 'carpal tunnel'],
    fr: ['os', 'orthopediste', 'orthopedie', 'osteoporose', 'cotes', 'cote cassee', 'cote fracturee', 'clavicule', 'colonne', 'colonne vertebrale', 'vertebre', 'vertebres', 'tendon', 'tendinite', 'ligament', 'ligaments', 'menisque', 'hernie discale', 'disque', 'scoliose', 'sciatique', 'canal carpien'],
    ar: ['عظم', 'العظم', 'عظام', 'العظام', 'هشاشه العظام', 'ضلع', 'الضلع', 'اضلاع', 'العمود الفقري', 'فقرات', 'وتر', 'اوتار', 'رباط', 'الغضروف', 'غضروف', 'ديسك', 'انزلاق غضروفي', 'عرق النسا', 'جنف'],
    dz: ['عظامي', 'العظم', 'ضلعه', 'ضلوعي', 'الضلوع', 'السلسله', 'سلسلتي', 'الديسك', 'لاسياتيك', 'عرق النسا', 'المنيسك', 'الليقامون'],
    dl: ['adam', 'adem', 'adami', 'dlaa', 'dlouai', 'selsla', 'selslti', 'silsla', 'disk', 'disque', 'hernie', 'sciatique', 'siatik', 'arq nsa', 'menisque', 'ligament', 'tendinite', 'ostio'],
  },
  {
    id: 'back',
    w: { ORT: 2.4, RHU: 1.2, GM: 0.2 },
    en: ['back', 'lower back', 'backache', 'back pain', 'lumbar', 'stiff back'],
    fr: ['dos', 'bas du dos', 'mal au dos', 'lombaire', 'lombaires', 'lombalgie', 'lumbago', 'tour de rein', 'reins bloques'],
    ar: ['ظهر', 'الظهر', 'ظهري', 'اسفل الظهر', 'اسفل ظهري'],
    dz: ['ظهري', 'الظهر', 'ضهري', 'ظهرو', 'ضهرها', 'ليصانص'],
    dl: ['dahr', 'dhar', 'dhr', 'dahri', 'dhari', 'dhahri', 'dohri', 'dahrou', 'lombaire', 'lombalgie', 'dos'],
  },
  {
    id: 'neck',
    w: { ORT: 2, RHU: 0.8 },
    en: ['neck', 'cervical', 'nape'],
    fr: ['cou', 'nuque', 'cervicales', 'cervical'],
    ar: ['الرقبه', 'رقبه', 'رقبتي', 'فقرات الرقبه', 'العنق'],
    dz: ['رقبتي', 'الرقبه', 'رقبتو', 'رقبتها', 'لاسيرفيكال'],
    dl: ['rgba', 'rogba', 'rqba', 'rgabti', 'rgbti', 'rqabti', 'rogobti', 'rgabtou', 'cervical', 'cervicale'],
  },
  {
    id: 'limb',
    w: { ORT: 2.2, RHU: 0.6 },
    en: ['leg', 'legs', 'arm', 'arms', 'foot', 'feet', 'heel', 'hand', 'hands', 'finger', 'fingers', 'toe', 'toes', 'thigh', 'calf', 'muscle', 'muscles', 'pulled muscle'],
    fr: ['jambe', 'jambes', 'bras', 'pied', 'pieds', 'talon', 'main', 'mains', 'doigt', 'doigts', 'orteil', 'orteils', 'cuisse', 'mollet', 'muscle', 'muscles', 'claquage', 'elongation'],
    ar: ['ساق', 'ساقي', 'رجل', 'رجلي', 'الرجل', 'ذراع', 'ذراعي', 'قدم', 'قدمي', 'كعب', 'يد', 'يدي', 'اصبع', 'اصابع', 'فخذ', 'عضله', 'عضلات', 'تمزق عضلي'],
    dz: ['رجلي', 'رجليا', 'كراعي', 'الكراع', 'كراعيا', 'يدي', 'يديا', 'اليد', 'دراعي', 'ذراعي', 'الذراع', 'صبعي', 'الصبع', 'صبع', 'صوابع', 'صوابعي', 'الكعبه', 'فخذي', 'العضله', 'عضلاتي'],
    dl: ['rjel', 'rjli', 'rejli', 'rjliya', 'rejliya', 'kraa', 'kraai', 'kraaiya', 'yed', 'yedd', 'yddi', 'yeddi', 'yedi', 'ydi', 'yddiya', 'ydiya', 'yeddiya', 'rjlia', 'draa', 'draai', 'sbaa', 'sbai', 'swabai', 'fkhedi', 'jambe', 'bras', 'pied', 'main'],
  },
  {
    id: 'joint_site',
    w: { ORT: 2.2, RHU: 1.2 },
    en: ['knee', 'knees', 'shoulder', 'shoulders', 'hip', 'hips', 'ankle', 'ankles', 'wrist', 'wrists', 'elbow', 'elbows', 'knuckles'],
    fr: ['genou', 'genoux', 'epaule', 'epaules', 'hanche', 'hanches', 'cheville', 'chevilles', 'poignet', 'poignets', 'coude', 'coudes'],
    ar: ['ركبه', 'ركبتي', 'الركبه', 'ركبتين', 'الركبتين', 'كتف', 'كتفي', 'الكتف', 'الكتفين', 'ورك', 'الورك', 'كاحل', 'الكاحل', 'معصم', 'رسغ', 'كوع', 'مرفق'],
    dz: ['ركبتي', 'الركبه', 'ركابي', 'ركايبي', 'كتفي', 'الكتف', 'كتافي', 'الكتفين', 'الحنش', 'العرقوب', 'المرفق', 'الكوده', 'الكعبه'],
    dl: ['rokba', 'rekba', 'rokbti', 'rkabi', 'rkebti', 'rkaybi', 'ktef', 'ktaf', 'ktfi', 'ktafi', 'hnech', 'kaaba', 'arqoub', 'kouda', 'genou', 'genoux', 'epaule', 'cheville', 'poignet', 'coude'],
  },
  {
    id: 'joints',
    w: { RHU: 3.4, ORT: 0.6 },
    en: ['joint', 'joints', 'joint pain', 'arthritis', 'rheumatoid', 'rheumatism', 'rheumatologist', 'osteoarthritis', 'gout', 'lupus', 'stiff', 'stiffness', 'morning stiffness', 'stiff joints', 'swollen joints', 'fibromyalgia', 'ankylosing spondylitis', 'inflammation of joints'],
    fr: ['articulation', 'articulations', 'articulaire', 'articulaires', 'arthrite', 'polyarthrite', 'rhumatisme', 'rhumatismes', 'rhumatologue', 'arthrose', 'goutte', 'lupus', 'raide', 'raides', 'raideur', 'raideurs', 'raideur matinale', 'raide le matin', 'fibromyalgie', 'spondylarthrite', 'acide urique'],
    ar: ['مفصل', 'المفاصل', 'مفاصل', 'مفاصلي', 'التهاب المفاصل', 'روماتيزم', 'الروماتيزم', 'الروماتويد', 'خشونه', 'خشونه المفاصل', 'نقرس', 'النقرس', 'الذئبه', 'تيبس', 'متيبسه', 'تيبس صباحي', 'تصلب المفاصل', 'حمض اليوريك', 'الفيبروميالجيا'],
    dz: ['المفاصل', 'مفاصلي', 'الروماتيزم', 'روماتيزم', 'الرماتيزم', 'لاغوت', 'الريح في المفاصل', 'مفاصلي يابسين', 'يابسه', 'يابس', 'يابسين', 'يابسين في الصباح', 'لارتروز', 'الارتروز'],
    dl: ['mafasel', 'mfasel', 'mafasli', 'mfasli', 'rhumatisme', 'romatizm', 'rumatism', 'romatism', 'lgout', 'goutte', 'arthrose', 'artroz', 'arthrite', 'polyarthrite', 'lupus', 'yabsin f sbah', 'yabsin', 'yabsa', 'yabes', 'raideur', 'acide urique'],
  },
];
