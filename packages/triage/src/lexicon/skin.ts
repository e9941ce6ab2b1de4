import type { Concept } from './types.ts';

/** Skin, hair and nails. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const SKIN: Concept[] = [
  {
    id: 'skin',
    w: { DER: 2.6 },
    en: ['skin', 'dermatologist', 'complexion', 'cream', 'new cream'],
    fr: ['peau', 'dermatologue', 'cutane', 'cutanee', 'epiderme', 'derme', 'creme', 'pommade'],
    ar: ['جلد', 'الجلد', 'جلدي', 'البشره', 'بشره', 'بشرتي', 'طبيب جلد', 'جلديه'],
    dz: ['جلدي', 'الجلده', 'جلدتي', 'جلدو', 'البشره', 'ديرماتولوغ'],
    dl: ['jeld', 'jild', 'jld', 'jeldi', 'jildi', 'jldi', 'jelda', 'jeldou', 'bachra', 'bchrti', 'peau', 'dermato'],
  },
  {
    id: 'rash',
    w: { DER: 2.8, INF: 0.4, PED: 0.3 },
    en: ['rash', 'rashes', 'spots', 'red spots', 'bumps', 'blisters', 'hives', 'redness', 'red patches', 'patches', 'scaly', 'peeling', 'patch', 'red patch', 'itchy patch'],
    fr: ['eruption', 'eruptions', 'boutons', 'bouton', 'plaques', 'plaque rouge', 'plaques rouges', 'rougeur', 'rougeurs', 'taches rouges', 'cloques', 'urticaire', 'desquamation', 'une plaque'],
    ar: ['طفح', 'طفح جلدي', 'حبوب', 'بقع', 'بقع حمراء', 'احمرار', 'بثور', 'شري', 'الشري', 'تقشر', 'فقاعات'],
    dz: ['الحب', 'حبوب', 'الحبوب', 'حبوبات', 'حبه', 'بقع', 'البقع', 'طلعولي حبوب', 'طلعتلي حبوب', 'حمورية', 'حمر', 'الحمورية', 'بوطونات', 'الشريه', 'البوتون', 'بوتون', 'البوطون', 'بوطون', 'البوتونات', 'بوتونات'],
    dl: ['hbob', 'hboub', 'hbouba', 'hbouat', 'hboubat', 'habba', 'boqaa', 'bouqaa', 'tlaouli hbob', 'tlatli hbob', 'hmoriya', 'boutons', 'bouton', 'boutoun', 'boutonet', 'plaques', 'rougeur'],
  },
  {
    id: 'itch',
    w: { DER: 3 },
    en: ['itch', 'itching', 'itchy', 'itches', 'scratching', 'pruritus'],
    fr: ['demangeaison', 'demangeaisons', 'gratte', 'ca gratte', 'me gratte', 'prurit', 'grattage', 'grattent', 'qui grattent', 'grattaient', 'grattait', 'se gratte', 'il se gratte', 'elle se gratte', 'gratter'],
    ar: ['حكه', 'الحكه', 'حكاك', 'هرش', 'يحكني', 'تحكني', 'تحكه', 'يحكه', 'تحكها', 'يحكها'],
    dz: ['ياكلني', 'تاكلني', 'ياكلو', 'يحكني', 'تحكني', 'نحك', 'نحكحك', 'الحكه', 'الحكان', 'يشوكني', 'تحكه', 'يحكه', 'تحكها', 'يحكها', 'تحكلو', 'يحكلو', 'تحكلها', 'يحكلها'],
    dl: ['hekka', 'hakka', 'lhekka', 'lhakka', 'hokka', 'yakolni', 'yakelni', 'takolni', 'takelni', 'ykolni', 'yhokni', 'thokni', 'nhok', 'nhak', 'nhakhak', 'ychawakni', 'demangeaison', 'gratte', 'thokha', 'yhokha', 'thoklou', 'yhoklou'],
  },
  {
    id: 'acne',
    w: { DER: 3.5 },
    en: ['acne', 'pimples', 'pimple', 'blackheads', 'zits', 'whiteheads'],
    fr: ['acne', 'points noirs', 'boutons sur le visage', 'boutons d acne'],
    ar: ['حب الشباب', 'رؤوس سوداء', 'بثور الوجه'],
    dz: ['حب فالوجه', 'حب في الوجه', 'حب في وجهي', 'الحب في وجهي', 'حبوب في وجهي', 'حبوب فالوجه', 'الحبوب نتاع الوجه', 'حب الشباب', 'البوان نوار'],
    dl: ['hab f wjeh', '7ab f wjeh', 'hab f wjhi', '7boub f wjhi', 'hbob f wjhi', 'hbob fel wjah', 'hbob f wajhi', 'acne', 'akni', 'points noirs'],
  },
  {
    // A mole, a spot or a lump said never to have changed ('same size', 'ما تبدلتش', 'ma tbeddelch'):
    // a worry about something long known, not a growing sign.
    id: 'unchanged',
    w: {},
    en: ['never changed', 'has not changed', 'hasnt changed', 'did not change', 'didnt change', 'not changed', 'same size', 'same size and color', 'same colour', 'same color'],
    fr: ['jamais change', 'n a jamais change', 'n a pas change', 'pas change', 'a pas change', 'meme taille', 'meme couleur', 'toujours pareil', 'toujours la meme'],
    ar: ['لم يتغير', 'لم تتغير', 'لا يتغير', 'لا تتغير', 'نفس الحجم', 'نفس اللون', 'ما تغيرتش'],
    dz: ['ما تبدلش', 'ماتبدلش', 'ما تبدلتش', 'ماتبدلتش', 'ما يتبدلش', 'ما تتبدلش', 'نفس القد', 'نفس اللون', 'كيما هي', 'كيما هو'],
    dl: ['ma tbeddelch', 'ma tbedlch', 'ma tbedltch', 'ma tbeddeltch', 'ma yetbeddelch', 'ma tetbeddelch', 'nafs l9ad', 'nafs lgad', 'nafs lon', 'kima hiya', 'kima howa'],
  },
  {
    id: 'skin_conditions',
    w: { DER: 3.5, INF: 0.3 },
    en: ['cold sore', 'cold sores', 'herpes', 'fever blister', 'eczema', 'psoriasis', 'dermatitis', 'mole', 'moles', 'wart', 'warts', 'vitiligo', 'fungal infection', 'fungus', 'ringworm', 'athlete s foot', 'athletes foot', 'scabies', 'dandruff', 'sunburn', 'dark spots', 'pigmentation', 'birthmark', 'rosacea', 'cyst on skin', 'boil', 'abscess on skin', 'burned my', 'scalded', 'boiling water', 'cracked skin', 'cracks', 'cracking skin', 'chapped', 'chapped hands', 'beauty mark', 'beauty spot', 'black spot on my skin'],
    fr: ['bouton de fievre', 'boutons de fievre', 'herpes', 'eczema', 'psoriasis', 'dermatite', 'grain de beaute', 'verrue', 'verrues', 'vitiligo', 'mycose', 'champignons', 'pied d athlete', 'gale', 'pellicules', 'coup de soleil', 'taches brunes', 'taches', 'tache', 'pigmentation', 'furoncle', 'brule avec', 'eau bouillante', 'cicatrice', 'crevasses', 'gercures', 'peau qui craque', 'peau craquelee', 'grains de beaute', 'grain noir'],
    ar: ['هربس', 'القوباء', 'حبوب الشفه', 'اكزيما', 'الاكزيما', 'صدفيه', 'الصدفيه', 'شامه', 'ثاليل', 'ثالول', 'ثؤلول', 'بهاق', 'البهاق', 'فطريات', 'جرب', 'الجرب', 'قشره', 'حروق', 'حرق', 'ماء مغلي', 'الماء الساخن', 'كلف', 'الكلف', 'دمل', 'ندبه', 'تشقق الجلد', 'تشققات', 'تشقق اليدين', 'القوباء الحلقيه', 'سعفه', 'شامه سوداء', 'الشامات', 'حبه سوداء في الجلد'],
    dz: ['حبه في شفتي', 'الهربس', 'الاكزيما', 'الصدفيه', 'الشامه', 'التلولات', 'البهاق', 'الفطريات', 'الجرب', 'القشره', 'تحرقت', 'تحرق بالما', 'البرص', 'الكلف', 'الدملة', 'الطبعه', 'مشقق', 'مشققين', 'تشققو', 'يديا مشققين', 'الحزاز', 'حزاز', 'القرع', 'شامه كحله', 'حبه كحله'],
    dl: ['eczema', 'ekzima', 'psoriasis', 'psoryazis', 'chama', 'tlolat', 'bahaq', 'mycose', 'mikoz', 'jrab', 'lejrab', 'qechra', 'qochra', 'pellicules', 'tharqt', 'tharaqt', 'tharaq b lma', 'berss', 'kalaf', 'dmala', 'verrue', 'champignon', 'mchaqaq', 'mcheqqin', 'tcheqqaq', 'mchaqqin', 'ydiya mchaqqin', 'hzaz', 'lhzaz', 'qraa', 'grain', 'grain noir', 'grain de beaute', 'grains de beaute', 'chama kahla'],
  },
  {
    // Baldness in Darija is said with its article or its head ('ssal3a', 'sal3a f rasi'): 'sal3a' alone,
    // once its digit is read, is written as 'sa3la' (a cough) and 'sala' (the living room).
    id: 'hair_nails',
    w: { DER: 3.3, END: 0.4 },
    en: ['hair loss', 'losing hair', 'hair falling', 'hair falling out', 'bald', 'baldness', 'alopecia', 'nails', 'nail', 'brittle nails', 'scalp'],
    fr: ['chute de cheveux', 'perte de cheveux', 'cheveux', 'calvitie', 'alopecie', 'pelade', 'ongles', 'ongle', 'cuir chevelu'],
    ar: ['تساقط الشعر', 'تساقط شعر', 'الصلع', 'صلع', 'الثعلبه', 'الاظافر', 'اظافر', 'فروه الراس'],
    dz: ['شعري يطيح', 'الشعر يطيح', 'يطيحلي الشعر', 'طيحان الشعر', 'القرعه', 'الصلعه', 'ضفاري', 'الضفار', 'شعري'],
    dl: ['chaari ytih', 'chari ytih', 'chaar ytih', 'chaer ytih', 'ytihli chaar', 'tihan chaar', 'qraa', 'lqraa', 'sal3a f rasi', 'sal3a f rassi', 'jatni sal3a', 'jatou sal3a', 'ssal3a', 'dfari', 'dfar', 'cheveux', 'chaari', 'chaar'],
  },
  {
    // One small blister (a lentil, a coin): a second-degree burn the size of a fingertip, first aid.
    id: 'small_blister',
    w: {},
    en: ['small blister', 'a small blister', 'tiny blister', 'a tiny blister', 'little blister', 'a little blister', 'one small blister', 'blister like a lentil', 'blister the size of a lentil', 'blister the size of a coin'],
    fr: ['petite cloque', 'une petite cloque', 'petite bulle', 'une petite bulle', 'petite ampoule', 'une petite ampoule', 'cloque comme une lentille', 'cloque grande comme une piece'],
    ar: ['فقاعه صغيره', 'نفطه صغيره', 'نفاخه صغيره', 'فقاعه صغيره جدا', 'فقاعه بحجم العدسه'],
    dz: ['فقاعه صغيره', 'بوله صغيره', 'نفاخه صغيره', 'فقاعه صغيوره', 'نفاخه صغيوره', 'بوله صغيوره'],
    dl: ['bolla sghira', 'boula sghira', 'bulle sghira', 'fessa sghira', 'nfakha sghira', 'cloque sghira', 'bolla sghayra', 'boula sghayra', 'nfakha sghayra', 'bolla sghiwra'],
  },
  {
    // Peeling, falling off or blistering said apart from the word skin ('jildou kamel 7mar w
    // ytqachar'): with the skin and a medicine or raw mouth and eyes it is skin coming off.
    id: 'peeling',
    w: {},
    en: ['peeling', 'peels', 'peeled', 'blistering', 'flaking off', 'coming off', 'falling off', 'blisters', 'blister'],
    fr: ['pele', 'pelent', 'se decolle', 'se detache', 'tombe', 'bulles', 'des bulles', 'cloques', 'cloque', 'ampoules', 'bulle', 'une bulle', 'une cloque', 'une ampoule', 'ampoule'],
    ar: ['يتقشر', 'تتقشر', 'يتساقط', 'يتسلخ', 'ينسلخ', 'فقاعات', 'فقاقيع', 'نفطات', 'فقاعه', 'نفطه', 'نفاخه', 'نفاخات'],
    dz: ['يتقشر', 'يتقلع', 'يتسلخ', 'يطيح', 'راه يطيح', 'فقاقع', 'فقاعات', 'بوفات', 'بولات', 'البوله', 'بوله', 'البولات', 'نفاخه', 'النفاخه', 'نفاخات', 'النفاخات'],
    dl: ['ytqachar', 'yetqachar', 'tetqachar', 'ytqechar', 'ytqala3', 'ytsalakh', 'yetsalakh', 'ytih', 'rah ytih', 'bulles', 'des bulles', 'boufat', 'boulat', 'bolles', 'lbolles', 'boulles', 'bolla', 'bollat', 'lboulat', 'lboula', 'boula', 'lbolla', 'bulle', 'cloque', 'cloques', 'nfakha', 'nfa5a', 'nfakhat', 'nfa5at', 'nefakha', 'fa9a3at', 'fa9a3a', 'fqa3at', 'fqa3a', 'f9a3at', 'fa9a9i3', 'fga3at'],
  },
  {
    // What burns a hand in a kitchen (oil spitting from the pan, the tea's water, the iron): with a
    // burn or a blister on the skin, the skin doctor, not the bones of the hand it fell on.
    id: 'cooking_heat',
    w: {},
    en: ['the pan', 'a pan', 'hot pan', 'frying pan', 'the oven', 'the kettle', 'steam', 'frying', 'oil splashed', 'oil spat', 'hot oil', 'boiling water'],
    fr: ['poele', 'le four', 'la bouilloire', 'eau du the', 'vapeur', 'friture', 'huile de friture', 'l huile', 'huile', 'en cuisinant', 'huile chaude', 'eau bouillante'],
    ar: ['المقلاه', 'الفرن', 'الغلايه', 'الماء الساخن', 'البخار', 'الزيت', 'زيت', 'القلي', 'الزيت الساخن', 'الماء المغلي'],
    dz: ['المقلا', 'الطاجين', 'الكوشه', 'البخار', 'الزيت', 'زيت', 'نقلي', 'كي نقلي', 'طرطق علي الزيت', 'الزيت السخون', 'الما السخون'],
    dl: ['mi9la', 'tajine', 'kocha', 'zit', 'ezzit', 'n9li', 'nqli', 'ki n9li', '9lay', 'zit s5oun', 'lma s5oun', 'poele', 'friture'],
  },
  {
    // Skin that blisters and comes off, often days after a new medicine.
    id: 'skin_peeling',
    w: { DER: 2 },
    en: ['skin is blistering', 'skin blistering', 'skin peeling off', 'skin coming off', 'coming off in sheets', 'peeling in sheets', 'skin is peeling off', 'blisters all over', 'skin is coming off', 'skin comes off', 'skin came off', 'skin peels off', 'skin sloughing'],
    fr: ['la peau se decolle', 'peau qui se decolle', 'la peau part', 'part en lambeaux', 'des bulles partout', 'cloques partout', 'la peau pele', 'la peau s en va', 'peau qui s en va', 'la peau se detache'],
    ar: ['الجلد يتقشر', 'تقشر الجلد', 'الجلد ينسلخ', 'انسلاخ الجلد', 'فقاعات في كل الجسم', 'يتساقط الجلد'],
    dz: ['الجلد راه يتقلع', 'جلدي راه يتقلع', 'الجلد يتسلخ', 'جلدي يتسلخ', 'بوفات في كامل الجسم', 'جلدي يتنحى', 'الجلد يتنحى', 'جلدي راه يتنحى', 'جلدي يتقشر', 'الجلد يتقشر'],
    dl: ['jeldi ytqalla3', 'jeld ytqala3', 'jeldi yetsalakh', 'jeld yetsalakh', 'boufat f kamel jesmi', 'jeldi yetna7a', 'jeld yetna7a', 'jeldi rah yetna7a', 'jeldi ytna7a', 'jeldi ytqachar', 'jeldi yetqachar', 'jeldi ytsalakh'],
  },
];
