import type { Concept } from './types.ts';

/** Whole-body complaints: fever, pain, tiredness, swelling, bleeding, a wound, a yellow tinge. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const GENERAL: Concept[] = [
  {
    // 'Ca pique' said of a throat or a skin is a prickling felt, not an insect's sting.
    id: 'prickle',
    w: {},
    en: ['scratchy', 'feels scratchy', 'prickly', 'tickly', 'it tickles'],
    fr: ['ca pique', 'ca me pique', 'ca pique un peu', 'ca lui pique', 'ca picote', 'ca me picote', 'ca gratte un peu', 'sa pique', 'sa me pique', 'sa pique un peu', 'sa picote', 'sa me picote', 'me pique quand j avale', 'pique quand j avale', 'pique quand il avale', 'pique quand elle avale'],
  },
  {
    // A single stab or twinge ('وخزة', 'twinge', 'pincement'), not the lasting pins and needles of
    // a numbness ('وخز'): the heart's numbness rule does not read it (red-flags.ts).
    id: 'twinge',
    w: {},
    en: ['twinge', 'twinges', 'a twinge', 'sharp prick', 'little prick', 'small prick', 'pinch in my chest'],
    fr: ['pincement', 'pincements', 'un pincement', 'petit pincement', 'point de cote', 'petite piqure au coeur'],
    ar: ['وخزه', 'وخزات', 'بوخزه', 'بوخزات', 'نخزه'],
    dz: ['وخزه', 'وخزات', 'بوخزه', 'بوخزات', 'توخزني', 'يوخزني', 'نغزات'],
    dl: ['wakhza', 'wekhza', 'wkhza', 'wakhzat', 'twakhzni', 'ywakhzni', 'nghzat', 'b wakhza'],
  },
  {
    // A ball that hit an eye or a face: a game's ball, not the testicles ('balls').
    id: 'ball',
    w: {},
    en: ['ball', 'a ball', 'the ball'],
    fr: ['ballon', 'un ballon', 'le ballon'],
    ar: ['كره', 'الكره', 'بالكره'],
    dz: ['كوره', 'الكوره', 'بالكوره', 'بالون', 'البالون'],
    dl: ['kora', 'lkora', 'balon', 'ballon', 'lballon'],
  },
  {
    // A tree fallen from ('tah mn chajra'): a place, not a stye ('chaira').
    id: 'tree',
    w: {},
    en: ['tree', 'a tree', 'the tree'],
    fr: ['arbre', 'un arbre', 'l arbre'],
    ar: ['شجره', 'الشجره'],
    dz: ['شجره', 'الشجره', 'الزيتونه'],
    dl: ['chajra', 'chejra', 'sejra', 'chjra', 'chajara'],
  },
  {
    // 'A vue d'oeil' (visibly): how fast, not an eye.
    id: 'visibly',
    w: {},
    en: [],
    fr: ['a vue d oeil', 'vue d oeil'],
    ar: [],
    dz: [],
    dl: [],
  },
  {
    // 'Small' said of a thing ('fibrose sghira', a small spot): not a child, whom 'benti sghira' or an
    // age names.
    id: 'small',
    w: {},
    en: [],
    fr: [],
    ar: [],
    dz: [],
    dl: ['sghir', 'sghira', 'sghar', 'sghiwer', 'sghiwra'],
  },
  {
    id: 'fever',
    w: { INF: 1.6, GM: 1.6 },
    en: ['fever', 'feverish', 'feels hot', 'very hot', 'burning up', 'burning hot', 'boiling hot', 'hot like fire', 'hot as fire', 'hot to touch', 'high temperature', 'temperature', 'febrile', 'fevers', 'pyrexia'],
    fr: ['fievre', 'fiévreux', 'il est chaud', 'elle est chaude', 'tout chaud', 'il est brulant', 'elle est brulante', 'est brulant', 'est brulante', 'corps brulant', 'il brule de fievre', 'elle brule de fievre', 'toute chaude', 'fievreuse', 'température', 'temperature elevee', 'febrile', 'fiebre'],
    ar: ['حمى', 'الحمى', 'حرارة', 'ارتفاع الحرارة', 'ارتفاع في درجة الحرارة', 'سخونة', 'محموم', 'ساخن جدا', 'جسمه ساخن', 'حرارته مرتفعه'],
    dz: ['سخانة', 'السخانة', 'سخون', 'سخونة', 'سخنت', 'سخان', 'طالعتلي السخانة', 'الحمة', 'حمة', 'سخونية', 'يسخن', 'تسخن', 'بدا يسخن', 'بدات تسخن'],
    dl: ['skhana', 'sekhana', 'skhouna', 'sskhana', 'skhoun', 'skhouniya', 'hma', 'lhma', 'hmma', 'skhant', 'sakhen', 'skhan', 'tempirature', 'temperatur', 'fievre'],
  },
  {
    // Third-person 'it hurts him / her', as relatives write for a patient.
    id: 'pain',
    w: { GM: 0.3 },
    en: ['pain', 'pains', 'ache', 'aching', 'aches', 'hurt', 'hurts', 'hurting', 'sore', 'painful', 'cramp', 'cramps', 'stabbing', 'burning pain', 'it hurts him', 'it hurts her'],
    fr: ['douleur', 'douleurs', 'mal', 'douloureux', 'douloureuse', 'fait mal', 'crampe', 'crampes', 'elancement', 'brulure', 'il a mal', 'elle a mal'],
    ar: ['الم', 'الام', 'وجع', 'اوجاع', 'يؤلمني', 'تؤلمني', 'مؤلم', 'الما', 'مغص', 'يؤلمه', 'يؤلمها', 'تؤلمه', 'تؤلمها'],
    dz: ['يوجعني', 'توجعني', 'يوجع', 'توجع', 'نوجع', 'وجعني', 'وجعتني', 'يوجعو', 'يوجعوني', 'توجعني بزاف', 'ينغزني', 'تنغزني', 'نغزة', 'يقطع', 'تقطع', 'يتقطع', 'تقطعت', 'يقرصني', 'قرصة', 'مقطع', 'يوجعها', 'توجعو', 'توجعها', 'يوجعوه'],
    dl: ['wja', 'ywjani', 'twjani', 'ywja', 'twja', 'youjani', 'yewjani', 'tewjani', 'ywjni', 'ywjaoni', 'ywjouni', 'wjani', 'wjaatni', 'nwja', 'nghza', 'yneghzni', 'tnghzni', 'tqata', 'tqatta', 'yqata', 'mqata', 'tqataa', 'yqarasni', 'alam', 'douleur', 'doleur', 'mal', 'yewjaou', 'ywjaou', 'tewjaou', 'twjaou', 'yewjaha', 'ywjaha', 'tewjaha', 'twjaha', 'yewjahom', 'waja3', 'lwaja3', 'woja3', 'wjo3', 'l waja3', 'wji3a', 'lwji3a', 'yoj3ni', 'youj3ni', 'yoja3ni', 'toj3ni', 'touj3ni', 'toja3ni', 'yoj3ou', 'yoj3ah', 'yoj3ha', 'toj3ha', 'toj3ou', 'wje3', 'lwje3', 'wjee3', 'l wje3', 'wej3', 'lwej3', 'ywej3ouh', 'ywaj3ouh', 'yewj3ouh', 'twej3ou', 'tewja3', 'tewj3ou'],
  },
  {
    id: 'fatigue',
    w: { GM: 1.6, HEM: 0.4, END: 0.3 },
    en: ['tired', 'tiredness', 'fatigue', 'exhausted', 'exhaustion', 'tire easily', 'no energy', 'lethargic', 'worn out', 'drained'],
    fr: ['fatigue', 'fatigué', 'fatiguée', 'epuise', 'epuisee', 'épuisement', 'pas d energie', 'crevé', 'creve', 'a plat'],
    ar: ['تعب', 'تعبان', 'تعبانه', 'ارهاق', 'مرهق', 'ضعف عام', 'خمول', 'وهن', 'اعياء'],
    dz: ['عيان', 'عيانه', 'عييت', 'نعيا', 'نعيى', 'نعيا بالخف', 'فشلة', 'فشلت', 'مفشل', 'فاشل', 'ماعنديش القوة', 'حتى قوة', 'تعبت', 'راني عيان', 'مهدود', 'مكسر'],
    dl: ['ayan', 'ayana', 'ayit', 'ayyit', 'naaya', 'neaya', 'naaya b lkhef', 'fachla', 'fechla', 'fchel', 'fachel', 'mfechel', 'tabban', 'taaban', 'tabana', 'mhdoud', 'mkasser', 'fatigi', 'fatigué', 'fatiguee'],
  },
  {
    // Tired OF a complaint ('3yit mno', 'j en ai marre', 'fed up with it'): weariness with the
    // pain said, not a fatigue of the body; it votes for no doctor.
    id: 'fed_up',
    w: {},
    en: ['tired of it', 'fed up with it', 'sick of it', 'tired of this pain', 'fed up with this pain'],
    fr: ['marre de ca', 'marre de cette douleur', 'fatigue de cette douleur', 'fatiguee de cette douleur'],
    ar: ['تعبت منه', 'تعبت منها', 'مللت منه', 'مللت منها', 'سئمت منه'],
    dz: ['عييت منو', 'عييت منها', 'عيت منو', 'عيت منها', 'مليت منو', 'مليت منها'],
    dl: ['3yit mno', '3yit mnou', '3yit menha', '3yit mnha', 'ayit mno', 'ayit menha', 'mellit mno', 'mellit menha', '3yit mn had lwja3'],
  },
  {
    id: 'unwell',
    w: { GM: 1.6 },
    en: ['unwell', 'not well', 'sick', 'ill', 'feel bad', 'not feeling well'],
    fr: ['malade', 'pas bien', 'mal en point', 'je me sens mal'],
    ar: ['مريض', 'مريضه', 'لست بخير', 'متوعك', 'متوعكه'],
    dz: ['مريض', 'مريضه', 'مارانيش مليح', 'ما راني مليح', 'مهلوك'],
    dl: ['mrid', 'mrida', 'maranich mlih', 'ma rani mlih', 'mahlouk', 'malade'],
  },
  {
    id: 'cold_flu',
    w: { GM: 2.4, ENT: 0.6, INF: 0.6, PUL: 0.3 },
    en: ['cold', 'flu', 'influenza', 'common cold', 'the flu', 'runny nose and sneezing', 'sneezing', 'sneeze', 'sneezing a lot', 'keep sneezing'],
    fr: ['grippe', 'rhume', 'grippé', 'grippee', 'enrhume', 'enrhumé', 'etat grippal', 'eternuements', 'éternue', 'eternue', 'j eternue'],
    ar: ['زكام', 'نزله برد', 'نزلة', 'انفلونزا', 'انفلونزا موسميه', 'عطس', 'العطس', 'رشح', 'اعطس كثيرا'],
    dz: ['ريحام', 'رحام', 'القريب', 'قريب', 'لغريب', 'دخل فيا البرد', 'البرد', 'مبرد', 'مزكم', 'نعطس', 'عطسة', 'القريپ', 'لاقريب', 'العطسه', 'يعطس', 'نعطس بزاف', 'مقريبي', 'مقريبيه', 'مغريبي', 'مڨريبي'],
    dl: ['rham', 'rhem', 'grippe', 'gripp', 'lgrip', 'grip', 'lagrippe', 'lagrip', 'zokam', 'zkam', 'mzakem', 'mbared', 'lbard', 'lberd', 'naatas', 'natas', 'atsa', 'nzla', 'ntas', 'laatsa', 'n3ates', 'n3tes', 'n3tas', '3tas', '3etsa', '3tes', '3ttes', 'n3atess', 'mgripi', 'mgrippi', 'mgripya', 'mgripiya', 'mgrepi', 'm9ripi', 'mgripin'],
  },
  {
    id: 'body_aches',
    w: { GM: 1.5, INF: 0.5, RHU: 0.4 },
    en: ['body aches', 'body pain', 'whole body', 'all over my body', 'muscle aches', 'aching all over'],
    fr: ['courbatures', 'courbature', 'tout le corps', 'mal partout', 'corps'],
    ar: ['الام الجسم', 'جسمي', 'كل جسمي', 'الجسم', 'بدني'],
    dz: ['بدني', 'كل بدني', 'جسمي كامل', 'بدني كامل', 'بدني مكسر', 'مكسر'],
    dl: ['badni', 'bdni', 'jesmi', 'jasmi', 'jismi', 'badni kaml', 'badni kamel', 'jesmi kamel', 'kol badni', 'tkasser f jeldi', 'tkasser f badni', 'jeldi mkasser', 'badni mkasser', 'mtkasser', 'ntkasser'],
  },
  {
    id: 'appetite_loss',
    w: { GM: 1.2, GAS: 0.8, ONC: 0.3, PSY: 0.3 },
    en: ['no appetite', 'loss of appetite', 'appetite', 'not eating', 'not hungry', 'cant eat'],
    fr: ['pas d appetit', 'perte d appetit', 'appetit', 'manque d appetit', 'pas faim', 'mange plus', 'ne mange pas', 'mange pas'],
    ar: ['فقدان الشهيه', 'الشهيه', 'شهيه', 'لا اشتهي', 'لا اكل', 'قله الاكل', 'ما عنديش الشهيه'],
    dz: ['ما ناكلش', 'ماناكلش', 'ما ياكلش', 'ماياكلش', 'ما تاكلش', 'ماتاكلش', 'ما نشتهيش', 'مانشتهيش', 'ما نقدرش ناكل'],
    dl: ['ma nakolch', 'manakolch', 'ma yakolch', 'mayakolch', 'ma takolch', 'matakolch', 'ma nchtahich', 'manchtahich', 'chahiya', 'chehiya'],
  },
  {
    id: 'swelling',
    w: { GM: 0.5, NEP: 0.4, CAR: 0.3, RHU: 0.3 },
    en: ['swelling', 'swollen', 'swell', 'puffy', 'edema', 'oedema', 'swelled', 'swelled up', 'puffed up', 'blew up'],
    fr: ['gonflement', 'gonfle', 'gonflé', 'gonflée', 'enflé', 'enflee', 'oedeme', 'oedème', 'enflure', 'gonflent', 'enflent', 'a gonfle', 'ont gonfle', 'gonfles', 'gonflees', 'enfles', 'enflees'],
    ar: ['تورم', 'ورم', 'منتفخ', 'انتفاخ', 'وذمه', 'متورم', 'متورمه', 'تورمت', 'انتفخت', 'انتفخ', 'تنتفخ', 'يتورم', 'تتورم', 'منتفخه', 'منتفخان', 'منتفخين'],
    dz: ['منفوخ', 'منفوخه', 'منفوخين', 'نفخ', 'تنفخ', 'نفخت', 'منتفخين', 'مورم', 'تنفخو', 'تنفخت', 'تنفخلي', 'تنفخولي', 'نفخو', 'ينتفخو', 'ينتفخ', 'تنتفخ', 'ينتفخوا', 'نافخ', 'نافخه', 'نافخين', 'ينفخو'],
    dl: ['mnfokh', 'mnfoukh', 'manfokh', 'mnfokha', 'mnfokhin', 'nfakh', 'tnfakh', 'nfekhet', 'ntfakh', 'mwarem', 'gonfle', 'gonfli', 'ntfkhou', 'ntfkhet', 'tnfkhou', 'ntfakhou', 'tnfakhli', 'nfakhou', 'tnfkhet', 'yentefkhou', 'yntfkhou', 'tentfekh', 'yentfekh', 'nafekh', 'nafkha', 'nafkhin', 'ynafkhou', 'mentfkhin', 'mntfkhin', 'mentefkhin', 'mentfkha', 'mentfekh'],
  },
  {
    // Teeth said to bleed are the gums' place (dental.ts) and a bleeding too, one wording for both.
    id: 'bleeding',
    w: { GM: 0.4, HEM: 0.6 },
    en: ['bleeding', 'bleed', 'bleeds', 'blood loss', 'hemorrhage', 'haemorrhage', 'bleeding heavily', 'gushing blood', 'losing blood', 'pouring blood', 'soaking a pad', 'soaking pads', 'pad every hour', 'soaked through', 'big clots', 'passing clots', 'spotting', 'pouring out', 'his teeth bleed', 'my teeth bleed', 'her teeth bleed', 'blood from his teeth', 'blood from my teeth'],
    fr: ['saignement', 'saignements', 'saigne', 'saignent', 'saignant', 'saigner', 'hemorragie', 'perte de sang', 'pertes de sang', 'perds du sang', 'perd du sang', 'je saigne', 'serviette toutes les heures', 'caillots', 'gros caillots', 'je saigne enormement', 'les dents saignent', 'ses dents saignent', 'mes dents saignent', 'saigne des dents'],
    ar: ['نزيف', 'نزف', 'ينزف', 'تنزف', 'نزيفا', 'انزف', 'نزفت', 'تنزفين', 'نزيف مهبلي', 'جلطات دم', 'الفوطه كل ساعه', 'ينزل دم', 'نزل دم', 'ينزل الدم', 'نزل الدم', 'ينزل منها دم', 'نزل منها دم', 'تنزل دماء', 'نزيف من الاسنان', 'اسنانه تنزف', 'اسناني تنزف'],
    dz: ['يسيل الدم', 'يخرج الدم', 'نزيف', 'الدم يسيل', 'نخسر الدم', 'يجري الدم', 'تنزف', 'ينزف', 'يسيل فيا الدم', 'نخسر في الدم', 'نبدل الفوطه كل ساعه', 'يدمي', 'تدمي', 'راسو يدمي', 'الدم نازل', 'نازل الدم', 'يدم', 'تدم', 'نزل الدم', 'ينزل الدم', 'نزل دم', 'ينزل دم', 'نزلي الدم', 'نزلها الدم', 'يدميو', 'يدمو', 'تدمي', 'سناني يدميو', 'سنانو يدميو', 'سنانها يدميو', 'الدم من سناني', 'الدم من سنانو', 'يخرج الدم من سنانو', 'سنانو يسيلو دم'],
    dl: ['nzif', 'nazif', 'dem ysil', 'dm ysil', 'ysil dem', 'ykhrej dem', 'dem yjri', 'tnzef', 'tenzef', 'tnazef', 'nenzef', 'ynzef', 'ynazef', 'nsaigner', 'tsaigner', 'ysaigner', 'nkhser dem', 'nkhsar dem', 'nbedel serviette', 'ydemmi', 'tdemmi', 'ydammi', 'tdammi', 'demm nazel', 'nazel demm', 'demm yseel', 'nazfa', 'nazef', 'nzef', 'tnazzef', 'nazzfa', 'rani nazfa', 'rahi tnazzef', 'tnazef bezaf', 'ydem', 'tdem', 'ydmi', 'tedmi', 'yedmi', 'ydemi', 'tdemi', 'nzel ddem', 'nzal ddem', 'ynzel ddem', 'ynzal ddem', 'nzelha ddem', 'nzelli ddem', 'ydmiw', 'ydemmiw', 'ydammiw', 'ydemiw', 'tdmi', 'ydmo', 'snani ydmiw', 'snano ydmiw', 'snanha ydmiw', 'snani ysilou dem', 'snano ysilou dem', 'snani ytl3o dem', 'snani y7arrjou dem', 'snani ykhorjou dem', 'ydmiw snani', 'ydmiw snano', 'dem mn snani', 'dem mn snano', 'dem mn snanha'],
  },
  {
    id: 'blood',
    w: { HEM: 0.4 },
    en: ['blood', 'bloody', 'a lot of blood', 'lots of blood'],
    fr: ['sang', 'sanglant', 'sanglante', 'sanguin', 'beaucoup de sang'],
    ar: ['دم', 'الدم', 'دماء', 'دمويه', 'دموي', 'بالدم'],
    dz: ['دم', 'الدم', 'دمي'],
    dl: ['dem', 'dam', 'ddem', 'ldem', 'demm', 'dm', 'bdem', 'beddem', 'bddem'],
  },
  {
    // A graze is a small wound for the family doctor, even after a fall.
    id: 'wound',
    w: { GM: 2, DER: 0.8, ORT: 0.3 },
    en: ['wound', 'cut', 'cut myself', 'laceration', 'gash', 'stitches', 'sliced', 'gashed', 'sliced my', 'deep cut', 'cut open', 'split open', 'got cut', 'scraped', 'scrape', 'scraped my knee', 'graze', 'grazed', 'skinned my knee', 'scratch on my'],
    fr: ['plaie', 'coupure', 'coupe', 'blessure ouverte', 'points de suture', 'entaille', 'entaille profonde', 'coupure profonde', 'coupee', 's est ouvert', 's est ouverte', 'ouvert le genou', 'ouvert la tete', 'egratignure', 'egratigne', 'ecorchure', 'ecorche', 'je me suis ecorche', 'genou ecorche'],
    ar: ['جرح', 'جروح', 'قطع', 'غرز', 'جرح عميق', 'جرح قطعي', 'انجرحت', 'جرحت', 'انجرح', 'خدش', 'خدوش', 'سحجه', 'كشط في الجلد', 'انخدش'],
    dz: ['جرح', 'تجرحت', 'مجروح', 'قطعت يدي', 'الخياطه', 'تقطعت', 'قطعت صبعي', 'تجرح', 'تجرحات', 'جرح كبير', 'تفلق راسو', 'تفلقت', 'تخدشت', 'مخدش', 'تقشرت ركبتي', 'تشلخت'],
    dl: ['jorh', 'jarh', 'jrah', 'tjrht', 'tjrahet', 'mjrouh', 'qtat yeddi', 'tqatat', 'tqataat', 'tqatet', 't9at3t', 't9ata3t', 'tqatt', 'jarh kbir', 'jorh kbir', 'tjreh', 'tjrah', 'tjerh', 'tjarhat', 'tfelleq rasou', 'tfellqet', 'tkhdecht', 'khedchetni', 'khdechni', 'khdchetni', 'khedcha', 'khdecha', 'mkhdech', 'tqacharet rokbti', 'tchlakht', 'tchellekh'],
  },
  {
    id: 'wet_diaper',
    w: {},
    en: ['wet diaper', 'wet diapers', 'wet nappy', 'peed'],
    fr: ['couche mouillee', 'couches mouillees', 'fait pipi'],
    ar: ['حفاض مبلل', 'الحفاض مبلل', 'تبول'],
    dz: ['يبلل الكوش', 'يبل الكوش', 'تبلل الكوش', 'بلل الكوش', 'بللت الكوش', 'بلات الكوش', 'الكوش مبلول', 'بال', 'بالت'],
    dl: ['ybelel couche', 'ybellel couche', 'ybelle couche', 'ybell couche', 'tbellel couche', 'bellel couche', 'ybel couche', 'couche mebloula', 'bal', 'balet'],
  },
  {
    id: 'smell',
    w: {},
    en: ['smell', 'smells', 'smelly', 'odor', 'odour', 'smells like', 'smelled like'],
    fr: ['odeur', 'sent fort', 'sentent fort', 'sentent mauvais', 'mauvaise odeur', 'haleine sent', 'sent comme', 'ca sent la', 'son haleine', 'haleine qui sent', 'sa bouche sent', 'sent la'],
    ar: ['رائحه', 'رائحه كريهه', 'رائحته', 'رائحتها', 'رائحة فمه', 'رائحة فمها', 'ريحته', 'ريحتها', 'ريحه', 'ريحه فمه', 'ريحه فمها', 'رائحه فمه', 'رائحه فمها', 'رائحه نفسه', 'رائحه نفسها'],
    dz: ['ريحه', 'ريحتو', 'ريحتها', 'خانز', 'ريحته', 'ريحت فمو', 'ريحة فمو', 'ريحة فمها', 'فمو ريحتو', 'فمها ريحتها', 'نفسو ريحتو'],
    dl: ['riha', 'rihtou', 'rihtha', 'khanez', 'ri7to', 'ri7tou', 'ri7t', 'ri7etha', 'ri7tha', 'ri7a', 'ri7t fomou', 'ri7t fomha', 'riht fomou', 'fomou ri7to', 'fomou ri7tou', 'fomha ri7tha'],
  },
  {
    // A burning said "like fire" is a simile ('ya7ra9ni ki nar'): a strong sensation, not a flame.
    id: 'like_fire',
    w: {},
    en: ['like fire', 'like a fire', 'like its on fire', 'like burning fire', 'like hot coals'],
    fr: ['comme du feu', 'comme le feu', 'comme un feu', 'comme de la braise', 'comme si j avais le feu'],
    ar: ['مثل النار', 'كالنار', 'كانها نار', 'كانه نار', 'مثل الجمر', 'كالجمر'],
    dz: ['كي النار', 'كيما النار', 'كيف النار', 'كي نار', 'كيما نار', 'كي الجمر', 'كيما الجمر', 'نار نار'],
    dl: ['ki nar', 'kima nar', 'kif nar', 'ki ennar', 'kima ennar', 'ki lnar', 'kima lnar', 'ki jmer', 'kima jmer', 'nar nar'],
  },
  {
    id: 'burning',
    w: { DER: 0.8, GM: 0.3 },
    en: ['burning', 'burns', 'burning sensation', 'stinging'],
    fr: ['brulure', 'brulures', 'brule', 'ca brule', 'brulant', 'brulante', 'brulantes'],
    ar: ['حرقه', 'حرقان', 'لسع', 'احساس بالحرقه'],
    dz: ['يحرقني', 'تحرقني', 'يحرق', 'تحرق', 'حرقه', 'يشعل', 'شاعله'],
    dl: ['yharqni', 'tharqni', 'yharaq', 'tharaq', 'harqa', 'hraqa', 'yharq', 'chaala'],
  },
  {
    id: 'yellow',
    w: { GAS: 2.2, INF: 0.6, HEM: 0.3 },
    en: ['yellow', 'yellowish', 'turned yellow'],
    fr: ['jaune', 'jaunes', 'jaunatre', 'devenu jaune'],
    ar: ['اصفر', 'صفراء', 'مصفر', 'اصفرار'],
    dz: ['صفر', 'صفرا', 'مصفر', 'صفار', 'مصفار'],
    dl: ['sfar', 'sfer', 'safra', 'msfar', 'msafar', 'sfour'],
  },
  {
    // The surgeon who will operate, named beside a cancer: the cancer is settled and treated now.
    id: 'surgeon',
    w: {},
    en: ['surgeon', 'the surgeon', 'surgeons'],
    fr: ['chirurgien', 'le chirurgien', 'chirurgienne', 'la chirurgienne'],
    ar: ['الجراح', 'جراح', 'الطبيب الجراح', 'الجراحه'],
    dz: ['الجراح', 'الشيرورجيان', 'شيرورجيان', 'الطبيب الجراح'],
    dl: ['chirurgien', 'chirurgienne', 'chirirjien', 'jarra7', 'el jarra7'],
  },
  {
    // An operation days or weeks ago: a clot in the leg or the lung follows it.
    id: 'recent_surgery',
    w: {},
    en: ['after the operation', 'after my operation', 'after surgery', 'had surgery', 'had an operation', 'knee surgery', 'c section', 'since the operation', 'surgery on my knee', 'surgery on my hip', 'operated on my', 'hip replacement', 'knee replacement'],
    fr: ['apres l operation', 'apres mon operation', 'opere', 'operee', 'apres la chirurgie', 'cesarienne', 'operation du genou', 'operation de la hanche', 'opere du genou', 'operee du genou', 'prothese de hanche', 'prothese du genou', 'depuis l operation', 'apres mon intervention'],
    ar: ['بعد العملية', 'بعد العملية الجراحية', 'أجريت عملية', 'عملية قيصرية', 'بعد الجراحة', 'عملت عملية', 'اجريت عملية', 'عملية في الركبة', 'عملية في الورك', 'عمليه جراحيه'],
    dz: ['من بعد العملية', 'بعد العملية', 'درت العملية', 'دارولي العملية', 'السيزارين', 'درت l operation', 'درت لوبيراسيون', 'دارولي لوبيراسيون', 'درت عملية', 'دارولي l operation', 'من بعد l operation'],
    dl: ['mn ba3d l operation', 'ba3d l operation', 'dert l operation', 'darouli operation', 'cesarienne', 'sizarin', 'dert operation', 'dert l operation', 'darouli l operation', 'drt operation'],
  },
  {
    // An antibiotic of the penicillin family named beside an allergy: whether it may be taken is a
    // question for the general practitioner, not the skin's.
    id: 'penicillin_named',
    w: {},
    en: ['penicillin', 'amoxicillin', 'augmentin', 'amoxil', 'clamoxyl'],
    fr: ['penicilline', 'amoxicilline', 'augmentin', 'clamoxyl', 'amoxil'],
    ar: ['البنسلين', 'بنسلين', 'اموكسيسيلين', 'الاموكسيسيلين', 'اوغمنتين'],
    dz: ['البنسلين', 'بينيسيلين', 'اوغمونتان', 'اوقمونتان', 'كلاموكسيل', 'اموكسيسيلين'],
    dl: ['penicilline', 'penicillin', 'pinisilin', 'amoxicilline', 'amoxiciline', 'augmentin', 'ogmontan', 'clamoxyl', 'klamoksil'],
  },
];
