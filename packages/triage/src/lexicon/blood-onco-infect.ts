import type { Concept } from './types.ts';

/** Blood disorders, cancer and lumps, infections and inflammation. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const BLOOD_ONCO_INFECT: Concept[] = [
  {
    // A cancer in remission: the follow-up is the oncologist's, whatever the organ (a lymphoma's too).
    id: 'remission',
    w: { ONC: 1.5 },
    en: ['remission', 'in remission', 'cancer free'],
    fr: ['remission', 'en remission'],
    ar: ['هدوء المرض', 'في مرحله الهدوء', 'شفيت من السرطان', 'تعافيت من السرطان'],
    dz: ['ريميسيون', 'براو من السرطان'],
    dl: ['remission', 'rimisyon'],
  },
  {
    // Goat's or ewe's milk, unboiled milk, farm cheese: with a fever that comes and goes and aching
    // joints, brucellosis (a combination), not the joints' doctor. Alone it is a question of food.
    id: 'raw_dairy',
    w: {},
    en: ['goat milk', 'goats milk', 'goat s milk', 'unboiled milk', 'raw milk cheese', 'farm cheese', 'homemade cheese', 'sheep milk'],
    fr: ['lait de chevre', 'lait de brebis', 'fromage artisanal', 'fromage de ferme', 'fromage au lait cru', 'lait de la ferme', 'lait non pasteurise', 'lait pas bouilli', 'fromage de chevre'],
    ar: ['حليب الماعز', 'حليب الغنم', 'حليب النعجه', 'جبن غير مبستر', 'جبن تقليدي', 'جبن الماعز', 'حليب الفلاحين', 'حليب غير مبستر'],
    dz: ['حليب المعزه', 'الحليب تاع المعزه', 'حليب المعز', 'حليب النعجه', 'الجبن تاع الدوار', 'جبن الدوار', 'الجبن البلدي', 'الحليب تاع الدوار', 'ما نغليهش', 'بلا ما نغليه'],
    dl: ['lhlib ta lmaza', 'hlib lmaza', 'hlib ta lmaaz', 'hlib maza', 'lhlib ta3 lma3za', 'jben beldi', 'jben ta dwar', 'jben ta3 dwar', 'lhlib ta dwar', 'ma nghlihch', 'bla ma nghlih', 'bla ma nghliha'],
  },
  {
    id: 'anemia',
    w: { HEM: 4 },
    en: ['anemia', 'anaemia', 'anemic', 'taking iron', 'iron is low', 'ferritin is low', 'low ferritin', 'low iron', 'iron deficiency', 'hemoglobin', 'haemoglobin', 'ferritin', 'iron tablets', 'iron pills', 'iron supplements', 'tardyferon', 'pale', 'pallor', 'thalassemia', 'sickle cell', 'hematologist'],
    fr: ['anemie', 'anemique', 'je prends du fer', 'traitement martial', 'ferritine basse', 'manque de sang', 'carence en fer', 'manque de fer', 'fer bas', 'hemoglobine', 'ferritine', 'comprimes de fer', 'cachets de fer', 'supplement de fer', 'tardyferon', 'fumafer', 'pale', 'paleur', 'thalassemie', 'drepanocytose', 'hematologue'],
    ar: ['فقر الدم', 'فقر دم', 'انيميا', 'الانيميا', 'نقص الحديد', 'حبوب الحديد', 'اقراص الحديد', 'دواء الحديد', 'الهيموغلوبين', 'هيموغلوبين', 'شاحب', 'شحوب', 'الثلاسيميا', 'فقر الدم المنجلي', 'طبيب دم'],
    dz: ['فقر الدم', 'الدم ناقص', 'ناخذ الحديد', 'نشرب الحديد', 'الحديد ناقص', 'الفيريتين', 'ناقص الدم', 'نقص في الدم', 'الفير', 'حبوب الحديد', 'دوا الحديد', 'حبوب الفير', 'لانيمي', 'مصفار', 'مصفره', 'وجهي اصفر', 'لوني مصفر', 'ناخذ الفير'],
    dl: ['faqr dem', 'faqr dm', 'nakhod lhdid', 'nakhed lfer', 'lhdid na9es', 'ferritine', 'fqar dem', 'faqr ddem', 'dem naqes', 'naqes dem', 'nqas dem', 'nqs f dem', 'anemie', 'anemi', 'anemia', 'lanemi', 'lfer', 'fer', 'hboub lfer', 'dwa lfer', 'tardyferon', 'fumafer', 'msafar', 'msafra', 'hemoglobine', 'nakhod lfer', 'chrab lfer'],
  },
  {
    // A medicine that thins the blood: a bleeding that will not stop on it is an emergency.
    id: 'anticoagulant',
    w: {},
    en: ['blood thinner', 'blood thinners', 'warfarin', 'coumadin', 'sintrom', 'acenocoumarol', 'apixaban', 'eliquis', 'rivaroxaban', 'xarelto', 'anticoagulant', 'anticoagulants'],
    fr: ['sintrom', 'previscan', 'coumadine', 'warfarine', 'eliquis', 'xarelto', 'anticoagulant', 'anticoagulants', 'anti coagulant', 'fluidifiant', 'fluidifie le sang'],
    ar: ['مميع الدم', 'مميعات الدم', 'دواء السيولة', 'سينتروم', 'وارفارين', 'مضاد التخثر', 'مضادات التخثر', 'سنترون', 'السنترون', 'السينتروم'],
    dz: ['سينتروم', 'سانتروم', 'سنترون', 'السنترون', 'السينتروم', 'السانتروم', 'سانترون', 'بريفيسكان', 'دوا يرقق الدم', 'دوا السيولة', 'دوا تاع الدم الخاثر'],
    dl: ['sintrom', 'santrom', 'sintron', 'santron', 'sentrom', 'previscan', 'dwa ta3 ddem', 'dwa yraqe9 ddem', 'dwa ysayyel ddem', 'anticoagulant'],
  },
  {
    id: 'bruising',
    w: { HEM: 3.4, DER: 0.3 },
    en: ['bruise', 'bruises', 'bruising', 'bruise easily', 'purple spots', 'petechiae', 'bleeding easily', 'blood clot', 'clotting', 'hemophilia', 'platelets', 'blood thinner', 'dvt', 'purple dots', 'tiny purple', 'red dots that do not fade', 'do not fade', 'does not fade', 'non blanching', 'purpura', 'bruises for no reason', 'blue marks', 'bruises on my body', 'bruises all over', 'bruises without hitting', 'bruises without bumping', 'big bruise', 'large bruise', 'bruise without a blow', 'bruise without hitting'],
    fr: ['bleus', 'hematome', 'hematomes', 'ecchymose', 'ecchymoses', 'taches violettes', 'purpura', 'petechies', 'saigne facilement', 'caillot', 'hemophilie', 'plaquettes', 'coagulation', 'anticoagulant', 'thrombose', 'phlebite', 'points violets', 'taches rouges qui ne disparaissent pas', 'bleus sans raison', 'bleus sans me cogner', 'taches bleues', 'bleus sur le corps', 'des bleus partout', 'gros bleu', 'grand bleu', 'bleu sans coup', 'bleu sans se cogner', 'gros hematome'],
    ar: ['كدمات', 'كدمه', 'بقع زرقاء', 'بقع بنفسجيه', 'نزيف بسهوله', 'تجلط', 'جلطه', 'الصفائح', 'صفائح الدم', 'الهيموفيليا', 'سيوله الدم', 'التخثر', 'طفح بنفسجي', 'نقاط بنفسجيه', 'فرفريه', 'كدمات بدون سبب', 'بقع زرقاء على الجسم', 'كدمات على جسمي', 'كدمات في جسمي', 'كدمات دون سبب', 'كدمات بدون ضربه', 'كدمه كبيره', 'كدمه بدون ضربه', 'زرقه بدون ضربه'],
    dz: ['زرقه', 'بقع زرقين', 'يزرق', 'تزرق', 'نزرق', 'مزرق', 'الدم ما يحبسش', 'البلاكيت', 'سيولة', 'الجلطه في رجلي', 'حبوب بنفسجي', 'بقع زرق', 'نقط حمر ما يروحوش', 'بلايص زرقين', 'بلايص زرق', 'طلعولي زرقين', 'نتزرق', 'يتزرق', 'تتزرق', 'نتزرقو', 'يطلعولي زرق', 'طلعولي زرق', 'زرق في جسمي', 'زرق في جلدي', 'يطلعولي الزرق', 'الزرق في جسمي', 'زرق كبير', 'زرقه كبيره', 'بان عليه زرق', 'بان عليها زرق', 'بانت زرقه', 'طلعلو زرق', 'زرق بلا ما يضرب', 'زرقه بلا سبب', 'بان عليه الزرق', 'بانت عليها زرقه'],
    dl: ['zorqa', 'zarqa', 'bqaa zorq', 'bo9a3 zor9', 'bou9a3 zor9', 'bo9a3 zer9in', 'bo9a3 zra9', 'yzraq', 'nzreq', 'nzraq', 'tzraq', 'mzareq', 'dem ma yhbesch', 'plaquettes', 'plaket', 'bleus', 'hematome', 'caillot', 'thrombose', 'jalta f rejli', 'hboub violet', 'taches violettes', 'nqat hmer ma yrouhouch', 'bla9 zer9in', 'bla9 zr9in', 'blayes zer9in', 'bqa3 zer9in', 'tba9a zar9a', 'ntzreq', 'ntzarraq', 'ytzreq', 'ttzreq', 'ytla3li zr9', 'ytl3oli zr9', 'yetla3li bleu', 'ytla3li bleu', 'tla3li bleu', 'yetla3li des bleus', 'ytla3li des bleus', 'zra9 kbir', 'zor9a kbira', 'ban 3lih zra9', 'ban 3liha zra9', 'ban 3liya zra9', 'banet zor9a', 'tla3lou zra9', 'tla3lha zra9', 'zra9 bla ma yedrab', 'zra9 bla ma tedrab', 'zra9 bla ma nedrab', 'zra9 bla sbab', 'zor9a bla sbab', 'ytla3ouli bleus', 'zr9 f jesmi', 'zorq f jesmi', 'ytla3li zorq', '7boub zor9', 'hboub zorq', 'zraq kbir', 'zer9a kbira', 'banet 3liha zra9'],
  },
  {
    // A bleeding disorder: a fall, a swelling joint or a bleeding that does not stop needs factor at once.
    id: 'hemophilia',
    w: {},
    en: ['hemophilia', 'haemophilia', 'hemophiliac', 'haemophiliac', 'von willebrand'],
    fr: ['hemophilie', 'hemophile', 'willebrand'],
    ar: ['الهيموفيليا', 'هيموفيليا', 'الناعور', 'مريض ناعور'],
    dz: ['الهيموفيلي', 'هيموفيلي', 'هيموفيل'],
    dl: ['hemophilie', 'hemofili', 'hemophile', 'hemofil'],
  },
  {
    // The blood's doctor asked for by name: the haematologist.
    id: 'hematologist',
    w: { HEM: 3 },
    en: ['hematologist', 'haematologist', 'blood doctor', 'blood specialist'],
    fr: ['hematologue', 'hematologie', 'medecin du sang', 'specialiste du sang'],
    ar: ['طبيب الدم', 'طبيب امراض الدم', 'اخصائي امراض الدم', 'اخصائي الدم'],
    dz: ['طبيب الدم', 'طبيب تاع الدم', 'الطبيب تاع الدم', 'هيماتولوغ', 'الهيماتولوغ'],
    dl: ['hematologue', 'tbib ta3 dem', 'tbib dem', 'tbib ta3 ddem', 'hematolog'],
  },
  {
    // Glands in the neck and armpit are lymph nodes; 'lghodda' alone is the thyroid.
    id: 'blood_disease',
    w: { HEM: 4, ONC: 1.2 },
    en: ['leukemia', 'leukaemia', 'lymphoma', 'myeloma', 'white blood cells', 'red blood cells', 'blood count', 'swollen lymph nodes', 'lymph nodes', 'swollen glands', 'glands in my neck and armpit', 'lumps in my neck and armpits', 'white cells', 'white cell count', 'low white cells', 'neutrophils', 'hemophilia', 'haemophilia', 'sickle cell', 'sickle cell disease', 'thalassemia', 'thalassaemia', 'g6pd', 'g6pd deficiency', 'favism'],
    fr: ['leucemie', 'lymphome', 'myelome', 'globules blancs', 'globules rouges', 'nfs', 'ganglions', 'ganglion', 'numeration', 'ganglions au cou et sous les bras', 'ganglions partout', 'globules blancs bas', 'neutropenie', 'hemophilie', 'hemophile', 'thalassemie', 'favisme', 'deficit en g6pd'],
    ar: ['سرطان الدم', 'ابيضاض الدم', 'لوكيميا', 'اللمفوما', 'كريات الدم', 'الكريات البيضاء', 'الكريات الحمراء', 'العقد اللمفاويه', 'الغدد اللمفاويه', 'غدد في الرقبه والابط', 'تضخم العقد', 'نقص الكريات البيضاء', 'الكريات البيض', 'الهيموفيليا', 'هيموفيليا', 'الناعور', 'فقر الدم المنجلي', 'الانيميا المنجليه', 'الثلاسيميا', 'ثلاسيميا', 'الفوال', 'انيميا الفول', 'نقص g6pd'],
    dz: ['اللوسيمي', 'لوسيمي', 'الغلوبيل', 'الغلوبيلات', 'الڨونڨليون', 'غنغليون', 'حبوب في رقبتي', 'حبوب في رقبتي وتحت باطي', 'الغدد في رقبتي', 'الغلوبيل البيض', 'الغلوبيل البيض ناقصين', 'الفافيزم', 'فافيزم', 'الهيموفيلي', 'هيموفيلي', 'دريبانو', 'التلاسيمي', 'تلاسيمي'],
    dl: ['leucemie', 'losimi', 'globules', 'globil', 'ganglion', 'ganglions', 'gonglion', 'nfs', 'ghodod', 'lghodod', 'ghoudoud', 'globules blancs', 'globil bidin', 'favisme', 'fafizm', 'hemophilie', 'hemofili', 'thalassemie', 'talasimi'],
  },
  {
    id: 'cancer',
    w: { ONC: 4.2 },
    en: ['cancer', 'tumor', 'tumour', 'malignant', 'chemotherapy', 'chemo', 'radiotherapy', 'radiation therapy', 'metastasis', 'oncologist', 'carcinoma', 'biopsy', 'melanoma', 'sarcoma'],
    fr: ['cancer', 'tumeur', 'tumeurs', 'maligne', 'malin', 'chimiotherapie', 'chimio', 'radiotherapie', 'metastase', 'metastases', 'oncologue', 'carcinome', 'biopsie', 'melanome', 'cancereux', 'onco', 'oncologie'],
    ar: ['سرطان', 'السرطان', 'ورم خبيث', 'خبيث', 'العلاج الكيميائي', 'الكيماوي', 'العلاج بالاشعه', 'انتشار', 'خزعه', 'اورام', 'الاورام', 'طبيب اورام'],
    dz: ['السرطان', 'الكونسار', 'كونسار', 'المرض الخبيث', 'هذاك المرض', 'داك المرض', 'الشيميو', 'الكيميو', 'الراديوتيرابي', 'راديوتيرابي', 'البيوبسي'],
    dl: ['cancer', 'kanser', 'lkanser', 'saratan', 'sartan', 'lmard lkhayeb', 'lmrd lkhayeb', 'mard khabith', 'dak lmard', 'hadak lmard', 'chimio', 'kimio', 'radiotherapie', 'tumeur', 'tumour', 'biopsie'],
  },
  {
    // A growth already examined and found benign ('fibroadenome benin', 'ورم حميد', 'machi khabith'):
    // followed by the doctor of the organ, not the cancer clinic (combos).
    id: 'benign',
    w: {},
    en: ['benign', 'not cancer', 'not cancerous', 'not malignant', 'fibroadenoma', 'harmless lump', 'benign cyst'],
    fr: ['benin', 'benigne', 'pas cancereux', 'pas cancereuse', 'non cancereux', 'pas un cancer', 'pas malin', 'pas maligne', 'fibroadenome', 'adenofibrome', 'kyste benin'],
    ar: ['حميد', 'حميده', 'ورم حميد', 'ليس سرطان', 'ليس خبيثا', 'غير خبيث', 'ليس خبيث', 'ورم ليفي غدي', 'كيس حميد'],
    dz: ['ماشي خبيث', 'ماشي كونسار', 'ماشي سرطان', 'ماهوش خبيث', 'ماهيش خبيثه', 'حميد', 'بينان', 'فيبرواادينوم'],
    dl: ['benin', 'benigne', 'machi khabith', 'mchi khabith', 'machi cancer', 'mchi cancer', 'machi kanser', 'mahouch khabith', 'mahich khabitha', 'fibroadenome'],
  },
  {
    // A lump said with a woman's chest ('boule f sderha') is also the breast (women.ts): both are read.
    id: 'lump',
    w: { ONC: 2.4, GM: 0.5, DER: 0.3 },
    en: ['lump', 'lumps', 'mass', 'growth', 'nodule', 'hard lump', 'swelling that grows', 'like a ball', 'swollen like a ball', 'lump in her chest', 'lump on her chest'],
    fr: ['boule', 'boules', 'masse', 'grosseur', 'nodule', 'bosse', 'kyste dur', 'boule dans son sein', 'boule dans sa poitrine'],
    ar: ['كتله', 'كتل', 'ورم', 'عقده', 'عقيده', 'انتفاخ صلب', 'تضخم', 'كتله في صدرها', 'حبه في صدرها'],
    dz: ['حبه', 'كوره', 'بولا', 'البولا', 'كتله', 'حاجه قاسحه', 'لحمه زايده', 'عقده', 'حبه فالصدر', 'حبه في صدري', 'حبه فصدري', 'حبه في صدرها', 'حبه فصدرها', 'كويره فصدري', 'كويره في صدرها', 'بول في صدرها', 'بول فصدري'],
    dl: ['boula', 'boule', 'habba', 'koura', 'kotla', 'hja qasha', 'lhma zayda', 'oqda', 'bosse', 'masse', 'nodule', 'boule f sderha', 'boule f sdri', 'boule f sedri', 'boula f sderha', 'boula f sdri', '7abba f sdri', '7aba f sdri', '7abba f sderha', '7aba f sderha', 'kyste f sdri', 'kyste f sderha', 'boule f sder'],
  },
  {
    id: 'growing',
    w: { ONC: 1.4, DER: 0.4 },
    en: ['keeps growing', 'getting bigger', 'growing', 'grows', 'spreading'],
    fr: ['grandit', 'grossit', 'augmente de taille', 'de plus en plus grosse'],
    ar: ['يكبر', 'تكبر', 'يزداد حجمه', 'تزداد حجما', 'ينمو'],
    dz: ['تكبر', 'يكبر', 'راهي تكبر', 'راهو يكبر', 'زادت كبرت'],
    dl: ['tekber', 'yekber', 'tkbar', 'ykbar', 'rahi tekber', 'rahou yekber'],
  },
  {
    id: 'armpit',
    w: { ONC: 0.8, HEM: 0.8, DER: 0.4 },
    en: ['armpit', 'armpits', 'underarm', 'groin lump'],
    fr: ['aisselle', 'aisselles', 'sous le bras'],
    ar: ['الابط', 'ابط', 'ابطي', 'تحت الابط'],
    dz: ['باطي', 'تحت باطي', 'الباط'],
    dl: ['bati', 'baT', 'taht bati', 'lbat'],
  },
  {
    id: 'infection',
    w: { INF: 2.2, GM: 0.4 },
    en: ['infection', 'infectious', 'contagious', 'virus', 'viral', 'bacteria', 'bacterial', 'germ', 'antibiotics', 'sepsis'],
    fr: ['infection', 'infectieux', 'infectieuse', 'contagieux', 'contagieuse', 'virus', 'viral', 'virale', 'bacterie', 'microbe', 'antibiotiques', 'septicemie'],
    ar: ['عدوى', 'معدي', 'فيروس', 'فيروسي', 'بكتيريا', 'جرثومه', 'مضاد حيوي', 'مضادات حيويه', 'تعفن الدم', 'تعفن'],
    dz: ['تعفن', 'التعفن', 'انفكسيون', 'الفيروس', 'فيروس', 'الميكروب', 'ميكروب', 'لونتيبيوتيك', 'تعدي', 'يعدي'],
    dl: ['taafon', 'taafoun', 'tafoun', 'infection', 'anfeksyon', 'enfeksyon', 'virus', 'firous', 'microbe', 'mikrob', 'antibiotique', 'antibiotik', 'yaadi', 'taadi'],
  },
  {
    // Tuberculosis: the infection clinic for the disease and its treatment; a contact asking to be
    // screened goes to the chest physician (in Algeria pneumo-phtisiology screens the contacts).
    id: 'tuberculosis',
    w: { INF: 4.2 },
    en: ['tuberculosis', 'tb'],
    fr: ['tuberculose'],
    ar: ['السل', 'مرض السل', 'مريض سل', 'بالسل', 'داء السل'],
    dz: ['لاتوبيركيلوز', 'السل', 'مريض بالسل', 'التوبركيلوز'],
    dl: ['tuberculose', 'sell', 'tiberkuloz', 'tuberkuloz'],
  },
  {
    id: 'infectious_diseases',
    w: { INF: 4.2 },
    en: ['hepatitis', 'hiv', 'aids', 'typhoid', 'brucellosis', 'malaria', 'covid', 'coronavirus', 'measles', 'chickenpox', 'mumps', 'rabies', 'dog bite', 'leishmaniasis', 'syphilis', 'gonorrhea', 'std', 'sti', 'cholera', 'dengue', 'tick bite', 'parasites', 'worms', 'hiv positive', 'hiv test', 'hepatitis b', 'hepatitis c', 'hep b', 'hep c', 'rabies shot', 'rabies vaccine', 'raw milk', 'unpasteurised milk', 'unpasteurized milk', 'hbsag', 'aghbs', 'ag hbs', 'hbs antigen', 'hepatitis b carrier'],
    fr: ['hepatite', 'vih', 'sida', 'typhoide', 'brucellose', 'fievre de malte', 'paludisme', 'covid', 'coronavirus', 'rougeole', 'varicelle', 'oreillons', 'rage', 'morsure de chien', 'leishmaniose', 'syphilis', 'gonorrhee', 'ist', 'mst', 'cholera', 'parasites', 'vers intestinaux', 'oxyures', 'seropositif', 'seropositive', 'test vih positif', 'hepatite b', 'hepatite c', 'vaccin contre la rage', 'vaccin antirabique', 'antirabique', 'bureau d hygiene', 'lait cru', 'lait non bouilli', 'hbsag', 'aghbs', 'ag hbs', 'antigene hbs', 'porteur de l hepatite b', 'porteuse de l hepatite b'],
    ar: ['التهاب الكبد الفيروسي', 'الايدز', 'السيدا', 'التيفوئيد', 'التيفويد', 'الحمى المالطيه', 'الملاريا', 'كورونا', 'كوفيد', 'الحصبه', 'جدري الماء', 'الجدري', 'النكاف', 'داء الكلب', 'عضه كلب', 'الليشمانيا', 'الزهري', 'الامراض المنقوله جنسيا', 'الكوليرا', 'الديدان', 'الطفيليات', 'فيروس نقص المناعه', 'نقص المناعه المكتسب', 'فيروس الايدز', 'مصاب بالايدز', 'التهاب الكبد ب', 'التهاب الكبد سي', 'التهاب الكبد الوبائي', 'فيروس الكبد', 'التهاب الكبد b', 'التهاب الكبد c', 'فيروس الكبد b', 'لقاح داء الكلب', 'حليب غير مغلي', 'الحليب غير المبستر', 'hbsag', 'aghbs', 'مستضد hbs', 'حامل لفيروس الكبد', 'حامله لفيروس الكبد'],
    dz: ['بوصفير', 'البوصفير', 'الكورونا', 'كورونا', 'الكوفيد', 'بوحمرون', 'بوشويكه', 'عضني كلب', 'عضني الكلب', 'كلب عضني', 'لاراج', 'الليشمانيوز', 'السيدا', 'الدود', 'دود', 'التيفوئيد', 'الفيروس تاع السيدا', 'عندي السيدا', 'لافيه', 'في اي اش', 'الهيباتيت', 'هيباتيت', 'الهيباتيت ب', 'الهيباتيت سي', 'الهيباتيت b', 'الهيباتيت c', 'التهاب الكبد b', 'الفاكسان تاع لاراج', 'البيرو دليجيان', 'الحليب ما مغليش', 'اللبن ما مغليش', 'البريسيلوز', 'hbsag', 'aghbs', 'الفيروس تاع الكبد', 'فيروس الكبد'],
    dl: ['bousfir', 'bosfir', 'bousfayer', 'corona', 'korona', 'covid', 'kovid', 'bouhamroun', 'bouhemroun', 'bouchouika', 'addni kalb', 'kalb addni', 'lkalb addni', 'addni kelb', 'kelb addni', 'aadni kelb', 'larage', 'leishmaniose', 'sida', 'dod', 'ddoud', 'typhoide', 'tifoid', 'hepatite', 'hepatit', 'virus taa sida', 'vih positif', 'andi sida', 'lhepatite', 'hepatite b', 'hepatite c', 'la rage', 'vaccin ta3 la rage', 'vaccin de la rage', 'bureau d hygiene', 'bureau d hygiène', 'brucellose', 'lben ma maghlich', 'l7lib ma maghlich', '7lib ma mghli', 'hbsag', 'aghbs', 'ag hbs', 'virus ta3 lkbed', 'virus ta lkbed'],
  },
  {
    // A redness that grows while one watches ('spreading by the hour', 'la rougeur monte', 'l7amra
    // tetla3 kol sa3a'): an infection of the skin spreading; with a fever or chills, sepsis (red-flags-acute.ts).
    id: 'redness_spreading',
    w: { INF: 0.5 },
    en: ['spreading by the hour', 'spreading every hour', 'spreading fast', 'spreading quickly', 'spreading up', 'getting bigger every hour', 'bigger every hour', 'growing every hour', 'red line going up', 'red streak going up', 'red streaks', 'redness is spreading', 'redness spreading', 'the redness spreads', 'redness going up', 'redness keeps spreading', 'red area is growing'],
    fr: ['s etend a vue d oeil', 's etend d heure en heure', 'd heure en heure', 's etend vite', 'la rougeur s etend', 'rougeur qui s etend', 'la rougeur monte', 'rougeur qui monte', 'monte a chaque heure', 'grandit a chaque heure', 'grossit a chaque heure', 'gagne du terrain', 'trainee rouge', 'ligne rouge qui monte', 'la rougeur gagne'],
    ar: ['الاحمرار ينتشر', 'الاحمرار يمتد', 'الاحمرار يصعد', 'ينتشر بسرعه', 'يمتد بسرعه', 'يتسع كل ساعه', 'يكبر كل ساعه', 'يصعد كل ساعه', 'يزداد كل ساعه', 'خط احمر يصعد', 'ساعه بعد ساعه'],
    dz: ['الحموريه راهي تطلع', 'الحمره راهي تطلع', 'الحمره تطلع', 'الحموريه تطلع', 'تطلع كل ساعه', 'تكبر كل ساعه', 'تزيد كل ساعه', 'راهي تزيد كل ساعه', 'راهي تكبر كل ساعه', 'الحمره راهي تزيد', 'الحمره راهي تكبر', 'خط احمر طالع'],
    dl: ['tetla3 kol sa3a', 'ttla3 kol sa3a', 'tetla3 kol saa', 'tekber kol sa3a', 'tkbar kol sa3a', 'l7amra tetla3', 'l7amra rahi tetla3', 'l7amra tekber', 'l7amra rahi tekber', 'lhamra tetla3', 'khet 7mar tale3', 'khat 7mar tale3'],
  },
  {
    id: 'inflammation',
    w: { INF: 0.6, GM: 0.5, RHU: 0.2 },
    en: ['inflammation', 'inflamed', 'infected', 'hot and red', 'red and hot', 'hot red', 'went hot', 'warm and red'],
    fr: ['inflammation', 'enflamme', 'enflammee', 'infecte', 'infectee', 'chaud et rouge', 'rouge et chaud', 'rouge et chaude', 'chaude et rouge'],
    ar: ['التهاب', 'التهابات', 'ملتهب', 'ملتهبه', 'ساخنة ومحمرة', 'ساخن ومحمر', 'حار ومحمر', 'سخونة واحمرار', 'حمراء وساخنة', 'حمراء وساخنه', 'ساخنة وحمراء', 'احمرار وسخونة'],
    dz: ['ملتهب', 'مرضت', 'سخون وحمر', 'سخونة وحمرة', 'حامي وحمر', 'حمرا وسخونة', 'حمرات وسخونة', 'سخونة وحمرا', 'حمر وسخون'],
    dl: ['iltihab', 'mlteheb', 'mredt', 'inflammation', 'infecte', 's5oun w 7mar', 'skhoun w hmar', '7ami w 7mar', 's5ouna w 7amra', '7amra w s5ouna', '7mar w s5oun', '7amra w 7amia'],
  },
  {
    id: 'chills',
    w: { INF: 2, GM: 1 },
    en: ['chills', 'shivering', 'shivers', 'rigors', 'night sweats', 'sweating at night', 'sweat at night'],
    fr: ['frissons', 'frisson', 'grelotte', 'sueurs nocturnes', 'transpiration nocturne', 'transpire la nuit', 'sueurs la nuit'],
    ar: ['قشعريره', 'رعشه برد', 'تعرق ليلي', 'عرق بالليل'],
    dz: ['نرجف بالبرد', 'نبرد', 'نتبرد', 'الرجفه', 'نعرق فالليل', 'نعرق في الليل', 'عرق في الليل', 'العرق في الليل', 'عرق فالليل', 'نعرق بالليل', 'نرجف', 'يرجف', 'نرعد بالبرد', 'يرعد بالبرد', 'يترعد بالبرد'],
    dl: ['nerjef', 'nrjef', 'nbrad', 'ntbarad', 'rjfa', 'naareq fel lil', 'nareq f lil', 'frissons', 'frisson', '3ra9 fel lil', '3ra9 f lil', 'l3ra9 fel lil', 'n3ra9 fel lil', '3ra9 fi lil', 'yerjef', 'terjef', 'yertej', 'tertej', 'nertej', 'yter3ed', 'tter3ed'],
  },
  {
    // In contact with someone who has a contagious disease (a classmate, a case at school): the
    // infection clinic decides on a preventive treatment.
    id: 'contagion_contact',
    w: {},
    en: ['a case of', 'in his class', 'in her class', 'in the class', 'classmate', 'at school', 'at the school', 'at his school', 'at her school', 'in contact with', 'was exposed to', 'exposed to', 'case in', 'in my kids school', 'at my kids school', 'in the same room', 'one of the guests', 'was playing with', 'played with', 'same class', 'in the same class as'],
    fr: ['un cas de', 'dans sa classe', 'dans la classe de', 'a l ecole de', 'en contact avec', 'expose a', 'exposee a', 'cas contact', 'un cas a l ecole', 'dans la meme piece', 'dans la meme chambre', 'un des invites', 'jouait avec', 'a joue avec', 'dans la meme classe', 'meme classe que'],
    ar: ['حاله', 'في قسم', 'في فصل', 'في مدرسه', 'مخالط', 'اختلط مع', 'تعرض ل', 'احتك ب', 'في غرفه واحده مع', 'في نفس الغرفه', 'احد الضيوف', 'كان يلعب مع', 'لعب مع', 'يلعب مع', 'مع طفل مصاب', 'مع شخص مصاب', 'في نفس القسم', 'في نفس الفصل', 'زميله في القسم'],
    dz: ['فالقسم تاع', 'في القسم تاع', 'فالمدرسه تاع', 'في لاكلاس تاع', 'كان مع واحد عندو', 'قعد مع واحد عندو', 'واحد من الضياف عندو', 'كان يلعب معاه', 'كانت تلعب معاه', 'لعب معاه', 'قعدنا مع واحد عندو', 'يقرا معاه', 'تقرا معاه', 'يقراو مع', 'فنفس القسم', 'في نفس القسم'],
    dl: ['f l9ism ta3', 'f lqism ta3', 'f classe ta3', 'f la classe ta3', 'f lakol ta3', 'f lmadrasa ta3', 'ga3ed m3a wahed 3andou', 'kan yel3ab m3ah', 'l3ab m3ah', 'wahed men dyaf 3andou', 'f nafs lbit', 'y9ra m3ah', 'yaqra m3ah', 't9ra m3ah', 'f nafs l9ism', 'f nefs l9ism', 'f nafs la classe', 'f nefs la classe'],
  },
  {
    // Eruptive fevers of childhood: the pediatrician first, infectious diseases second.
    id: 'childhood_infection',
    w: { PED: 3, INF: -1.5, DER: 0.3 },
    en: ['measles', 'chickenpox', 'chicken pox', 'mumps', 'scarlet fever'],
    fr: ['rougeole', 'varicelle', 'oreillons', 'scarlatine', 'rubeole'],
    ar: ['الحصبه', 'حصبه', 'جدري الماء', 'الجديري', 'النكاف', 'الحميراء'],
    dz: ['بوحمرون', 'البوحمرون', 'بوشويكة', 'الجدري', 'بوزلوم', 'بوقليب'],
    dl: ['bou7emroun', 'bouhamroun', 'bou7amroun', 'rougeole', 'varicelle', 'bouchwika', 'oreillons', 'bouzlloum'],
  },
  {
    // Chemotherapy: a fever during it is an emergency (the blood's defences are down).
    id: 'chemotherapy',
    w: { ONC: 1.5 },
    en: ['chemo', 'chemotherapy', 'on chemo', 'had her chemo', 'had his chemo', 'my chemo'],
    fr: ['chimio', 'chimiotherapie', 'sous chimio', 'ma chimio', 'sa chimio', 'chimo'],
    ar: ['العلاج الكيميائي', 'الكيماوي', 'العلاج الكيماوي', 'جلسه الكيماوي', 'كيميائي', 'جرعه الكيماوي', 'العلاج الكيمياوي'],
    dz: ['الشيميو', 'شيميو', 'لاشيميو', 'لاشيمو', 'الكيميو', 'كيميو', 'الكيماوي', 'الكيمو', 'كيمو', 'لاكيمو', 'الشيمو', 'شيمو'],
    dl: ['chimio', 'chemio', 'kimio', 'chimiotherapie', 'kimo', 'chimo', 'la chimio', 'lakimo'],
  },
  {
    // Thalassaemia: an inherited anaemia followed by the haematologist (transfusions, iron).
    id: 'thalassemia',
    w: { HEM: 4 },
    en: ['thalassemia', 'thalassaemia', 'thalassemic'],
    fr: ['thalassemie', 'thalassemique', 'beta thalassemie'],
    ar: ['الثلاسيميا', 'التلاسيميا', 'تلاسيميا', 'بالتلاسيميا', 'بالثلاسيميا', 'انيميا البحر المتوسط'],
    dz: ['التالاسيمي', 'تالاسيمي', 'التلاسيميا', 'تلاسيميا'],
    dl: ['thalassemie', 'talasimi', 'talassemie', 'talasimia'],
  },
  {
    // Sickle cell disease: a crisis of pain, a fever, a chest or a spleen that swells are urgent.
    id: 'sickle_cell',
    w: { HEM: 4, PED: 0.3 },
    en: ['sickle cell', 'sickle cell disease', 'sickle cell anemia', 'sickler'],
    fr: ['drepanocytose', 'drepanocytaire', 'drepano', 'anemie falciforme'],
    ar: ['فقر الدم المنجلي', 'الانيميا المنجلية', 'مرض الخلايا المنجلية', 'المنجلي'],
    dz: ['الدريبانوسيتوز', 'دريبانوسيتوز', 'الدريبانو', 'دريبانو', 'الدريبانوسيتوس'],
    dl: ['drepanocytose', 'drepano', 'drepanocytaire', 'dripano', 'drepanositoz'],
  },
  {
    // The spleen, named or felt as the left belly swelling: in a sickle cell, a sequestration.
    id: 'spleen',
    w: {},
    en: ['spleen', 'his spleen', 'her spleen', 'enlarged spleen', 'swollen spleen', 'big spleen', 'splenomegaly'],
    fr: ['rate gonflee', 'rate grossit', 'grosse rate', 'rate augmente', 'splenomegalie'],
    ar: ['الطحال', 'طحال', 'تضخم الطحال', 'طحاله', 'طحالها'],
    dz: ['الطحال', 'طحالو', 'طحالها', 'الطيحال'],
    dl: ['tihal', 'ttihal', 'ttehal', 'tehal', 'tt7al', 'te7al', 'splenomegalie'],
  },
  {
    // A sickle-cell crisis (derived.ts): pain, fever or breath with the disease.
    id: 'sickle_crisis',
    w: { HEM: 2 },
  },
  {
    // A dog or a cat nobody knows, that bit or scratched to the skin: rabies must be treated today.
    id: 'stray',
    w: { INF: 0.5 },
    en: ['stray', 'from the street', 'no owner', 'without an owner', 'ownerless'],
    fr: ['errant', 'errante', 'de la rue', 'sans maitre', 'sans proprietaire'],
    ar: ['ضال', 'ضالة', 'لا نعرف صاحبه', 'بلا صاحب', 'ليس له صاحب', 'صاحبه غير موجود'],
    dz: ['تاع الزنقة', 'ما نعرفوش لمن', 'ما نعرفوش مولاه', 'مولاه ما كانش', 'ما عندوش مولا', 'بلا مولا'],
    dl: ['ta3 zan9a', 'ma n3arfouch lmen', 'ma n3arfouch moulah', 'moulah makanch', 'moulah ma kanch', 'bla moula', 'ma 3andouch moula'],
  },
  {
    id: 'rabies_exposure',
    w: { INF: 2 },
  },
  {
    // The rabies vaccine already given after the bite: the exposure is being treated.
    id: 'rabies_vaccinated',
    w: {},
    en: ['vaccinated the same day', 'vaccine the same day', 'got the vaccine', 'took the vaccine', 'had the vaccine', 'started the vaccine', 'first dose of the vaccine', 'got the shots', 'started the shots'],
    fr: ['fait le vaccin', 'vaccine le jour meme', 'vaccin le jour meme', 'commence le vaccin', 'premiere dose du vaccin', 'recu le vaccin', 'eu le vaccin'],
    ar: ['تلقيت اللقاح', 'اخذت اللقاح', 'اخذ اللقاح', 'تلقى اللقاح', 'الجرعه الاولى من اللقاح'],
    dz: ['درت الفاكسان', 'درت اللقاح', 'دارولي الفاكسان', 'دارولو الفاكسان', 'دارلو الفاكسان', 'درنالو الفاكسان'],
    dl: ['dert vaccin', 'dert l vaccin', 'darouli vaccin', 'daroulou vaccin', 'dert faksan', 'darnalou vaccin', 'dert lvaccin'],
  },
];
