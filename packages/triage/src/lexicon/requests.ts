import type { Concept } from './types.ts';

/** What is asked for rather than complained of: a check-up, a treatment to change, the family doctor, a follow-up. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const REQUESTS: Concept[] = [
  {
    // 'Vue par ma gyneco' (seen by): a doctor consulted, not the eyesight.
    id: 'seen_by',
    w: {},
    en: ['seen by', 'was seen by', 'been seen by'],
    fr: ['vue par', 'vu par', 'vue chez', 'vu chez', 'ete vue par', 'ete vu par', 'examinee par', 'examine par'],
    ar: [],
    dz: [],
    dl: [],
  },
  {
    id: 'checkup',
    w: { GM: 2.5 },
    en: ['check up', 'checkup', 'general checkup', 'routine', 'blood test', 'blood tests', 'lab results', 'medical certificate', 'certificate', 'prescription', 'renew', 'renewal', 'vaccination card'],
    fr: ['bilan', 'bilan sanguin', 'bilan general', 'analyses', 'analyse', 'certificat', 'certificat medical', 'ordonnance', 'renouvellement', 'renouveler', 'consultation generale', 'visite medicale', 'controle'],
    ar: ['فحص عام', 'فحص شامل', 'تحاليل', 'تحليل', 'شهاده طبيه', 'وصفه', 'تجديد الوصفه', 'فحص دوري', 'تجديد', 'اجراء فحص'],
    dz: ['نجدد', 'تجديد', 'تحليلات', 'لانليز', 'بيلان', 'سرتيفيكا', 'اوردونونس', 'لوردونونس', 'كونترول'],
    dl: ['renouvellement', 'bilan', 'analyse', 'analiz', 'tahalil', 'certificat', 'sertifika', 'ordonance', 'ordonnance', 'control', 'kontrol'],
  },
  {
    // A certificate or a sick note asked for: the family doctor writes it, whatever the complaint
    // or the reading said beside it.
    id: 'sick_note',
    w: { GM: 2.5 },
    en: ['sick note', 'sick leave', 'doctor note', 'doctors note', 'note for work', 'certificate for work', 'fitness certificate', 'medical certificate', 'certificat medical', 'certificat d aptitude', 'days off work'],
    fr: ['arret de travail', 'arret maladie', 'conge maladie', 'certificat medical', 'certificat d aptitude', 'certificat de bonne sante', 'certificat pour le sport', 'justificatif d absence'],
    ar: ['شهاده طبيه', 'عطله مرضيه', 'اجازه مرضيه', 'شهاده مرضيه', 'شهاده عطله مرضيه', 'شهاده اللياقه', 'شهاده طبيه للعمل'],
    dz: ['سرتيفيكا', 'سرتيفيكا ميديكال', 'اريه دو ترافاي', 'اري دو ترافاي', 'كونجي مالادي', 'عطله مرضيه', 'شهاده طبيه'],
    dl: ['arret de travail', 'arret maladie', 'conge maladie', 'certificat medical', 'certificat d aptitude', 'sertifika', 'certificat ta3 lkhedma', 'ari de travail'],
  },
  {
    // Whether an old trouble bars a driving licence, a sport, the army or a job: a question about
    // fitness, not a complaint of now (lexicon/screen-settled.ts).
    id: 'fitness_question',
    w: {},
    en: ['driving licence', 'driving license', 'drivers license', 'driver license', 'my licence', 'my license', 'can i drive', 'allowed to drive', 'learn to drive', 'driving test', 'play football', 'do sport', 'do sports', 'join a club', 'join the army', 'the army', 'military service', 'join the police', 'pilot', 'diving', 'scuba diving', 'apply for the job', 'job application', 'fit for the job', 'medical for the job'],
    fr: ['permis', 'passer le permis', 'permis de conduire', 'le code', 'droit de conduire', 'conduire une voiture', 'faire du sport', 'faire du foot', 'jouer au foot', 'licence de foot', 'licence sportive', 'service militaire', 'l armee', 'entrer dans l armee', 'la police', 'entrer dans la police', 'concours', 'la plongee', 'pilote', 'aptitude', 'apte'],
    ar: ['رخصه السياقه', 'رخصه القياده', 'رخصه السياقة', 'اسوق السياره', 'قياده السياره', 'ممارسه الرياضه', 'امارس الرياضه', 'العب كره القدم', 'الخدمه العسكريه', 'الخدمه الوطنيه', 'الجيش', 'الشرطه', 'مسابقه التوظيف', 'الغوص', 'طيار'],
    dz: ['البيرمي', 'بيرمي', 'الپيرمي', 'نجوز البيرمي', 'ندير البيرمي', 'نسوق', 'نسوق الطوموبيل', 'نلعب الكوره', 'نلعب الرياضه', 'ندير الرياضه', 'ندير السبور', 'السبور', 'لارمي', 'الخدمه', 'السرفيس', 'البوليس', 'الكونكور', 'الجيش'],
    dl: ['permi', 'lpermi', 'npassi permis', 'ndir permis', 'njawaz permis', 'nsou9', 'nsog', 'nsou9 tomobil', 'nel3ab lkora', 'nlaab lkora', 'ndir sport', 'sport', 'service militaire', 'larmi', 'l armee', 'lkhedma', 'lbolis', 'bolis', 'concours', 'lconcours'],
  },
  {
    // Asking whether one needs a test or a screening oneself (after someone else's illness).
    id: 'test_question',
    w: {},
    en: ['do i need a test', 'need a test', 'should i get a test', 'should i do a test', 'should i be tested', 'get tested', 'do i need to be tested', 'do i need screening', 'should i get screened', 'do i need a check', 'should i have a mammogram', 'should i do a mammogram', 'do i need a mammogram', 'should i get a psa', 'at what age should i', 'from what age should i', 'do i need mammographie', 'do i need a mammography', 'do i need mammography', 'should i do mammography', 'do i need an ultrasound of the breast'],
    fr: ['faut il un test', 'faut il faire un test', 'dois je faire un test', 'je dois faire un test', 'faire un test', 'faut il un depistage', 'dois je faire un depistage', 'faire un depistage', 'me faire tester', 'est ce que je dois faire', 'dois je faire', 'faut il que je fasse', 'a quel age faut il', 'a partir de quel age', 'dois je faire une mammographie', 'faut il faire une mammographie', 'je dois faire une mammographie', 'faire une mammographie'],
    ar: ['هل يجب ان افحص', 'هل يجب ان اجري فحصا', 'هل احتاج الى فحص', 'هل احتاج فحص', 'هل يلزمني فحص', 'هل علي اجراء فحص', 'هل يجب ان اعمل', 'هل يجب ان اجري', 'هل علي ان اعمل', 'هل يجب ان اقوم', 'في اي عمر', 'من اي عمر', 'هل احتاج ماموغرافي', 'هل يجب ان اعمل ماموغرافي', 'هل يجب ان اجري ماموغرافي'],
    dz: ['واش لازم ندير فحص', 'لازم ندير فحص', 'واش نديرو فحص', 'لازم نفحص', 'واش لازم ندير', 'لازم ندير', 'واش لازم نديرها', 'من شحال من عمر', 'ندير الماموغرافي', 'ندير ماموغرافي', 'ندير mammographie'],
    dl: ['lazem ndir test', 'lazm ndir test', 'lazem ndir fa7s', 'ndir test', 'ndir depistage', 'nfa7es rou7i', 'lazem nfahes', 'wach ndir test', 'wach lazem ndir', 'wach lazm ndir', 'lazem ndirha', 'men ch7al 3omri', 'ndir mammographie', 'ndir mamographie', 'ndir echo ta3 sein'],
  },
  {
    // A treatment one takes or has finished (said of a named disease: its controls stay with its doctor).
    id: 'own_treatment',
    w: {},
    en: ['treatment', 'my treatment', 'finished treatment', 'finished the treatment', 'on treatment'],
    fr: ['traitement', 'mon traitement', 'fin de traitement', 'sous traitement'],
    ar: ['علاج', 'العلاج', 'علاجي', 'انهيت العلاج'],
    dz: ['كملت الدوا', 'كملت العلاج', 'راني نداوي', 'نداوي'],
    dl: ['kmelt dwa', 'kmelt ddwa', 'kammelt dwa', 'rani ndawi', 'ndawi', 'traitement'],
  },
  {
    // Asking to change a treatment one already takes is a request, not a sign happening now.
    id: 'treatment_change',
    w: {},
    en: ['change my medication', 'change my medicine', 'change my treatment', 'switch my medication', 'switch my medicine', 'change his medication', 'change her medication', 'another medicine instead'],
    fr: ['changer de traitement', 'changer mon traitement', 'changer de medicament', 'changer mon medicament', 'changer son traitement', 'changer le traitement', 'changer le medicament', 'un autre medicament'],
    ar: ['تغيير الدواء', 'تغيير العلاج', 'اغير الدواء', 'اغير العلاج', 'تبديل الدواء', 'دواء اخر بدل'],
    dz: ['نبدل الدوا', 'نبدل الدواء', 'نبدلو الدوا', 'نبدل الدوا تاعي', 'يبدلولي الدوا', 'نبدل الفاصمة', 'دوا اخر'],
    dl: ['nbedel dwa', 'nbadel dwa', 'nbeddel dwa', 'nbedlou dwa', 'nbedel ddwa', 'nbedel traitement', 'nbadel traitement', 'ybedloli dwa', 'nbedel lfasma', 'dwa akhor'],
  },
  {
    // Sent on by a doctor to a specialist: the family doctor has done his part.
    id: 'referred_on',
    w: {},
    en: ['need a specialist', 'see a specialist', 'to a specialist', 'specialist follow up', 'referred me', 'referred to', 'sent me to a', 'not his specialty'],
    fr: ['specialiste', 'm a oriente', 'm a orientee', 'm a adresse', 'm a envoye chez', 'pas sa specialite', 'pas de sa specialite'],
    ar: ['طبيب مختص', 'طبيب اخصائي', 'اخصائي', 'حولني', 'ليس من اختصاصه', 'ليس اختصاصه'],
    dz: ['سبيسياليست', 'الطبيب المختص', 'بعثني لطبيب', 'ماشي من اختصاصو', 'ماشي اختصاصو', 'وجهني'],
    dl: ['specialiste', 'spécialiste', 'specialist', 'b3thni l', 'machi men i5tisaso', 'machi men ikhtisasou', 'wajjahni'],
  },
  {
    id: 'general_doctor',
    w: { GM: 3 },
    en: ['general practitioner', 'gp', 'family doctor', 'generalist'],
    fr: ['generaliste', 'medecin generaliste', 'medecin traitant', 'medecine generale'],
    ar: ['طبيب عام', 'الطب العام', 'طبيب عائله'],
    dz: ['طبيب عام', 'جينيراليست'],
    dl: ['generaliste', 'djeneraliste', 'tbib am'],
  },
  {
    id: 'followup',
    w: {},
    en: ['follow up', 'followup', 'history of', 'last year', 'years ago', 'check on my', 'yrs ago', 'yr ago', 'a year ago', 'months ago', 'in the past', 'a while back', 'follow him', 'follow her', 'to follow him', 'to follow her', 'follow my son', 'follow my daughter'],
    fr: ['suivi', 'antecedent', 'antecedents', 'ancien', 'il y a des annees', 'l annee derniere', 'l an dernier', 'l an passe', 'l annee passee', 'autrefois', 'dans le passe'],
    ar: ['متابعه', 'سابقا', 'العام الماضي', 'منذ سنوات', 'من قبل', 'السنه الماضيه', 'في الماضي', 'منذ عام', 'منذ سنه'],
    dz: ['نتبع', 'العام اللي فات', 'هادي سنين', 'من قبل', 'عام لي فات', 'العام لي فات', 'عام اللي فات', 'العام الفايت', 'عام الفايت', 'هاديك المره', 'بكري', 'العام الاول', 'عام الاول'],
    dl: ['ntabaa', 'am li fat', 'hadi snin', 'suivi', 'l3am li fat', '3am li fat', 'l3am lfat', '3am lfayt', 'l3am lfayt', 'bekri', 'hadik lmerra', '3am lewel', 'l3am lewel', '3am lawel'],
  },
];
