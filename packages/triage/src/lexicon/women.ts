import type { Concept } from './types.ts';

/** Pregnancy, periods, breasts and fertility. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const WOMEN: Concept[] = [
  {
    // A past pregnancy given as when something began ('hemorrhoids since my pregnancy'): a date,
    // not a pregnancy now.
    id: 'since_pregnancy',
    w: {},
    en: ['since my pregnancy', 'since pregnancy', 'since my last pregnancy', 'after my pregnancy', 'since i was pregnant', 'since my last baby'],
    fr: ['depuis ma grossesse', 'depuis la grossesse', 'depuis ma derniere grossesse', 'apres ma grossesse', 'depuis que j etais enceinte'],
    ar: ['منذ حملي', 'منذ الحمل', 'منذ حملي الاخير', 'بعد حملي', 'من وقت الحمل', 'منذ ان كنت حاملا'],
    dz: ['من الحمل', 'من كي كنت حامل', 'من وقت الحمل', 'من بعد الحمل', 'من الحمل اللول', 'من بعد الحبالة'],
    dl: ['mn lhbal', 'men lhbal', 'mn ki kont hamla', 'men ki kont hamla', 'mn baad lhbal', 'men baad lhbal', 'mn l7bal', 'men l7bal'],
  },
  {
    // A pregnancy past its first three months: no longer at risk of being ectopic.
    id: 'late_pregnancy',
    w: {},
    en: ['20 weeks pregnant', '24 weeks pregnant', '28 weeks pregnant', '30 weeks pregnant', '32 weeks pregnant', '34 weeks pregnant', '36 weeks pregnant', 'third trimester', 'second trimester', '6 months pregnant', '7 months pregnant', '8 months pregnant', '5 months pregnant', '5 months along', '6 months along', '7 months along', 'in my fifth month', 'in my sixth month'],
    fr: ['enceinte de 5 mois', 'enceinte de 6 mois', 'enceinte de 7 mois', 'enceinte de 8 mois', 'enceinte de 9 mois', 'enceinte 6 mois', 'enceinte 7 mois', 'enceinte 8 mois', 'troisieme trimestre', 'deuxieme trimestre', '8eme mois', '7eme mois', '5eme mois', '6eme mois', 'cinquieme mois', 'sixieme mois', 'je suis a 5 mois', 'je suis a 6 mois'],
    ar: ['الشهر السادس', 'الشهر السابع', 'الشهر الثامن', 'الشهر التاسع', 'الثلث الاخير', 'الثلث الثاني', 'الشهر الخامس', 'في شهري الخامس'],
    dz: ['شهري السابع', 'شهري الثامن', 'شهري التاسع', 'فالشهر السابع', 'فالشهر الثامن', 'راني فالشهر الخامس', 'راني فالشهر السادس', 'راني فالشهر الرابع', 'راني فالشهر 5', 'راني فالشهر 6', 'راني فالشهر 4', 'راهي فالشهر الخامس', 'راهي فالشهر السادس', 'فالشهر الخامس', 'فالشهر السادس', 'فالشهر التاسع', 'شهري الخامس', 'شهري السادس'],
    dl: ['enceinte 6 mois', 'enceinte 7 mois', 'enceinte 8 mois', 'f chhar 7', 'f chhar 8', 'chhari sab3', 'chhari tamen', 'rani f chhar 4', 'rani f chhar 5', 'rani f chhar 6', 'rani f chhar 7', 'rani f chhar 8', 'rani f chhar 9', 'rani f chhari 4', 'rani f chhari 5', 'rani f chhari 6', 'rani f chhari 7', 'rani f chhari 8', 'rani f chhari 9', 'rahi f chhar 4', 'rahi f chhar 5', 'rahi f chhar 6', 'rahi f chhar 7', 'rahi f chhar 8', 'rahi f chhar 9', 'rani f chhar lkhames', 'rani f chhar sades', 'rani f chhari lkhames', 'f chhari 5', 'f chhari 6', 'f chhari 7', 'f chhari 8', 'f chhar lkhames', 'f chhar lkhamis', 'f chhar sades', 'chhari lkhames', 'chhari khames', 'chhari sades'],
  },
  {
    // A little spotting after an internal exam, stopped, with no pain (derived.ts): what the exam left.
    id: 'exam_spotting',
    w: {},
  },
  {
    // An internal exam or a probe scan just before a spotting in pregnancy ('after the internal exam',
    // 'apres le toucher', 'écho من لتحت', 'ba3d ma darli toucher'): its expected cause (screen.ts).
    id: 'after_exam',
    w: {},
    en: ['after the exam', 'after exam', 'internal exam', 'after the internal exam', 'did internal exam', 'after the ultrasound', 'vaginal ultrasound', 'internal ultrasound', 'after the scan', 'after the swab', 'after the examination', 'it can happen after exam', 'frottis', 'pap smear', 'smear test', 'after the smear', 'had a smear', 'it can happen after', 'examined me inside', 'examined me internally', 'checked me inside', 'after she examined me', 'after he examined me', 'after the doctor examined me', 'after the midwife examined me', 'internal check', 'vaginal exam', 'vaginal examination', 'pelvic exam', 'pelvic examination', 'internal examination', 'checked my cervix', 'checked the cervix', 'cervix check', 'cervical check', 'measured my cervix', 'speculum', 'did a swab', 'the midwife checked me', 'the doctor checked me inside', 'after the check up down there', 'examined me down there', 'checked me down there'],
    fr: ['apres le toucher', 'toucher vaginal', 'apres l examen', 'apres l echo', 'echo endovaginale', 'echographie endovaginale', 'apres l echographie', 'apres le frottis', 'm a examinee', 'apres l examen gyneco', 'frottis', 'examinee a l interieur', 'examen interne', 'apres qu elle m a examinee', 'apres qu il m a examinee', 'la sage femme m a examinee', 'le medecin m a examinee', 'apres la consultation gyneco', 'un toucher', 'm a fait un toucher', 'fait un toucher', 'examen vaginal', 'examen gynecologique', 'examen gyneco', 'examine le col', 'verifie le col', 'mesure le col', 'regarde le col', 'toucher du col', 'speculum', 'prelevement vaginal', 'm a examinee en bas', 'consultation gyneco', 'm a auscultee a l interieur'],
    ar: ['بعد الفحص', 'فحص داخلي', 'بعد الفحص الداخلي', 'بعد الايكو', 'بعد السونار', 'ايكو مهبلي', 'بعد المسحه', 'فحص مهبلي', 'بعد الفحص المهبلي', 'فحصتني من الداخل', 'فحصني من الداخل', 'فحصتني الطبيبه من الداخل', 'فحصني الطبيب من الداخل', 'الفحص من الداخل', 'فحص من الداخل', 'بعد ان فحصتني', 'بعدما فحصتني', 'بعد ان فحصني', 'الفحص المهبلي', 'فحص عنق الرحم', 'فحصت عنق الرحم', 'فحص الرحم', 'الفحص النسائي', 'فحص نسائي', 'فحصتني القابله', 'فحصتني المولده', 'منظار مهبلي', 'اخذت عينه من المهبل', 'بعد الفحص النسائي', 'فحص باليد'],
    dz: ['echo من لتحت', 'ايكو من لتحت', 'من بعد الايكو', 'مورا الايكو', 'مورا ما فحصتني', 'من بعد ما فحصتني', 'بعد التوشي', 'توشي', 'دارتلي التوشي', 'فحصتني من لتحت', 'الفروتي', 'فروتي', 'من بعد الفروتي', 'فحصتني من الداخل', 'فحصتني من داخل', 'فحصني من الداخل', 'شافتني من لتحت', 'من بعد ما شافتني', 'فحصتني الطبيبه', 'دارتلي توشي', 'دارلي توشي', 'دارتلي لوتوشي', 'لوتوشي', 'شافتلي لكول', 'شافتلي الكول', 'قاستلي لكول', 'قاستلي الكول', 'قاستني من لتحت', 'فحصتني الساج فام', 'شافتني الساج فام', 'دارتلي فحص من لتحت', 'دارتلي examen', 'دارتلي frottis'],
    dl: ['ba3d ma darli toucher', 'darli toucher', 'toucher', 'ba3d toucher', 'mora toucher', 'mor toucher', 'echo men t7t', 'echo mn t7t', 'ba3d l echo', 'mor l echo', 'ba3d ma f7satni', 'mor ma f7satni', 'f7satni mn t7t', 'frottis', 'lfrottis', 'frotti', 'ba3d lfrottis', 'f7satni men dakhel', 'f7satni mn dakhel', 'f7satni mel dakhel', 'fhesstni men dakhel', 'chafetni men t7t', 'chafetni mn t7t', 'daretli examen', 'darli examen', 'dartli examen', 'dartli toucher', 'daratli toucher', 'darli le toucher', 'dartli le toucher', 'toucher vaginal', 'chafetli le col', 'chaftli le col', '9astli le col', 'qastli le col', '9asetli le col', '9astni mn t7t', '9astni men t7t', 'f7satni la sage femme', 'chafetni la sage femme', 'dartli examen mn t7t', 'speculum'],
  },
  {
    // A period late or a test just positive, said the way a phone message says it: an early pregnancy.
    id: 'period_late',
    w: { GYN: 1.5 },
    en: ['wks late', 'weeks late', 'days late', 'test positive', 'positive test', 'period is late', 'her period is late', 'my period is late', 'period late by', 'late for her period'],
    fr: ['retard de', 'en retard de', 'j ai du retard', 'test positif', 'test est positif', 'regles en retard', 'ses regles sont en retard', 'mes regles sont en retard', 'regles ont du retard'],
    ar: ['تاخرت دورتي', 'الدوره متاخره', 'متاخره عن الدوره', 'الاختبار ايجابي', 'العاده متاخره', 'عادتي متاخره', 'عادتها متاخره', 'العاده الشهريه متاخره', 'تاخرت العاده', 'تاخرت عادتي', 'تاخرت عادتها', 'دورتها متاخره', 'تاخرت دورتها', 'متاخره عليها العاده'],
    dz: ['فالروطار', 'في الروطار', 'راني فالروطار', 'عندي روطار', 'خرج positif', 'طلع positif', 'العاده متاخره', 'تاخراتلي العاده', 'تاخراتلها العاده', 'العاده تاخرات', 'تعطلت عليا العاده', 'تعطلت عليها العاده'],
    dl: ['retard', 'f retard', 'rani f retard', '3andi retard', 'test positif', 'test positive', 'l3ada t2akhret', 'l3ada takhret', 'takhratli l3ada', 'takhratlha l3ada', 'l3ada m3attla', 't3atlet 3liya l3ada', 't3atlet 3liha l3ada'],
  },
  {
    // The midwife follows a pregnancy, a delivery and the newborn's first weeks: named alone she says
    // no pregnancy ('la sage femme' about a baby's feeds), only the women's side of a message.
    id: 'midwife',
    w: { GYN: 1 },
    en: ['midwife', 'the midwife'],
    fr: ['sage femme', 'la sage femme'],
    ar: ['القابله', 'قابله', 'القابله القانونيه'],
    dz: ['القابله', 'السافام', 'لاساج فام'],
    dl: ['sage femme', 'la sage femme', 'saj fam', 'sajfam', 'lqabla'],
  },
  {
    id: 'pregnancy',
    w: { GYN: 3.6 },
    en: ['pregnant', 'pregnancy', 'expecting a baby', 'weeks pregnant', 'months pregnant', 'prenatal', 'fetus', 'contractions', 'labor', 'labour', 'due date', 'gave birth', 'just gave birth', 'months along', 'weeks along', 'in my fifth month', 'in my sixth month', 'in my fourth month', 'after giving birth', 'after delivery', 'postpartum', 'since the delivery', 'maternity', 'maternity ward'],
    fr: ['enceinte', 'grossesse', 'semaines de grossesse', 'mois de grossesse', 'foetus', 'contractions', 'accouchement', 'je suis a 5 mois', 'je suis a 6 mois', 'je suis a 4 mois', 'a 5 mois de grossesse', '5eme mois', '6eme mois', '4eme mois', 'cinquieme mois', 'sixieme mois', 'echographie', 'semaines d amenorrhee', 'sa de grossesse', 'a accouche', 'accouchee', 'apres l accouchement', 'post partum', 'depuis l accouchement', 'vient d accoucher', 'maternite', 'la maternite', 'sortie de la maternite'],
    ar: ['حامل', 'الحمل', 'حمل', 'الجنين', 'جنين', 'اشهر من الحمل', 'الشهر السابع', 'انقباضات', 'الولاده', 'ولاده', 'المخاض', 'بعد الولاده', 'النفاس', 'نفساء', 'وضعت مولودها', 'حامل في الشهر', 'في شهرها'],
    dz: ['حامل', 'حامله', 'راني حامل', 'الحمل', 'الطلق', 'الولاده', 'نولد', 'شهري السابع', 'حبلى', 'لوشوغرافي', 'بعد الولاده', 'النفاس', 'من بعد ما ولدت', 'بالكرش', 'مرتي بالكرش', 'انا بالكرش', 'راهي بالكرش', 'الماطرنيتي', 'لاماطيرنيتي'],
    dl: ['hamla', 'hamel', 'rani hamla', 'haml', 'lhaml', 'enceinte', 'ansent', 'grossesse', 'nwled', 'nouled', 'wlada', 'lwlada', 'tlaq', 'echographie', 'weldet', 'wldet', 'nefsa', 'nfissa', 'men ba3d ma weldet', 'ba3d lwlada', 'bel kerch', 'b lkerch', 'bel karch', 'rahi bel kerch', 'maternite', 'la maternite'],
  },
  {
    id: 'waters_broke',
    w: { GYN: 3.5 },
    en: ['waters broke', 'water broke', 'my water broke', 'leaking fluid', 'contractions every', 'gush of water', 'waters have broken', 'my waters broke', 'the sac broke'],
    fr: ['perte des eaux', 'poche des eaux', 'j ai perdu les eaux', 'perdu les eaux', 'liquide qui coule', 'les eaux ont perdu', 'la poche s est rompue', 'poche rompue', 'la poche a perce', 'la poche s est percee', 'rupture de la poche'],
    ar: ['نزول ماء الراس', 'انفجار كيس الماء', 'نزل الماء', 'نزول السائل الامنيوسي', 'نزول الماء'],
    dz: ['الما نزل', 'هبط الما', 'تفرتك الما', 'الما تاع البيبي', 'الماء خرجلي', 'الما خرجلي', 'خرجلي الما', 'تفرقعت الشكوه', 'الما هبط', 'الماء هبط', 'هبط عليا الما', 'تقلعت البوش', 'البوش تقلعت', 'تفرتكت البوش', 'البوش تفرتكت', 'الما تقلع', 'تقلع الما', 'البوش تاع الما'],
    dl: ['lma nzel', 'hbat lma', 'tfertek lma', 'lma taa lbebe', 'lma khrajli', 'khrajli lma', 'lma khraj', 'lma hbat', 'hbat aliya lma', 'tqalet la poche', 'tqalaat la poche', 'la poche tqalet', 'la poche tqalaat', 'tferket la poche', 'la poche tferket', 'lma tqalla', 'lma tqala', 'tqalla lma', 'la poche tfertket', 'tfertket la poche'],
  },
  {
    id: 'periods',
    w: { GYN: 3.6 },
    en: ['between periods', 'period', 'periods', 'menstruation', 'menstrual', 'cycle', 'missed period', 'late period', 'heavy periods', 'painful periods', 'irregular periods', 'periods all over the place', 'pms', 'cramps during period', 'spotting'],
    fr: ['entre les regles', 'regles', 'menstruations', 'cycle', 'retard de regles', 'regles douloureuses', 'regles abondantes', 'regles irregulieres', 'regles deregles', 'regles dereglees', 'dysmenorrhee', 'amenorrhee', 'spm', 'pas de regles'],
    ar: ['الدورتين', 'بين الدورات', 'الدوره الشهريه', 'الدوره', 'الحيض', 'الطمث', 'العاده الشهريه', 'تاخر الدوره', 'انقطاع الدوره', 'الم الدوره', 'غزاره الدوره', 'عدم انتظام الدوره', 'الدوره غير منتظمه', 'الدوره الشهريه غير منتظمه'],
    dz: ['بين العاده والعاده', 'العاده', 'الدوره', 'الدوره نتاعي', 'ما جاتنيش العاده', 'ماجاتنيش العاده', 'العاده تاخرت', 'الحيض', 'لاريغل', 'الريغل', 'الدم نتاع العاده', 'الحيض مخلط', 'العاده مخلطه', 'الدوره مخلطه', 'العاده مخلوطه', 'الدوره تاعي', 'الدورة ماشي منتظمه', 'الريقل', 'لاريقل', 'ريقل', 'الريقل مخلطه', 'الريقل ولات تجي مخلطه', 'الريغل مخلطه'],
    dl: ['bin lada w lada', 'lada', 'laada', 'ada', 'ldora', 'dora', 'doura', 'ma jatnich lada', 'majatnich lada', 'lada tatkhret', 'regles', 'larigl', 'rigl', 'cycle', 'hayd', 'lada mkhalta', 'ldora mkhalta', 'regles mkhaltin', 'les regles mkhaltin', 'dawra', 'ldawra', 'ddawra', 'dawra ta3i', 'ldawra ta3i', 'larigle', 'la regle', 'laregl', 'regl', 'la regle mkhalta'],
  },
  {
    id: 'female_organs',
    w: { GYN: 3.8 },
    en: ['vagina', 'vaginal', 'uterus', 'womb', 'ovary', 'ovaries', 'ovarian cyst', 'pcos', 'polycystic', 'cervix', 'fibroids', 'endometriosis', 'vaginal discharge', 'yeast infection', 'gynecologist', 'pap smear', 'iud', 'coil', 'white discharge', 'discharge down there', 'itching down there', 'vaginal itching', 'smelly discharge'],
    fr: ['vagin', 'vaginal', 'vaginale', 'uterus', 'ovaire', 'ovaires', 'kyste ovarien', 'sopk', 'ovaires polykystiques', 'col de l uterus', 'fibrome', 'fibromes', 'endometriose', 'pertes blanches', 'pertes vaginales', 'pertes', 'mycose vaginale', 'gynecologue', 'gyneco', 'frottis', 'sterilet', 'pertes qui grattent', 'demangeaisons intimes', 'demangeaison vaginale'],
    ar: ['المهبل', 'مهبل', 'الرحم', 'رحم', 'المبيض', 'المبايض', 'تكيس المبايض', 'كيس على المبيض', 'عنق الرحم', 'الياف رحميه', 'بطانه الرحم', 'افرازات', 'افرازات مهبليه', 'طبيبه نساء', 'طبيب نساء', 'اللولب', 'افرازات بيضاء', 'حكه مهبليه', 'حكه في المنطقه الحساسه'],
    dz: ['الرحم', 'المبيض', 'ليزوفير', 'الكيست', 'افرازات', 'لبيرت', 'ليبيرت', 'بيرت بلانش', 'جينيكولوغ', 'الجينيكو', 'السيستيري', 'الستريلي', 'الطبيبه نتاع النسا', 'افرازات بيضا', 'الحكه لتحت', 'حكه لتحت', 'تحكني لتحت', 'يحكني لتحت'],
    dl: ['rahm', 'rhem', 'rahem', 'lmbid', 'mbid', 'ovaire', 'ovaires', 'kyste', 'kist', 'ifrazat', 'pertes', 'pert', 'pertes blanches', 'gyneco', 'jiniko', 'gynecologue', 'sterilet', 'stirili', 'tbiba ta nsa', 'ifrazat byad', 'pertes byad', 'hekka lta7t', 'thokni lta7t'],
  },
  {
    id: 'breast',
    w: { GYN: 2.6, ONC: 1.2 },
    // The nipple is the breast's head in Darija ('ras sdri', 'راس البزولة').
    en: ['breast', 'breasts', 'nipple', 'nipples', 'mammogram', 'mammo', 'lump in her chest', 'lump on her chest'],
    fr: ['sein', 'seins', 'mamelon', 'mamelons', 'bout du sein', 'bouts de sein', 'bouts des seins', 'mammographie', 'mammo', 'boule dans son sein', 'boule dans sa poitrine', 'poitrine d une femme'],
    ar: ['الثدي', 'ثدي', 'ثديي', 'الحلمه', 'حلمه الثدي', 'حلمتي', 'حلمات', 'الحلمات', 'الماموغرافي', 'كتله في صدرها', 'حبه في صدرها'],
    dz: ['بزولتي', 'البزوله', 'بزوله', 'الصدر نتاعي فيه حبه', 'الماموغرافي', 'راس صدري', 'راس البزوله', 'راس بزولتي', 'راس الصدر', 'راس بزولتها', 'المامو', 'مامو', 'حبه فالصدر', 'حبه في صدري', 'حبه فصدري', 'حبه في صدرها', 'حبه فصدرها', 'كويره فصدري', 'كويره في صدرها', 'بول في صدرها', 'بول فصدري'],
    dl: ['bezzoula', 'bzoula', 'bzolti', 'bezoula', 'sein', 'seins', 'mamographie', 'mamelon', 'ras sdri', 'ras sedri', 'ras sderi', 'ras sadri', 'rass sdri', 'ras bzoula', 'ras lbzoula', 'ras bezzoula', 'ras bzolti', 'ras sderha', 'ras sdarha', 'mammo', 'lmammo', 'boule f sderha', 'boule f sdri', 'boule f sedri', 'boula f sderha', 'boula f sdri', '7abba f sdri', '7aba f sdri', '7abba f sderha', '7aba f sderha', 'kyste f sdri', 'kyste f sderha', 'boule f sder'],
  },
  {
    // Periods ended for good: a period that no longer comes is no early pregnancy's (the ectopic
    // rules), and the wordings still count as the gynaecologist's through 'fertility'.
    id: 'menopause',
    w: {},
    en: ['menopause', 'menopausal', 'since menopause', 'after menopause', 'postmenopausal', 'change of life'],
    fr: ['menopause', 'menopausee', 'depuis la menopause', 'apres la menopause'],
    ar: ['سن الياس', 'انقطاع الطمث', 'بلغت سن الياس', 'بعد سن الياس'],
    dz: ['مينوبوز', 'ليمينوبوز', 'سن الياس', 'قطعت عليا العاده نهائيا'],
    dl: ['menopause', 'la menopause', 'menopausee', 'sen lyas'],
  },
  {
    id: 'fertility',
    w: { GYN: 3.8, URO: 0.4, END: 0.3 },
    en: ['infertility', 'cant get pregnant', 'trying to conceive', 'trying for a baby', 'ivf', 'miscarriage', 'miscarried', 'contraception', 'birth control', 'birth control pill', 'ovulation', 'menopause', 'hot flashes', 'postpartum', 'after giving birth', 'breastfeeding pain', 'want to get pregnant', 'trying to get pregnant', 'not getting pregnant', 'want a baby', 'trying to have a baby', 'cant have children', 'cannot have children', 'cant have kids', 'still not pregnant', 'no pregnancy yet', 'married a year and no baby', 'we want a baby', 'want a child', 'we want a child', 'want to have a baby', 'want to have children', 'planning a pregnancy', 'planning to get pregnant', 'we are trying for a child'],
    fr: ['infertilite', 'sterilite', 'tombe pas enceinte', 'essaie d avoir un bebe', 'fiv', 'fausse couche', 'contraception', 'pilule', 'ovulation', 'menopause', 'bouffees de chaleur', 'post partum', 'apres accouchement', 'allaitement', 'veux tomber enceinte', 'voudrais tomber enceinte', 'essaie de tomber enceinte', 'veux un enfant', 'veux un bebe', 'essaie d avoir un bb', 'essayons d avoir un enfant', 'essaie d avoir un enfant', 'pas de grossesse', 'n arrive pas a avoir d enfant', 'pas d enfant', 'toujours pas enceinte', 'pas de grossesse depuis', 'toujours pas de grossesse', 'veut un enfant', 'on veut un enfant', 'voulons un enfant', 'veut un bebe', 'voulons un bebe', 'veut avoir un enfant', 'voudrais avoir un enfant', 'envie d avoir un enfant', 'projet de grossesse', 'desir de grossesse', 'desir d enfant'],
    ar: ['عقم', 'العقم', 'تاخر الحمل', 'تاخر الانجاب', 'اطفال الانابيب', 'اجهاض', 'الاجهاض', 'منع الحمل', 'حبوب منع الحمل', 'التبويض', 'سن الياس', 'انقطاع الطمث', 'الهبات الساخنه', 'بعد الولاده', 'الرضاعه', 'اريد ان احمل', 'ارغب في الحمل', 'احاول الحمل', 'لم يحدث الحمل', 'نحاول الإنجاب', 'تأخر الإنجاب', 'لم يحدث حمل', 'لا استطيع الانجاب', 'ما صار حمل', 'ما صارش حمل', 'لم يحصل حمل', 'لم يحدث اي حمل', 'نريد طفلا', 'نريد الانجاب', 'نرغب في الانجاب', 'اريد طفلا', 'نخطط للحمل', 'نريد ان ننجب'],
    dz: ['ما حملتش', 'ماحملتش', 'نحب نجيب الذراري', 'ما جبناش الذراري', 'طاحلي', 'طاحلي الجنين', 'حبوب الحمل', 'الدوا نتاع الحمل', 'لابيلول', 'السخانات', 'بعد ما ولدت', 'النفاس', 'حابه نحمل', 'نحب نحمل', 'بغيت نحمل', 'حابين نجيبو', 'نحب نجيب ولد', 'نحاولو نجيبو الذرية', 'ما جاتناش الذرية', 'ما نقدرش نجيب الولاد', 'ما نقدرش ندير الولاد', 'ما نجيبش الولاد', 'ما صارش حمل', 'ما صارش الحمل', 'نحاول نجيب الذريه', 'نجيب الذريه', 'ما جاتنيش الذريه', 'ما جاتناش الذريه', 'ما جاتنيش الحمل', 'حابين نجيبو الذراري', 'نحبو نجيبو الذراري', 'حابين نجيبو ولد', 'نحوسو على الذريه', 'حابه نجيب ولد'],
    dl: ['ma hmeltch', 'mahmeltch', 'ma jbnach drari', 'tahli', 'tahli janin', 'hbob lhaml', 'pilule', 'lapilul', 'nfas', 'nnfas', 'menopause', 'ivf', 'fiv', 'fausse couche', 'nhab nhmel', 'nheb nhmel', 'nhab nahmel', 'nheb nahmel', 'habba nhmel', 'bghit nhmel', 'nhab njib drari', 'ma jatnach dderya', 'ma 7maltch', 'nsayiw njibou dderya', 'ma na9derch ndir wlad', 'ma nqderch ndir wlad', 'ma njibch wlad', 'ma ndirch wlad', 'ndir wlad', 'njib wlad', 'ma jatnich grossesse', 'ma jatnach grossesse', 'ma sratch grossesse', 'ma jatnich dderya', 'nhawel njib dderya', 'nhawlou njibou dderya', 'nhabou njibou dderya', 'habin njibou wlad', 'nhebou ndirou wlad', 'nhawsou 3la dderya', 'habin njibou drari', 'nhabou njibou drari'],
  },
];
