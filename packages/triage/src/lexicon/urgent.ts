import type { Concept } from './types.ts';

/** Concepts that matter mostly because they signal an emergency. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const URGENT: Concept[] = [
  {
    id: 'worst_ever',
    w: { NEU: 1 },
    en: ['worst headache', 'worst of my life', 'worst headache ever', 'worst pain of my life', 'thunderclap', 'like never before', 'like a bang', 'like being hit', 'never had one like it', 'never had one like this', 'never felt anything like', 'never had pain like', 'like a thunderclap', 'thunder clap'],
    fr: ['pire de ma vie', 'pire mal de tete', 'jamais eu aussi mal', 'coup de tonnerre', 'comme jamais', 'coup de massue', 'jamais ressenti', 'jamais eu ca', 'pire douleur de ma vie', 'le pire de toute ma vie', 'pire de toute ma vie', 'coup de poignard', 'en coup de tonnerre'],
    ar: ['اسوا صداع', 'اسوا الم في حياتي', 'لم اشعر بمثله', 'كالصاعقه', 'لم اعرف مثله', 'لم يسبق لي', 'اقوى صداع', 'كالضربه', 'كالانفجار', 'مثل الانفجار', 'الاسوا في حياتي'],
    dz: ['عمري ما حسيت بيه', 'عمري ما شفت كيفو', 'ما عمرها صراتلي', 'كيما الضربه', 'كي الضربه', 'كيما ضربه', 'عمري ما جاني كيفو', 'عمري ما حسيت بحاجه كيما هكا'],
    dl: ['omri ma hassit bih', 'omri ma chaft kifou', 'ma omrha sratli', 'jamais kima hakda', 'kima darba', 'ki darba', 'kima drba', 'omri ma jani kifou', 'jamais hssit b kima haka'],
  },
  {
    id: 'anaphylaxis',
    w: { GM: 1.6, DER: 1.4, ENT: 1 },
    en: ['swollen lips', 'swollen tongue', 'lips swelling', 'lips are swelling', 'tongue swelling', 'throat closing', 'throat is closing', 'throat swelling', 'throat feels tight', 'throat tight', 'tight throat', 'allergic reaction', 'anaphylaxis', 'anaphylactic'],
    fr: ['levres gonflees', 'langue gonflee', 'gorge qui se ferme', 'gorge serree', 'oedeme de quincke', 'quincke', 'reaction allergique', 'choc anaphylactique', 'anaphylaxie'],
    ar: ['تورم الشفاه', 'تورم اللسان', 'انغلاق الحلق', 'تورم الحلق', 'رد فعل تحسسي', 'صدمه تحسسيه', 'الحساسيه المفرطه'],
    dz: ['شفايفي منفوخين', 'شفايفو تنفخو', 'لساني منفوخ', 'حلقي يتسد', 'قرجومتي تسدت'],
    dl: ['chfayfi mnfokhin', 'chfayfou tnafkhou', 'lsani mnfokh', 'halqi ytsad', 'garjoumti tsadet', 'quincke', 'reaction allergique'],
  },
  {
    id: 'face',
    w: { DER: 0.6 },
    en: ['face', 'smile', 'her smile', 'his smile', 'cheek'],
    fr: ['visage', 'figure', 'sourire', 'joue'],
    ar: ['وجه', 'الوجه', 'وجهي', 'ابتسامه', 'الخد'],
    dz: ['وجهي', 'وجهو', 'وجهها', 'الخد', 'حنكو'],
    dl: ['wjah', 'wjh', 'wjhi', 'wjahi', 'wejhi', 'wjhou', 'wjhha', 'khad', 'sourire'],
  },
  {
    id: 'face_swelling',
    w: { DER: 0.6, NEP: 0.6 },
    en: ['swollen face', 'face swelling', 'face is swollen', 'puffy face', 'swollen eyelids', 'puffy eyes'],
    fr: ['visage gonfle', 'visage enfle', 'paupieres gonflees', 'yeux gonfles'],
    ar: ['تورم الوجه', 'انتفاخ الوجه', 'وجه منتفخ', 'تورم الجفون'],
    dz: ['وجهي تنفخ', 'وجهو منفوخ', 'وجهي انتفخ', 'وجهي منفوخ', 'عينيا منفوخين'],
    dl: ['wjhi tnfakh', 'wjhou mnfokh', 'wjhi mnfokh', 'wjahi mnfokh', 'ainiya mnfokhin'],
  },
  {
    id: 'allergy',
    w: { DER: 2, ENT: 1, PUL: 0.8, GM: 0.6 },
    en: ['allergy', 'allergies', 'allergic', 'hay fever', 'pollen', 'every spring', 'in spring'],
    fr: ['allergie', 'allergies', 'allergique', 'rhinite allergique', 'pollen', 'printemps'],
    ar: ['حساسيه', 'الحساسيه', 'تحسس', 'حساسيه موسميه', 'حبوب اللقاح', 'الربيع'],
    dz: ['الحساسيه', 'حساسيه', 'لالارجي', 'عندي لالارجي', 'الربيع', 'كي يجي الربيع'],
    dl: ['hassasiya', 'hasasiya', 'lhassasiya', 'hsasiya', 'allergie', 'alerji', 'lalerji', 'rbia', 'rbi', 'ki yji rbia'],
  },
  {
    id: 'sting',
    w: { GM: 1, DER: 1, INF: 0.3 },
    en: ['stung', 'sting', 'bee', 'wasp', 'insect bite', 'bitten by', 'scorpion'],
    fr: ['piqure', 'pique', 'abeille', 'guepe', 'insecte', 'scorpion'],
    ar: ['لسعه', 'لدغه', 'نحله', 'دبور', 'حشره', 'عقرب', 'لدغ', 'لدغت', 'لدغها', 'لدغه'],
    dz: ['قرصتني', 'قرصه نحله', 'نحله', 'لقرصه', 'عقرب', 'قزول', 'لدغ', 'قرص', 'قرصت'],
    dl: ['qarsatni', 'garsatni', 'nahla', 'aqrab', 'agrab', 'qarsa'],
  },
  {
    // A snake bite (vipers of the south and the fields): a sting that is always screened.
    id: 'snake',
    w: { GM: 1, DER: 1, INF: 0.3 },
    en: ['snake bite', 'snake', 'viper', 'bitten by a snake'],
    fr: ['serpent', 'morsure de serpent', 'vipere'],
    ar: ['افعى', 'ثعبان', 'لدغه افعى', 'لدغه ثعبان'],
    dz: ['لفعه', 'لفعى', 'حنش', 'الحنش'],
    dl: ['lafaa', 'lef3a', 'hnach', 'l7nach', 'hnech'],
  },
  {
    id: 'no_movement',
    w: {},
    en: ['not moving', 'stopped moving', 'moving less', 'doesnt move', 'not reacting', 'not responding'],
    fr: ['bouge plus', 'bouge pas', 'ne bouge plus', 'ne bouge pas', 'ne bouge presque plus', 'bouge presque plus', 'bouge presque pas', 'reagit plus', 'reagit pas', 'ne reagit plus', 'ne reagit pas'],
    ar: ['لا يتحرك', 'توقف عن الحركه', 'لا يستجيب', 'قله الحركه'],
    dz: ['ما يتحركش', 'مايتحركش', 'ماراهش يتحرك', 'ما تتحركش', 'ما يتحركش بزاف'],
    dl: ['ma ytharekch', 'mayt7arekch', 'ytharekch', 'yharekch', 'ma yharekch', 'ma ythrakch', 'ma ttharekch', 'ma tharekch', 'ma yreagich'],
  },
  {
    id: 'wake',
    w: {},
    en: ['wake up', 'waking up', 'wake', 'waking', 'regain consciousness', 'regained consciousness', 'come round', 'come to', 'woke up', 'woken up', 'before she woke', 'before he woke'],
    fr: ['se reveille', 'reveille', 'reveiller', 'reprend connaissance', 'repris connaissance', 'reprendre connaissance', 'se reveiller'],
    ar: ['يستيقظ', 'تستيقظ', 'يصحو', 'يفيق', 'تفيق', 'يستعيد وعيه', 'يستعيد الوعي', 'يسترجع وعيه', 'تستعيد وعيها', 'يستفيق', 'تستفيق', 'الاستيقاظ', 'تصحو'],
    dz: ['يفيق', 'تفيق', 'ينوض', 'تنوض', 'فاق', 'فاقت', 'رجعلو عقلو'],
    dl: ['yfiq', 'tfiq', 'yfeq', 'tfeq', 'ynod', 'tnod', 'faq', 'fa9', 'fa9et', 'yfi9', 'tfi9', 'rja3lou 3a9lou', 'faqet'],
  },
  {
    id: 'poisoning',
    w: { GM: 1.5, GAS: 0.5, PSY: 0.3 },
    en: ['poisoning', 'poisoned', 'poison', 'swallowed bleach', 'drank bleach', 'carbon monoxide', 'gas leak', 'swallowed medicine', 'swallowed pills'],
    fr: ['empoisonnement', 'empoisonne', 'poison', 'avale de la javel', 'bu de l eau de javel', 'monoxyde de carbone', 'intoxication au gaz', 'fuite de gaz', 'avale des medicaments', 'intoxication au monoxyde', 'intoxique au gaz', 'bu de la javel', 'a bu de l eau de javel'],
    ar: ['جرعه زائده', 'تسمم', 'سم', 'ابتلع مبيض', 'شرب ماء جافيل', 'ابتلع ادويه', 'اول اكسيد الكربون', 'تسرب الغاز', 'تسمم بالغاز', 'احادي اكسيد الكربون', 'غاز احادي اكسيد الكربون'],
    dz: ['شرب الجافيل', 'شربت الجافيل', 'كلا الدوا', 'كلات الدوا', 'بلع الدوا', 'بلع الكاشيات', 'الغاز خنقنا', 'خنقنا الغاز', 'تسمم بالغاز', 'الشوفاج خنقنا', 'تسممت', 'تسممو', 'شرب لاجافيل', 'شربت لاجافيل', 'كلا لاجافيل'],
    dl: ['chrab javel', 'chrabt javel', 'kla dwa', 'klat dwa', 'blaa dwa', 'blaa kachiyat', 'ghaz khnaqna', 'khnaqna ghaz', 'tsemem bel ghaz', 'javel', 'monoxyde', 'tsammem', 'tsamem', 'tsemem', 'tsammmet', 'tsammet', 'chreb javel', 'chreb lajavel', 'chorb javel', 'chrab lajavel'],
  },
  {
    id: 'not_breathing',
    w: { GM: 2, CAR: 1 },
    en: ['not breathing', 'stopped breathing', 'no pulse', 'no heartbeat', 'cardiac arrest', 'no longer breathing', 'not breathing anymore', 'isnt breathing', 'is not breathing', 'has stopped breathing', 'quit breathing', 'breathing stopped', 'stopped breathing completely'],
    fr: ['ne respire plus', 'ne respire pas', 'respire plus', 'arret cardiaque', 'pas de pouls', 'il respire plus', 'elle respire plus', 'ne respirait plus', 'il ne respire plus', 'elle ne respire plus'],
    ar: ['لا يتنفس', 'لا تتنفس', 'ولا يتنفس', 'ولا تتنفس', 'توقف عن التنفس', 'توقف القلب', 'لا نبض', 'لم يعد يتنفس', 'لم تعد تتنفس', 'ما عاد يتنفس', 'ما عادت تتنفس', 'توقف تنفسه', 'توقف تنفسها', 'توقفت عن التنفس', 'انقطع نفسه', 'انقطع نفسها'],
    dz: ['ما راهش يتنفس', 'ما راهيش تتنفس', 'ما يتنفسش', 'ما تتنفسش', 'حبس النفس تاعو', 'قلبو حبس', 'ما عاودش يتنفس', 'ما عاودتش تتنفس', 'ماعاودش يتنفس', 'ما عادش يتنفس', 'ما عادتش تتنفس', 'ما ولاش يتنفس', 'ماولاش يتنفس', 'ما ولاتش تتنفس', 'ما بقاش يتنفس', 'مابقاش يتنفس', 'ما بقاتش تتنفس', 'وقف النفس تاعو', 'حبس نفسو'],
    dl: ['ma rahch yetneffes', 'ma rahch ytnafas', 'ma rahich tetneffes', 'ma ytnafasch', 'ma yetneffesch', 'qalbou hbes', 'ma 3awedch ytnaffas', 'ma 3awedch yetnaffes', 'ma 3awedch ytnafes', 'ma 3awedch tnaffas', 'ma 3awedch yetnafes', 'ma 3awdetch tetnaffes', 'ma 3awdetch tetnafes', 'ma 3adch ytnafes', 'ma 3adch yetnaffes', 'ma walach ytnafes', 'ma walach yetnaffes', 'ma wellach yetneffes', 'ma walatch tetnafes', 'ma b9ach ytnafes', 'ma b9ach yetnaffes', 'ma ba9ach yetnaffes', 'ma b9atch tetnaffes', 'habes nefsou', 'wqef nefsou'],
  },
  // How many is not known ('ma3rafnach ch7al', 'on sait pas combien'): said of pills eaten, an
  // overdose until shown otherwise (derived.ts). Its Darija verb is not a denial of what follows.
  {
    id: 'amount_unknown',
    w: {},
    en: ['no idea how many', 'dont know how many', 'do not know how many', 'not sure how many', 'dont know how much', 'no idea how much', 'no clue how many', 'unsure how many', 'how many he took', 'how many she took'],
    fr: ['sait pas combien', 'sais pas combien', 'sait meme pas combien', 'aucune idee combien', 'ignore combien', 'on sait pas combien', 'je ne sais pas combien', 'combien il en a pris', 'combien elle en a pris', 'il en manque'],
    ar: ['لا نعرف كم', 'لا اعرف كم', 'لا ندري كم', 'لا اعلم كم', 'لا نعلم كم', 'لا اعرف كم', 'لا ادري كم', 'لم نعرف كم', 'كم اخذ', 'كم اخذت'],
    dz: ['ما عرفناش قداش', 'ما نعرفوش قداش', 'ما نعرفش قداش', 'ما نعرفش قداه', 'ما نعرفوش شحال', 'ما عرفناش شحال', 'ما نعرفش شحال', 'ماعرفناش شحال', 'مانعرفوش شحال', 'ما عرفتش شحال', 'ماعرفناش', 'مانعرفوش', 'ما علاباليش شحال', 'ما علاباليش قداش', 'ماعلاباليش', 'ما علابالناش', 'ما نعرفش كم', 'شحال كلات'],
    dl: ['ma3rafnach 9addach', 'ma3rafnach 9adach', 'ma n3arfouch 9addach', 'ma n3rafch 9addach', 'ma3rafnach ch7al', 'ma n3arfouch ch7al', 'ma na3rfouch ch7al', 'man3arfouch ch7al', 'ma n3rafch ch7al', 'ma3raftch ch7al', 'ma3rafnach', 'ma3rafnech', 'man3arfouch', 'man3rfouch', 'ma3labalich', 'ma3labalich ch7al', 'ma 3labalich', 'ma3labalnach', 'ma 3labalnach', 'mani 3aref ch7al', 'ma n3ref ch7al', 'ch7al bla3', 'ch7al klat', 'ch7al kla', '9addach klat', '9addach kla'],
  },
  // Ate or swallowed, said after or before the thing ('ma3rafnach ch7al klat', we do not know how
  // many she ate): with medicines, a child and a sign, a child who swallowed them (derived.ts).
  {
    id: 'ate',
    w: {},
    en: ['ate', 'has eaten', 'had eaten', 'eaten', 'chewed', 'chewed some', 'took some of', 'some are missing', 'are missing from', 'missing from the', 'eat some', 'ate some', 'eat some of', 'ate a few', 'eat a few', 'got into the pills', 'got into his pills', 'got into her pills', 'found the pills', 'found her pills', 'found his pills'],
    fr: ['en a mange', 'en ont mange', 'combien il a mange', 'combien elle a mange', 'machouille', 'a trouve la plaquette', 'trouve la plaquette', 'a trouve les comprimes', 'trouve la boite', 'il en manque', 'en manque', 'les a pris', 'a croque', 'a croque des', 'en a croque'],
    ar: ['اكل منها', 'اكلت منها', 'اكل منه', 'اكلت منه', 'كم اكل', 'كم اكلت', 'تناول منها', 'تناولت منها', 'ناقصه منها', 'نقصت منها', 'اكل من', 'اكلت من'],
    dz: ['كلا', 'كلات', 'كلاو', 'كلا منو', 'كلات منو', 'كلاهم', 'كلاتهم', 'كلات منهم', 'كلا منهم', 'لقا العلبه', 'لقات العلبه', 'ناقصين', 'نقصو منها', 'كلات شويه', 'كلا شويه', 'كلات منهم شويه'],
    dl: ['kla', 'klat', 'klaw', 'klahom', 'klathom', 'kla meno', 'klat meno', 'bla3', 'bla3hom', 'bla3ha', 'bel3ethom', 'klat mnhom', 'kla mnhom', 'klat mn', 'kla mn', 'l9a la boite', 'l9at la boite', 'l9a plaquette', 'l9at plaquette', 'na9sin', 'khasin mnha', 'kelt', 'kla chwiya', 'klat chwiya', 'kelt chwiya', 'klat mnhom chwiya'],
  },
  {
    id: 'ingestion',
    w: { GM: 1.2, GAS: 0.4 },
    en: ['swallowed', 'swallowed a', 'ate a battery', 'battery', 'coin', 'bleach', 'cleaning product', 'detergent', 'drank some', 'drank bleach', 'chlorine', 'rat poison', 'pesticide', 'cleaning liquid', 'dishwashing liquid', 'button battery', 'kerosene', 'petrol', 'gasoline', 'paraffin', 'lamp oil', 'ate pills', 'ate the pills', 'ate my pills', 'ate her pills', 'ate his pills', 'swallowed pills', 'drain cleaner', 'swallowed a battery', 'swallowed a button battery', 'swallowed a magnet', 'eating pills', 'eating her pills', 'eating his pills', 'found him eating pills', 'magnet', 'magnets', 'drank acid', 'drank caustic soda', 'drank drain cleaner', 'drank oven cleaner', 'drunk acid', 'drunk caustic soda', 'drunk drain cleaner', 'drunk oven cleaner', 'swallowed acid', 'swallowed caustic soda', 'swallowed drain cleaner', 'swallowed oven cleaner', 'playing with the pills', 'playing with his pills', 'playing with her pills', 'playing with pills'],
    fr: ['a avale', 'avale', 'pile', 'piece de monnaie', 'javel', 'produit menager', 'detergent', 'chlore', 'produit vaisselle', 'mort aux rats', 'pesticide', 'produit d entretien', 'esprit de sel', 'petrole', 'essence', 'white spirit', 'destop', 'mange des medicaments', 'avale des comprimes', 'avale des medicaments', 'mange des comprimes', 'pile plate', 'avale une pile', 'avale un aimant', 'eau de javel', 'mange des cachets', 'en train de manger des comprimes', 'aimant', 'aimants', 'a bu acide', 'a bu soude', 'a bu destop', 'a bu esprit de sel', 'bu de l acide', 'bu de l soude', 'bu de l destop', 'bu de l esprit de sel', 'bu du acide', 'bu du soude', 'bu du destop', 'bu du esprit de sel', 'avale de l acide', 'avale de l soude', 'avale de l destop', 'avale de l esprit de sel', 'jouait avec les comprimes', 'jouait avec des comprimes', 'jouait avec les medicaments', 'en train de jouer avec les comprimes'],
    ar: ['ابتلع', 'ابتلعت', 'بلع', 'بطاريه', 'قطعه نقديه', 'ماده التنظيف', 'مواد التنظيف', 'جافيل', 'سائل التنظيف', 'منظف', 'المبيض', 'الكلور', 'مبيد', 'سم الفئران', 'ماده كيميائيه', 'الكيروسين', 'البنزين', 'المازوت', 'الكاز', 'بلع حبوب', 'اكل حبوب', 'اكل الدواء', 'ابتلع بطاريه', 'مبيد حشرات', 'ماده التبييض', 'يأكل حبوب', 'يأكل الحبوب', 'تأكل حبوب', 'أكل حبوب', 'أكل دواء', 'يأكل دواء', 'مغناطيس', 'مغناطيسات', 'شرب حمض', 'شرب اسيد', 'شرب الاسيد', 'شرب ماده كاويه', 'شرب الصودا', 'شربت حمض', 'شربت اسيد', 'شربت الاسيد', 'شربت ماده كاويه', 'شربت الصودا', 'عمله معدنيه', 'قطعه نقود', 'يلعب بالحبوب', 'تلعب بالحبوب', 'يلعب بالدواء', 'تلعب بالدواء', 'يلعب بحبوب', 'تلعب بحبوب'],
    dz: ['بلع', 'بلعت', 'بلعات', 'الجافيل', 'جافيل', 'البيل', 'الصابون تاع الماعن', 'الصابون السايل', 'الماء القاطع', 'الما القاطع', 'دوا الفيران', 'الدوا تاع الفيران', 'ليصانص', 'المازوت', 'البترول', 'كلا الدوا', 'كلات الدوا', 'كلا حبوب', 'كلات حبوب', 'كلا الحبوب', 'كلات الحبوب', 'كلاو حبوب', 'بلعت حبوب', 'بلعات حبوب', 'كلا الكاشيات', 'كلا الفانيد', 'شرب الصابون', 'بيل', 'بيله', 'بلع بيل', 'بلعت بيل', 'ياكل فالدوا', 'ياكل الدوا', 'مانيطه', 'لايمون', 'شرب لاسيد', 'شرب الاسيد', 'شرب اسيد', 'شرب الصودا', 'شرب الشيمي', 'شرب الماء القاطع', 'شربت لاسيد', 'شربت الاسيد', 'شربت اسيد', 'شربت الصودا', 'شربت الشيمي', 'شربت الماء القاطع', 'شرات لاسيد', 'شرات الاسيد', 'شرات اسيد', 'شرات الصودا', 'شرات الشيمي', 'شرات الماء القاطع', 'بياسه', 'بياسه تاع الدراهم', 'يلعب بالدوا', 'تلعب بالدوا', 'تلعبت بالدوا', 'يلعب بالكاشيات', 'تلعب بالكاشيات', 'تلعبت بالكاشيات', 'يلعب بالكومبريمات', 'تلعبت بالكومبريمات'],
    dl: ['bla javel', 'bla dwa', 'blaat', 'blat', 'javel', 'jafil', 'pile', 'bila', 'lma lqate', 'ma qate', 'dwa ta lfiran', 'esprit de sel', 'chlore', 'lessence', 'mazout', 'petrol', 'kla dwa', 'klat dwa', 'kla 7bob', 'klat 7bob', 'kelt 7bob', 'kla 7boub', 'klat 7boub', 'kelt 7boub', 'klaw 7bob', 'bla3 7bob', 'bel3et 7bob', 'bla3et 7bob', 'kla kachiyat', 'kla lfanid', 'chrab savon', 'batterie', 'bla pile', 'blaat pile', 'belaat batterie', 'klat les comprimes', 'kla les comprimes', 'klat comprimes', 'kla comprimes', 'klat dwa ta3', 'yakol dwa', 'yakel dwa', 'yakol kachiyat', 'aimant', 'aimants', 'bla aimant', 'chrab lasid', 'chrab asid', 'chrab acide', 'chrab soda', 'chrab lma l9ate3', 'chrbet lasid', 'chrbet asid', 'chrbet acide', 'chrbet soda', 'chrbet lma l9ate3', 'chrabt lasid', 'chrabt asid', 'chrabt acide', 'chrabt soda', 'chrabt lma l9ate3', 'chreb lasid', 'chreb asid', 'chreb acide', 'chreb soda', 'chreb lma l9ate3', 'pi3ce', 'pi3ce ta3 draham', 'piece ta3 draham', 'pyasa', 'tlabbat b des comprimes', 'tlabbat b les comprimes', 'tlabbat b dwa', 'tlabbat b kachiyat', 'tlabb b des comprimes', 'ylabb b des comprimes', 'ylabb b les comprimes', 'ylabb b dwa', 'tlabb b dwa', 'ylab b dwa', 'ylab b les comprimes', 'tel3ab b dwa', 'yel3ab b dwa', 'yel3ab b les comprimes', 'tel3ab b les comprimes'],
  },  {
    // A small smooth thing a child swallows (a fruit stone, a coin, a marble, a bead, a toy's piece): with
    // the child eating and playing since, it passes on its own (derived.ts, 'swallowed_well').
    id: 'small_object',
    w: {},
    en: ['cherry stone', 'cherry pit', 'olive pit', 'olive stone', 'date stone', 'date pit', 'fruit stone', 'peach stone', 'apricot stone', 'plum stone', 'watermelon seed', 'a seed', 'seeds', 'a marble', 'marble', 'a bead', 'bead', 'beads', 'shirt button', 'a button from his shirt', 'a pebble', 'pebble', 'a small stone', 'little stone', 'lego', 'lego piece', 'piece of lego', 'small toy', 'a piece of plastic', 'bottle cap', 'a candy', 'a sweet', 'chewing gum', 'a coin', 'coin', 'coins', 'dinar coin'],
    fr: ['noyau', 'noyau de cerise', 'noyau d olive', 'noyau de datte', 'noyau de fruit', 'noyau d abricot', 'noyau de peche', 'pepin', 'pepins', 'une bille', 'bille', 'billes', 'une perle', 'perles', 'bouton de chemise', 'un petit caillou', 'caillou', 'lego', 'un lego', 'piece de lego', 'petit jouet', 'morceau de plastique', 'bouchon', 'un bonbon', 'bonbon', 'chewing gum', 'piece de monnaie', 'une piece', 'piece de 10 dinars', 'piece de 20 dinars', 'dinars'],
    ar: ['نواه', 'نواه الكرز', 'نواه الزيتون', 'نواه التمر', 'نواه المشمش', 'بذره', 'بذور', 'كريه زجاجيه', 'خرزه', 'زر قميص', 'حصاه صغيره', 'حجره صغيره', 'قطعه ليغو', 'لعبه صغيره', 'قطعه بلاستيك', 'حلوى', 'علكه', 'قطعه نقديه', 'قطعه نقود', 'عمله معدنيه', 'دينار', 'دنانير'],
    dz: ['عظمه تاع الزيتون', 'عظمه الزيتون', 'عظمه تاع التمر', 'عظمه التمر', 'عظمه تاع حب الملوك', 'عظمه حب الملوك', 'عظمه تاع المشماش', 'نوايه', 'زريعه', 'بيليه', 'بوطون تاع القميجه', 'حجره صغيره', 'حجيره', 'ليغو', 'لعبه صغيره', 'حبه بلاستيك', 'بونبون', 'شوينغوم', 'علك', 'بياسه', 'بياسه تاع الدراهم', 'دورو', 'دينار'],
    dl: ['3dem ta3 zitoun', '3adma ta3 zitoun', '3dma ta3 zitoun', '3dem zitoun', '3dem ta3 tmer', '3adma ta3 tmar', '3dma ta3 tmer', '3dma ta3 7ab lmlouk', '3dem 7ab lmlouk', '3dma ta3 michmach', 'noyau', 'zri3a', 'bille', 'billa', 'bouton ta3 9amja', 'bouton ta3 chemise', 'hjra sghira', '7jira', '7jra sghira', 'lego', 'jouet sghir', 'bonbon', 'chewing gum', 'pyasa', 'pi3ce', 'piece ta3 draham', 'douro', 'dinar'],
  },
  {
    // A button battery or magnets: harmful swallowed even in a child who seems well.
    id: 'battery_or_magnet',
    w: {},
    en: ['battery', 'button battery', 'batteries', 'magnet', 'magnets', 'swallowed a battery', 'swallowed a button battery', 'swallowed a magnet', 'ate a battery'],
    fr: ['pile', 'pile plate', 'pile bouton', 'piles', 'aimant', 'aimants', 'avale une pile', 'avale un aimant'],
    ar: ['بطاريه', 'بطاريات', 'مغناطيس', 'مغناطيسات', 'ابتلع بطاريه'],
    dz: ['البيل', 'بيل', 'بيله', 'باتري', 'مانيطه', 'لايمون', 'بلع بيل', 'بلعت بيل'],
    dl: ['pile', 'bila', 'batterie', 'aimant', 'aimants', 'manyeta', 'laymoun', 'bla pile', 'blaat pile', 'belaat batterie', 'bla aimant'],
  },

  {
    id: 'black',
    w: {},
    en: ['black', 'dark', 'tarry'],
    fr: ['noir', 'noire', 'noires', 'noirs', 'fonce', 'foncees'],
    ar: ['اسود', 'سوداء', 'سود', 'داكن', 'كالقطران'],
    dz: ['كحل', 'كحله', 'كحلين'],
    dl: ['khal', 'kahla', 'kahlin', 'khel'],
  },
  {
    id: 'lips',
    w: {},
    en: ['lips', 'lip'],
    fr: ['levres', 'levre'],
    ar: ['شفاه', 'شفتاي', 'الشفتين'],
    dz: ['شفايفي', 'شفايفو', 'شفايف'],
    dl: ['chfayfi', 'chfayef', 'chfayfou', 'chfayfha'],
  },
  // Blue said of the lips (derived.ts): a child or an adult short of oxygen.
  {
    id: 'blue_colour',
    w: {},
    en: ['blue', 'bluish', 'gone blue', 'turning blue', 'purple'],
    fr: ['bleues', 'bleutees', 'bleuatres', 'violettes', 'toutes bleues', 'devient bleu', 'il devient bleu', 'elle devient bleue', 'vire au bleu', 'tout bleu', 'bleute'],
    ar: ['زرقاء', 'ازرقت', 'زرقاوان', 'مزرقه', 'زرق', 'ازرق', 'يزرق', 'ازرق لونه'],
    dz: ['زرقين', 'زرقو', 'زرقا', 'زرقاوين', 'ولاو زرق'],
    dl: ['zer9in', 'zor9in', 'zar9in', 'zer9ou', 'zor9o', 'zar9ou', 'zr9o', 'zor9', 'zer9'],
  },
  {
    id: 'overdose',
    w: { PSY: 2, GM: 1 },
    en: ['overdose', 'overdosed', 'too many pills', 'whole box of pills', 'took all my pills', 'took too many', 'swallowed all', 'took all the', 'a whole strip', 'whole blister pack', 'dont know how many he took', 'dont know how many she took', 'not sure how many pills'],
    fr: ['surdose', 'surdosage', 'trop de medicaments', 'trop de comprimes', 'toute la boite de', 'pris toute la boite', 'avale toute la boite', 'avale tous', 'une plaquette entiere', 'toute la plaquette', 'on sait pas combien il en a pris', 'on sait pas combien elle en a pris', 'sais pas combien il a pris'],
    ar: ['جرعه زائده', 'ابتلع كميه كبيره من الدواء', 'تناول علبه دواء', 'تناول كل الدواء', 'ابتلع الحبوب كلها', 'شريط كامل', 'لا نعرف كم أخذ', 'لا نعرف كم اخذ', 'لا نعرف كم أخذت', 'لا أعرف كم ابتلع'],
    dz: ['كلا الدوا كامل', 'شرب الدوا كامل', 'كلات الكاشيات كامل', 'بلع علبه دوا', 'كلا الكاشيات قاع', 'شرب الدوا قاع', 'بلاكيت كامله', 'ما نعرفوش شحال كلا', 'ما نعرفوش شحال شرب', 'ما نعرفش شحال كلات'],
    dl: ['kla dwa kaml', 'klat kachiyat kaml', 'chrab dwa kaml', 'overdose', 'kla kachiyat ga', 'chrab dwa ga', 'kla ga dwa', 'plaquette kamla', 'plaketa kamla', 'boite kamla', 'la boite kamla', 'boita kamla', 'klat boite', 'kla boite', 'ma n3arfouch ch7al kla', 'ma n3arfouch ch7al chrab', 'ma n3refch ch7al klat'],
  },
  {
    id: 'nonstop',
    w: {},
    en: ['even when i press', 'even when pressing', 'even with pressure', 'even pressing on it', 'despite pressing', 'despite the pressure', 'pressing does not stop it', 'pressure does not stop it', 'will not stop', 'does not stop', 'wont go down', 'will not go down', 'not going down', 'wont go away', 'will not go away', 'for hours', 'for 4 hours', 'for four hours', 'for 5 hours', 'not stopping', 'non stop', 'nonstop', 'keeps bleeding', 'continuous', 'lasting', 'has lasted', 'keeps going', 'still going', 'more than five minutes', 'wont stop', 'for more than an hour', 'for over an hour', 'over an hour now', 'for an hour now', 'for more than 1 hour', 'for more than one hour', 'still pouring', 'still gushing', 'still bleeding through', 'without stopping', 'without a break', 'has not stopped', 'hasnt stopped', 'still hasnt stopped', 'still has not stopped', 'not stopped yet', 'hasnt stopped yet', 'still coming', 'keeps coming', 'still coming out', 'keeps coming out', 'still flowing', 'keeps flowing', 'soaked the towel', 'soaked through the towel', 'soaking the towel', 'soaking through', 'through the towel', 'soaked the cloth', 'soaks the cloth', 'soaked the bandage', 'even with the towel', 'press with towel its still coming', 'pressing and its still coming', 'i press and it keeps'],
    fr: ['meme en serrant', 'meme en appuyant', 'meme en comprimant', 'malgre la pression', 'malgre le garrot', 'meme avec un garrot', 's arrete pa', 'arrete pa', 's arrete pas', 's arrete plus', 'ne retombe pas', 'retombe pas', 'ne part pas', 'depuis des heures', 'depuis 4 heures', 'depuis 5 heures', 'depuis plusieurs heures', 'arrete pas', 'sans arret', 'continue de saigner', 'abondant', 'qui dure', 'dure depuis', 'ne s arrete pas', 'ne s arrete plus', 'continue', 'depuis 5 minutes', 'depuis cinq minutes', 'depuis plus d une heure', 'depuis plus d 1 heure', 'depuis une heure deja', 'saigne toujours', 'coule toujours', 'ca coule encore', 'ca coule toujours', 'continue de couler', 'sans s arreter', 'sans interruption', 'ca continue de sortir', 'continue de sortir', 'ca sort toujours', 'sort encore', 'traverse la serviette', 'traverse le torchon', 'la serviette est trempee', 'serviette trempee', 'torchon trempe', 'trempe la serviette', 'meme avec la serviette', 'meme en appuyant fort', 'j appuie et ca continue'],
    ar: ['رغم الضغط', 'رغم الضغط عليه', 'حتى مع الضغط', 'حتى بالضغط', 'حتى مع الضغط عليه', 'لا يتوقف', 'لم يتوقف', 'لا يزول', 'لم يزل', 'لم يختف', 'منذ ساعات', 'منذ عده ساعات', 'منذ 4 ساعات', 'منذ 5 ساعات', 'مستمر', 'متواصل', 'لا تتوقف', 'لم تتوقف', 'مستمره', 'متواصله', 'منذ اكثر من ساعه', 'منذ ساعه كامله', 'لا يريد ان يتوقف', 'لا يزال ينزف', 'لا يزال يسيل', 'ما زال ينزف', 'ما زال يسيل', 'بلا توقف', 'بدون توقف', 'دون توقف', 'بلا انقطاع', 'بدون انقطاع', 'دون انقطاع', 'ما زال يخرج', 'لا يزال يخرج', 'يستمر في الخروج', 'بلل المنشفه', 'تبللت المنشفه', 'اخترق المنشفه', 'رغم المنشفه', 'حتى مع المنشفه'],
    dz: ['حتى كي نشدو', 'حتى كي شديتو', 'حتى كي نزير عليه', 'حتى كي زيرت عليه', 'حتى كي نضغط عليه', 'ما حبسش', 'ماحبسش', 'ما راحش', 'ما راحتش', 'ما هبطش', 'من ساعات', 'من 4 سوايع', 'من 5 سوايع', 'من سوايع', 'ما يحبسش', 'ما حبستش', 'ما راهش يحبس', 'ما حبساتش', 'ما راهيش تحبس', 'ما وقفش', 'ما وقفتش', 'ما يوقفش', 'ما توقفش', 'ما يحبسش', 'من كثر من ساعه', 'من فوق الساعه', 'مازال يسيل', 'مازال يجري', 'مازال ينزف', 'مازالت تسيل', 'بلا ما يحبس', 'بلا ما تحبس', 'بلا حبسه', 'بلا ما نحبس', 'مازال يخرج', 'مازال يطلع', 'الفوطه تبلات', 'تبلات الفوطه', 'الفوطه عامره دم', 'حتى بالفوطه', 'حتى كي نحط الفوطه', 'نزير و مازال', 'نشد و مازال', 'ما بغاش يحبس', 'ما حبش يحبس'],
    dl: ['7ta ki nchedou', 'hta ki nchedou', '7ta ki chditou', 'hta ki chditou', '7ta ki nzir 3lih', 'hta ki nzir 3lih', '7ta ki zirt 3lih', 'ma hbesch', 'mahbesch', 'ma mahbesch', 'ma ma7bessch', 'ma m7bessch', 'ma ma7bsatch', 'ma rahtch', 'ma ra7tch', 'ma hbatch', 'men sa3at', 'men 4 sa3at', 'men 5 sa3at', 'men swaye3', 'ma yhbesch', 'ma hbestch', 'ma rahch yhbes', 'ma hbsatch', 'ma rahich thbes', 'ma wqafch', 'ma wqfatch', 'ma ywgafch', 'ma ywqafch', 'ma yw9afch', 'ma wgafch', 'ma twgafch', 'ma tw9afch', 'ma yo9afch', 'men kter men sa3a', 'men ktar men sa3a', 'mn kter mn sa3a', 'men fou9 sa3a', 'mazal ysil', 'mazal yesil', 'mazal ycoule', 'mazel ysil', 'bla ma y7bes', 'bla ma t7bes', 'bla 7absa', 'bla hbsa', 'bla ma yhbes', 'bla ma thbes', 'mazal ykhrej', 'mazel ykhrej', 'mazal ytla3', 'mazal yetla3', 'lfouta tbellat', 'fouta tbellat', 'lfouta 3amra dem', '7ta bel fouta', 'hta bel fouta', 'nzir w mazal', 'ma bghach yhbes', 'ma bghach y7bes', 'ma bghach ywgaf', 'ma bghach yw9af'],
  },
  {
    id: 'postpartum',
    w: { GYN: 3.6 },
    en: ['after giving birth', 'postpartum', 'after delivery', 'after childbirth', 'c section', 'caesarean', 'gave birth', 'just delivered', 'had my baby'],
    fr: ['apres accouchement', 'post partum', 'apres l accouchement', 'cesarienne', 'accouche il y a', 'accoucher', 'accouche', 'accouchee', 'viens d accoucher'],
    ar: ['بعد الولاده', 'النفاس', 'بعد الوضع', 'قيصريه', 'عمليه قيصريه', 'ولدت', 'وضعت مولودي'],
    dz: ['النفاس', 'بعد ما ولدت', 'من بعد الولاده', 'السيزارين', 'ولدت', 'زادلي', 'ولدت من', 'ولدات', 'كي ولدات', 'من بعد ما ولدات'],
    dl: ['nfas', 'nnfas', 'baad ma wledt', 'wledt', 'cesarienne', 'sizarin', 'wlidt', 'wldt', 'welldt', 'zadli', 'men baad wlada', 'wladt', 'wlet mn', 'ki weldat'],
  },
  {
    id: 'elderly',
    w: { GM: 0.2 },
    en: ['elderly', 'old man', 'old woman', 'grandpa', 'grandma', 'grandfather', 'grandmother', 'granny'],
    fr: ['personne agee', 'age avance', 'vieux', 'vieille', 'grand pere', 'grand mere', 'mon papi', 'ma mamie', 'pepe', 'memee', 'mamie', 'papy', 'ma grand mere', 'mon grand pere'],
    ar: ['كبار السن', 'كبير في السن', 'كبيره في السن', 'متقدم في السن', 'مسن', 'مسنه', 'جدي', 'جدتي', 'الجد', 'الجده'],
    dz: ['كبير في السن', 'كبيره في السن', 'الشيباني', 'الشيبانيه', 'العجوز', 'جدي', 'جدتي', 'جدّي', 'باباك الكبير'],
    dl: ['kbir f sen', 'kbira f sen', 'chibani', 'chibania', 'adjouza', 'kbir', 'jeddi', 'jedda', 'jedati', 'jedti', 'baba lkbir', 'mama lkbira', 'mima', 'mimti', 'jedda ta3i', 'hanna', 'lhanna', 'memma'],
  },
  {
    id: 'halos',
    w: { OPH: 3 },
    en: ['halos', 'halos around lights', 'rainbow around lights', 'rainbow circles around lights', 'rainbow circles', 'circles around lights', 'rings around lights', 'halos around the lamps', 'circles around the lamps', 'circles around lamps', 'circles around the lights', 'circles around the light', 'rings around the lamps', 'rings around the lights'],
    fr: ['halos', 'halos autour des lumieres', 'cercles autour des lumieres', 'halos colores', 'des cercles autour de la lumiere', 'halo autour des lampes', 'arc en ciel autour des lumieres', 'cercles autour des lampes', 'ronds autour des lumieres', 'ronds autour des lampes'],
    ar: ['هالات حول الضوء', 'هالات', 'دوائر حول الضوء', 'هالات حول الأضواء', 'دوائر ملونة حول الضوء', 'هاله حول الضوء', 'حلقات حول الاضواء', 'دوائر حول المصابيح', 'دوائر حول الاضواء', 'هالات حول المصابيح'],
    dz: ['نشوف دواير في الضو', 'هالات', 'نشوف دواير حول الضو', 'هالات حول الضو', 'دواير حول الضو', 'دواير ملونين', 'دواير على الضو', 'دواير حول اللمبه', 'دواير دايرين بالضو'],
    dl: ['nchouf dwayer f daw', 'halos', 'halat', 'halat 7ol dhaw', 'halat 7ol dow', 'halat 7ol daw', 'dwayer 7ol dow', 'dwayer 7ol dhaw', 'halat f dow', 'dwayer mlawnin', 'dwayer 3la dow', 'dwayer 7ol lampe', 'dwayer dayrin b dow'],
  },
  {
    id: 'blindness',
    w: { OPH: 3.5, NEU: 0.8 },
    en: ['lost my vision', 'lost vision', 'went blind', 'cant see anything', 'blind in one eye', 'vision went black', 'curtain over my eye', 'dark curtain', 'curtain came down', 'shadow over my eye', 'went black in one eye', 'cannot see out of it', 'cant see out of it', 'cant see anymore', 'no longer sees', 'cant see out of it anymore', 'stopped seeing', 'doesnt see anymore', 'cant see anymore with'],
    fr: ['perdu la vue', 'vois plus rien', 'vois rien', 'aveugle', 'voile noir', 'rideau devant l oeil', 'rideau noir', 'voile devant l oeil', 'vois plus rien de l oeil', 'ne vois plus rien', 'je ne vois plus', 'vois plus de cet oeil', 'ne voit plus de cet oeil', 'voit plus de cet oeil', 'voit plus rien', 'ne voit plus rien', 'voit plus de l oeil'],
    ar: ['فقدت البصر', 'فقدان البصر', 'اصبت بالعمى', 'صار اعمى', 'لا ارى شيئا', 'لم اعد ارى', 'ظلام في عيني', 'فقدان مفاجئ للرؤيه', 'ستاره سوداء', 'فقدان مفاجئ للبصر', 'فقدت الرؤيه', 'انعدام الرؤيه', 'لم اعد ارى بها', 'لا ارى بها', 'ولا ارى بها', 'ولا ارى شيئا', 'ولم اعد ارى', 'ستارة سوداء', 'ستارة تنزل', 'لم تعد ترى', 'لم يعد يرى', 'لم تعد تبصر', 'ما عادت ترى', 'ما عاد يرى', 'لم اعد ابصر'],
    dz: ['ما نشوف والو', 'مانشوف والو', 'عميت', 'ما وليتش نشوف', 'ضلام في عيني', 'ما يشوف والو', 'ضلمت عليا عيني', 'ما وليتش نشوف بعيني', 'ما بقيتش نشوف', 'عيني طفات', 'ضلمتلي عيني', 'ما وليتش نشوف بيها', 'ما بقيتش نشوف بيها', 'ستارة كحلة', 'كيما ستارة', 'ستارة نازلة', 'ستار كحل', 'ماعادتش تشوف', 'ما عادتش تشوف', 'ماعادش يشوف', 'ما عادش يشوف', 'ماعادش نشوف', 'ما عادش نشوف', 'ماعدتش نشوف', 'ما عدتش نشوف', 'ماعادش تشوف', 'ما عادش تشوف', 'ما ولاتش تشوف', 'ماولاتش تشوف', 'ما بقاتش تشوف', 'مابقاتش تشوف'],
    dl: ['ma nchouf walou', 'manchouf walou', 'amit', 'ma wlitch nchouf', 'dlam f aini', 'ma ychouf walou', 'nchouf walou', 'dlmat aliya aini', 'ma wlitch nchouf b aini', 'ma b9itch nchouf', '3ini tfat', 'dlamtli 3ini', 'ma welitch nchouf', 'ma welitch nchouf biha', 'ma b9itch nchouf biha', 'ma bqitch nchouf biha', 'rideau k7al', 'kima rideau', 'rideau noir', 'sitara k7la', 'ma 3adetch tchouf', 'ma3adetch tchouf', 'ma 3adch ychouf', 'ma3adch ychouf', 'ma 3adch nchouf', 'ma 3adtch nchouf', 'ma 3adch tchouf', 'ma wellatch tchouf', 'ma wlatch tchouf', 'ma b9atch tchouf', 'mab9atch tchouf'],
  },
  {
    id: 'fetal_movement',
    w: { GYN: 3 },
    en: ['baby not moving', 'baby stopped moving', 'no fetal movement', 'baby isnt moving', 'not feeling the baby move', 'cant feel the baby move', 'cant feel the baby moving', 'dont feel the baby move', 'dont feel the baby moving', 'no longer feel the baby', 'baby moves less', 'baby is moving less', 'doesnt feel the baby move', 'baby hasnt moved', 'baby has not moved', 'havent felt the baby', 'not felt the baby move', 'no kicks', 'stopped kicking', 'not kicking'],
    fr: ['bebe ne bouge plus', 'bebe bouge plus', 'sens plus le bebe', 'ne sens plus bouger', 'ne sens plus le bebe bouger', 'ne sens pas le bebe bouger', 'ne sent plus le bebe', 'ne sent plus bouger', 'bebe bouge moins', 'bebe bouge beaucoup moins', 'sens plus bebe bouger', 'sent plus bebe bouger', 'sens pas bebe bouger', 'sens plus mon bebe bouger', 'sens plus le bebe bouger', 'sent plus le bebe bouger', 'sens plus bouger', 'bebe bouge presque plus', 'sens plus les mouvements', 'plus de mouvements du bebe'],
    ar: ['الجنين لا يتحرك', 'توقف الجنين عن الحركه', 'لا احس بحركه الجنين', 'قله حركه الجنين', 'لم اعد احس بحركه الجنين', 'لم تعد تحس بالجنين', 'لم تعد تشعر بحركه الجنين', 'لا تحس بحركه الجنين', 'لا اشعر بحركه الجنين', 'الجنين قلت حركته', 'لم يتحرك الجنين', 'لا اشعر بالجنين', 'لم اعد اشعر بالجنين', 'الجنين لم يتحرك', 'توقفت حركه الجنين', 'لم اعد احس بالجنين يتحرك', 'لم اعد احس بالجنين', 'لا احس بالجنين يتحرك', 'لم اعد اشعر بالجنين يتحرك', 'ما عدت احس بالجنين', 'لم تعد تحس بالجنين يتحرك', 'لا اشعر به يتحرك', 'توقف عن الحركه'],
    dz: ['البيبي ما يتحركش', 'الجنين ما يتحركش', 'ما نحسش بالبيبي', 'البيبي حبس ما يتحركش', 'ما بقاتش تحس بالبيبي', 'ما بقيتش نحس بالبيبي', 'ما تحسش بالبيبي', 'البيبي ما بقاش يتحرك', 'الجنين ما بقاش يتحرك', 'ما بقيتش نحس بالجنين', 'ما بقاتش تحس بالجنين', 'البيبي قلل الحركه', 'البيبي ماراهش يتحرك', 'ما راهش يتحرك في كرشي', 'ما نحسش بيه يتحرك', 'ما بقيتش نحس بالجنين يتحرك', 'ما نحسش بالجنين يتحرك', 'ما نحسش بالبيبي يتحرك', 'ما بقاش يتحرك في كرشي'],
    dl: ['lbebe ma ythrakch', 'bebe ma ytharekch', 'ma nhesch bel bebe', 'janin ma ythrakch', 'ma b9atch t7es bel bebe', 'ma bqatch thess bel bebe', 'ma b9itch n7es bel bebe', 'ma bqitch nhess bel bebe', 'ma t7essch bel bebe', 'lbebe ma b9ach yt7arek', 'lbebe ma bqach ytharek', 'bebe ma rahch yet7arrek', 'bebe ma rahch ytharek', 'ma n7ess bih ytharek', 'lbebe ma y7arekch', 'ma b9itch n7es bih'],
  },
  {
    // Taken out of the water: drowning, even when the child breathes again.
    id: 'drowning',
    w: { GM: 1.5, PUL: 0.5 },
    en: ['drowned', 'drowning', 'nearly drowned', 'almost drowned', 'pulled out of the water', 'pulled him out of the pool', 'pulled her out of the pool', 'out of the sea', 'out of the pool', 'out of the water'],
    fr: ['noyade', 'noye', 'noyee', 'failli se noyer', 'a failli se noyer', 'sorti de l eau', 'sorti de la piscine', 'sortie de la piscine', 'repeche'],
    ar: ['غرق', 'غريق', 'الغرق', 'كاد يغرق', 'كادت تغرق', 'اخرجناه من البحر', 'اخرجناه من الماء', 'اخرجناه من المسبح'],
    dz: ['غرق', 'تغرق', 'غرقت', 'كان غادي يغرق', 'خرجناه من البحر', 'خرجناه من البيسين', 'خرجناها من البحر'],
    dl: ['ghre9', 'ghr9', 'ghar9', 'tghra9', 'ghar9et', 'kan ghadi yghra9', 'khrejnah mn lb7er', 'khrejnah mn l piscine', 'mn l piscine', 'men la piscine'],
  },
  {
    // A pain said to tear or rip, or cut from the inside like a knife: the way a torn aorta is told.
    id: 'tearing_pain',
    w: { CAR: 1 },
    en: ['ripping pain', 'tearing pain', 'ripping', 'something tearing inside', 'like something tearing', 'tearing inside', 'like being torn', 'like a knife cutting', 'like a blade cutting', 'like a knife cutting through', 'cutting me in two'],
    fr: ['douleur dechirante', 'dechirante', 'dechirement', 'comme un dechirement', 'comme si ca se dechirait', 'comme un couteau qui coupe', 'comme une lame qui coupe', 'comme si on me coupait en deux', 'comme si on me dechirait'],
    ar: ['كالتمزق', 'مثل التمزق', 'ألم ممزق', 'كأنه يتمزق', 'كانه يتمزق', 'مثل سكين يقطع', 'مثل السكين يقطع', 'كان سكينا يقطع', 'كأن سكينا يقطع'],
    dz: ['كي السكين يقطع من الداخل', 'يقطع من الداخل', 'كيما يتشرق', 'كي يتشرق من الداخل', 'كي الموس يقطع', 'كيما الموس يقطع', 'كي موس يقطع', 'كيما موس يقطع', 'كي الموس يقطع فيه', 'كي الموس يقطع فيا'],
    dl: ['kima sekkin y9atta3 men dakhel', 'y9atta3 men dakhel', 'yt9atta3 men dakhel', 'kima ytcherreg', 'ytcherreg men dakhel', 'ki moss ya9ta3', 'kima moss ya9ta3', 'ki lmoss ya9ta3', 'kima lmoss ya9ta3', 'ki moss y9atta3', 'kima moss y9atta3', 'ki moss ya9ta3 fih', 'ki moss ya9ta3 fiya', 'ki mous ya9ta3'],
  },
  {
    // Well at first after a knock, then worse: the time a bleed inside the skull takes to press.
    // Said before 'was normal', so that it is not read as a test found normal.
    id: 'lucid_interval',
    w: { NEU: 0.5 },
    en: ['at first he was normal', 'at first she was normal', 'at first he was fine', 'at first she was fine', 'he was fine at first', 'she was fine at first', 'got up fine at first', 'was normal at first', 'was ok at first', 'seemed fine at first', 'fine at first', 'normal at first', 'said he was fine', 'said she was fine', 'said he was ok', 'said she was ok', 'told us he was fine', 'told us she was fine'],
    fr: ['au debut il etait normal', 'au debut elle etait normale', 'au debut il allait bien', 'au debut elle allait bien', 'au debut ca allait', 'il etait normal au debut', 'elle etait normale au debut', 'normal au debut', 'bien au debut', 'il s est releve normal', 'il disait que ca va', 'elle disait que ca va', 'il a dit que ca allait', 'elle a dit que ca allait', 'disait qu il allait bien', 'disait qu elle allait bien'],
    ar: ['في البدايه كان طبيعيا', 'في البدايه كانت طبيعيه', 'كان طبيعيا في البدايه', 'كانت طبيعيه في البدايه', 'في البدايه كان بخير', 'في البدايه كانت بخير', 'نهض عاديا', 'قال انه بخير', 'قالت انها بخير', 'قال لنا انه بخير', 'قالت لنا انها بخير'],
    dz: ['كان فايق عادي', 'كانت فايقه عاديه', 'كان عادي فالاول', 'كانت عاديه فالاول', 'فالاول كان عادي', 'فالاول كانت عاديه', 'في الاول كان مليح', 'فالاول كان مليح', 'ناض عادي', 'قالنا راني مليح', 'قال راني مليح', 'قالتلنا راني مليحه', 'قالت راني مليحه', 'قالنا راني لاباس'],
    dl: ['kan fayeq 3adi', 'kan normal f lewel', 'f lewel kan normal', 'f lowel kan normal', 'kan normal f lowel', 'f lewel kan mlih', 'kanet normal f lewel', 'f lewel kanet normal', 'nad 3adi', 'kan 3adi f lewel', 'f lewel kan 3adi', '9alna rani mli7', 'qalna rani mlih', '9al rani mli7', '9alna rani labas'],
  },
  {
    // A current through the body: the heart may falter hours later.
    id: 'electrocution',
    w: { GM: 3, CAR: 0.5 },
    en: ['electric shock', 'electrocuted', 'got electrocuted', 'live wire', 'touched a wire', 'shocked by electricity', 'the current went through him', 'got a shock from a cable', 'shocked by a cable', 'caught by the current', 'touched a live wire', 'touched a bare wire', 'touched an electric wire', 'touched an electric cable', 'touched the electric cable', 'naked wire', 'bare wire', 'exposed wire', 'stripped wire', 'naked cable', 'bare cable', 'exposed cable', 'the current hit me', 'the current knocked me', 'touched the cable', 'touched a cable', 'touched the meter', 'grabbed the cable', 'the current took him', 'the current took her', 'the current took me', 'struck by lightning', 'hit by lightning', 'lightning struck', 'lightning hit'],
    fr: ['electrocute', 'electrocutee', 'electrocution', 'choc electrique', 'decharge electrique', 'fil electrique', 'touche un fil', 'pris le courant', 'pris un coup de jus', 'electrise', 'electrisee', 'le courant l a pris', 'coup de courant', 'fil denude', 'fil nu', 'cable denude', 'fil a nu', 'cable a nu', 'le courant m a pris', 'le courant m a jete', 'le courant l a jete', 'touche le cable', 'touche un cable', 'touche le compteur', 'touche le fil', 'doigts dans la prise', 'doigt dans la prise', 'les doigts dans la prise', 'pris du courant', 'la foudre', 'foudroye', 'foudroyee', 'pris la foudre'],
    ar: ['صعق كهربائي', 'صعقة كهربائية', 'صعقته الكهرباء', 'صعقتني الكهرباء', 'سلك كهربائي', 'سلكا كهربائيا', 'لمس سلك كهرباء', 'لمس سلكا', 'لمست سلك', 'لمس سلك', 'سلك كهرباء عاري', 'سلك عاري', 'سلك عار', 'سلك مكشوف', 'سلكا مكشوفا', 'سلكا عاريا', 'مسته الكهرباء', 'اصابته صعقه', 'صعقه كهربائيه', 'مسه التيار', 'التيار الكهربائي', 'خيط كهربائي عار', 'خيطا كهربائيا', 'لمس خيط كهرباء', 'لمس الكابل', 'لمست الكابل', 'لمس العداد', 'صاعقه', 'الصاعقه', 'ضربته صاعقه', 'صعقه البرق', 'ضربه البرق', 'مكهرب', 'مكهربه'],
    dz: ['مس الفيل', 'مسيت الفيل', 'فيل عريان', 'فيل مكشوف', 'الفيل المكشوف', 'شد الفيل', 'الفيل العريان', 'مستو الكهرباء', 'مسّتو الكهرباء', 'مستها الكهرباء', 'تكهرب', 'ضربتو الكهرباء', 'ضربتو الضو', 'ضربتني الضو', 'ضربها الضو', 'ضربو الكوران', 'الكوران ضربو', 'ضربني الكوران', 'سلك تاع الضو', 'طاح عليه الكوران', 'طاح عليا الكوران', 'شدو الكوران', 'شدني الكوران', 'كلاه الكوران', 'قبضو الكوران', 'ضربتو الكهربا', 'ضربتو الكهرباء', 'كلا الكوران', 'كلات الكوران', 'كليت الكوران', 'كلا الضو', 'كليت الضو', 'خيط كهربا عريان', 'خيط عريان', 'الخيط العريان', 'خيط الضو', 'الكوران ضربني', 'الكوران ضربها', 'الكوران ضربتو', 'الكوران رماني', 'الضو ضربني', 'الضو ضربو', 'مس الكابل', 'مسيت الكابل', 'مس الكونتور', 'مسيت الكونتور', 'شد الكابل', 'كلاه الضو', 'كلاها الضو', 'كلاني الضو', 'كلاتو الضو', 'الكوران داني', 'ضربو الرعد', 'الرعد ضرب', 'ضربتو الصاعقه', 'مكهرب', 'الكوران داه', 'الكوران داها', 'داه الكوران', 'داها الكوران'],
    dl: ['mess fil', 'mas fil', 'messit fil', 'chedd fil', 'fil 3ryan', 'fil 3aryan', 'fil 3eryan', 'fil mkechouf', 'fil mkchouf', 'fil denude', 'fil ta3 220', 'tkahrab', 'tkahreb', 'tkahrbet', 'tkahrab b courant', 'tchoka b courant', 'tchoka', 'tchoca b courant', 'khebtou courant', 'drabtou dow', 'drabni dow', 'drabni courant', 'courant drabou', 'drabou courant', 'drabha courant', 'electrocute', 'fil ta3 dow', 'ta7 3lih courant', 'ta7 3liya courant', 'ta7et 3liha courant', 'chadou courant', 'chadni courant', 'klah courant', '9bdou courant', 'drabtou trisinti', 'drabni trisinti', 'drabtou kahraba', 'dharbou courant', 'dharbni courant', 'dharbha courant', 'kla courant', 'kla lcourant', 'kla el courant', 'klat courant', 'klit courant', 'kla dow', 'klit dow', 'kla trisiti', 'tchokah courant', 'tchokani courant', 'tchokatni courant', 'tchoka b trisiti', 'tchokit b courant', 'tchokat b courant', '9as fil ta3 courant', '9as el courant', '9asset el courant', '9assou courant', 'khit 3ryan', 'khit 3aryan', 'khit ta3 dow', 'khit ta3 courant', 'courant drabni', 'courant drabha', 'dow drabni', 'courant rmani', 'mess cable', 'mas cable', 'messit cable', 'mess lcable', 'mess compteur', 'mess lcompteur', 'chedd cable', 'klah dow', 'klaha dow', 'klani dow', 'klah courant', 'klaha courant', 'ksa l courant', 'ksani courant', 'ksah courant', 'ksaha courant', 'drabou ra3d', 'dorbou ra3d', 'ra3d drab', 'ra3d drabou', 'sa3i9a', 'tchokatni', 'tchokatou', 'tchokato', 'tchokaha', 'mkahreb', 'l courant dah', 'courant dah', 'courant daha', 'dah courant', 'daha courant', 'mess khit', 'messit khit', 'chedd khit', 'khit ta3 220', 'khit ta3 triciti'],
  },
  {
    // Electricity or its current, the thing that strikes in an electric shock ('dharbou el courant');
    // never 'courant' alone, French for running ('tombee en courant').
    id: 'electricity',
    w: {},
    en: ['electricity', 'electric current', 'electric wire', 'electrical wire', 'electric wires', 'electrical wires', 'electrical cable', 'power wire', 'the current', 'power line', 'live cable', 'electric cable', 'socket', 'high voltage', 'the plug', 'plug', 'changing a bulb', 'light bulb', 'a bulb', 'electric meter', 'the meter', 'meter box', 'fuse box', 'breaker box', 'circuit breaker', 'electrical panel', 'transformer', 'electric pole', 'power cable', '380v', '220v', '380 v', '220 v', '380 volts', '220 volts', 'volts', 'voltage', 'extension cord', 'power strip', 'washing machine', 'water heater', 'electric heater', 'wire', 'the wire', 'a wire', 'wires', 'bare wires', 'the lamp', 'a lamp', 'lamp', 'ceiling lamp', 'the cable', 'a cable', 'outlet', 'the outlet', 'an outlet', 'power outlet', 'wall socket', 'fuse', 'the fuse', 'the breaker', 'electrical box', 'electric box', 'switchboard', 'heater cable', 'charger cable', 'phone charger', 'electric fence', 'electric stove'],
    fr: ['electricite', 'le courant', 'courant electrique', 'cable electrique', 'prise electrique', 'haute tension', 'ligne electrique', 'en changeant une ampoule', 'changeant une ampoule', 'changer une ampoule', 'changer l ampoule', 'ampoule electrique', 'compteur', 'le compteur', 'compteur electrique', 'cable du compteur', 'disjoncteur', 'tableau electrique', 'transformateur', 'transfo', 'poteau electrique', '380v', '220v', '380 v', '220 v', '380 volts', '220 volts', 'volts', 'rallonge', 'multiprise', 'machine a laver', 'chauffe eau electrique', 'cable 380', 'changeant la prise', 'touchant la prise', 'touche la prise', 'reparant la prise', 'dans la prise', 'prise de courant', 'fil du courant', 'le cable', 'un cable', 'une lampe', 'la lampe', 'le lustre', 'lustre', 'l interrupteur', 'interrupteur', 'la prise electrique', 'une prise electrique', 'le secteur', 'la ligne', 'les fils', 'fils electriques', 'le chargeur', 'chauffage electrique', 'cloture electrique'],
    ar: ['الكهرباء', 'الكهربا', 'التيار', 'التيار الكهربائي', 'كابل كهربائي', 'الضغط العالي', 'مقبس', 'عداد الكهرباء', 'العداد الكهربائي', 'لوحه الكهرباء', 'المحول الكهربائي', 'عمود الكهرباء', 'كابل العداد', 'فولت', '380 فولت', '220 فولت', 'الغساله', 'السخان الكهربائي', 'كابل الكهرباء', 'السلك', 'سلك الكهرباء', 'سلك كهرباء', 'الاسلاك', 'المصباح', 'مصباح', 'الثريا', 'القابس', 'المقبس', 'الفيش', 'اللوحه الكهربائيه', 'لوحه الكهرباء', 'الكابل', 'كابل', 'خط الكهرباء', 'الشاحن', 'المدفاه الكهربائيه', 'المفتاح الكهربائي'],
    dz: ['الضو', 'الكوران', 'الكهربا', 'تريسيتي', 'الطريسيتي', 'الفيل تاع الضو', 'البريز', 'الكونتور', 'كونتور', 'الكومبتور', 'كومبتور', 'الكونطور', 'الديجونكتور', 'الترانسفو', 'الكابل تاع الضو', 'كابل تاع الكونتور', 'بوطو تاع الضو', 'فولت', 'تاع 380', 'تاع 220', 'الماشينه تاع الصابون', 'لاماشين', 'الريلونج', 'السلك', 'الفيل', 'فيل الضو', 'اللامبه', 'لامبه', 'البوطو', 'الطابلو تاع الضو', 'البريزه', 'بريزه', 'الكابل', 'كابل', 'الشارجور', 'الكومبتور تاع الضو'],
    dl: ['dow', 'dhow', 'edhow', 'el courant', 'lcourant', 'l courant', 'kouran', 'kahraba', 'l electricite', 'electricite', 'trisinti', 'trisiti', 'fil ta3 dow', 'compteur', 'lcompteur', 'kontour', 'lkontour', 'kontor', 'disjoncteur', 'transfo', 'cable ta3 dow', 'cable ta3 compteur', 'poteau ta3 dow', '380v', '220v', '380 v', '220 v', 'volt', 'volts', 'f la prise', 'rallonge', 'machina ta3 saboun', 'cable 380', 'cable 220', 'men la prise', 'mel prise', 'triciti', 'ltriciti', 'lampe', 'la lampe', 'lamba', 'llamba', 'prise', 'la prise', 'lprise', 'bariz', 'lbariz', 'cable', 'lcable', 'kabl', 'tableau electrique', 'tablo ta3 dow', 'interrupteur', 'chargeur', 'el fil', 'lfil', 'dhaw', 'ddaw', 'kahrba', 'lkahraba', 'el kahraba', 'trisenti', 'tricity', 'lumiere'],
  },
  {
    // A current that struck, or a vehicle that struck: the verb, whatever struck (Darija's everyday
    // 'ضرب', hit, is read as an injury and stands for it too).
    id: 'struck',
    w: {},
    // The current that threw him to the ground ('rmatou l'électricité', 'ورماه للارض') struck him;
    // one that touched or burned him ('مساه الكوران', '7ar9ou l courant') struck him too.
    en: ['threw him', 'threw her', 'threw me', 'threw him back', 'threw her back', 'threw me back', 'thrown back', 'was thrown', 'got thrown', 'shocked', 'zapped', 'tiny shock from', 'small shock from', 'little shock from', 'a shock from', 'struck', 'got a shock', 'ran over', 'run over', 'knocked down', 'hit by', 'shock', 'big shock', 'stuck to it', 'stuck to the', 'stayed stuck', 'the current took him', 'the current took her', 'the current took me'],
    fr: ['projete', 'projetee', 'rejete en arriere', 'rejetee en arriere', 'l a rejete en arriere', 'm a rejete en arriere', 'jete en arriere', 'jetee en arriere', 'l a projete', 'l a jete', 'electrise', 'electrisee', 'renverse', 'renversee', 'percute', 'percutee', 'heurte par', 'fauche', 'pris le jus', 'une chataigne', 'pris une chataigne', 'reste colle', 'restee collee', 'colle au', 'une decharge', 'grosse decharge', 'pris une decharge', 'petite decharge', 'une petite decharge'],
    ar: ['رماه', 'رمته', 'رماني', 'قذفه', 'قذفته', 'قذفني', 'صعقه', 'صعقت', 'صعقني', 'صعقها', 'صعقته', 'صعق', 'مسكته', 'مسكتني', 'مسكتها', 'امسكته', 'صدمت', 'صدمته', 'صدمها', 'صدمه', 'دهسته', 'دهست', 'دهسها', 'التصق', 'فالتصق', 'التصقت', 'امسكني', 'مسكني', 'صعقتني', 'صعقتها', 'صعقتو', 'مكهرب', 'مكهربه'],
    dz: ['مسني', 'مساني', 'مساه', 'مسو', 'مسها', 'مساها', 'حرقو', 'حرقاتو', 'حرقني', 'حرقاتني', 'حرقها', 'حرقاتها', 'رماتو', 'رماه', 'رماها', 'رماتها', 'رماتني', 'رماني', 'شدو', 'شدني', 'قبضو', 'داتو', 'داتها', 'مسكو', 'مسكتو', 'مسكني', 'دربكاتو', 'صدماتو', 'مستو', 'مساتو', 'مستها', 'مساتها', 'مستني', 'مساتني', 'قفزو', 'قفزني', 'قفزاتو', 'لاصق فيه', 'بقا لاصق', 'بقات لاصقه', 'لاصقه فيه', 'كلاني', 'كلاه', 'كلاها', 'ضربتني', 'مكهرب'],
    dl: ['massni', 'messni', 'mesni', 'masni', 'massou', 'messou', 'massah', 'messah', 'massha', 'messha', '7ar9ou', '7ar9atou', '7arkatou', '7ar9ni', '7ar9atni', '7arkatni', '7ar9ha', '7ar9etou', '7ar9etni', 'rmatou', 'rmato', 'rmah', 'rmaha', 'rmatha', 'rmatni', 'rmani', 'ramatou', 'dharbou', 'drabou', 'dharbni', 'drabni', 'meskou', 'mesketou', 'meskni', 'dharbha', 'drabha', 'dharbet', 'drabet', 'dharbetou', 'drabtou', 'chadou', 'chadni', '9bdou', 'qbadou', 'datou', 'datha', 'sadmatou', 'sadmetou', 'dharbatou', 'mestou', 'messatou', 'masatou', 'msatou', 'mestha', 'messatha', 'messetni', 'masatni', '9afzou', '9afzni', '9afzetni', '9afzatou', 'tchoka', 'tchokani', 'tchokah', 'lase9 fih', 'b9a lase9', 'b9at lase9a', 'klani', 'klah', 'klaha', 'ksani', 'ksah', 'mkahreb'],
  },
  {
    // The verbs that say a current reached a person, the thing that carried it said apart ('the outlet
    // grabbed him', 'l interrupteur m a secoue', 'lamba cheddatni', 'الطابلو طيحاتو', 'لسعتني الكهرباء').
    // Read only beside electricity: alone, most are everyday blows, grips and stings.
    id: 'current_reached',
    w: {},
    en: ['jolted', 'a jolt', 'got a jolt', 'jolt from', 'grabbed', 'grabbed him', 'grabbed her', 'grabbed me', 'it grabbed', 'shook', 'shook him', 'shook her', 'shook me', 'knocked him', 'knocked her', 'knocked me', 'flung him', 'flung me', 'got electrified', 'electrified', 'went through him', 'went through her', 'went through me', 'went through my'],
    fr: ['secoue', 'secouee', 'm a secoue', 'l a secoue', 'l a fait tomber', 'm a fait tomber', 'l a attrape', 'm a attrape', 'pris du courant'],
    ar: ['لسعتني', 'لسعت', 'اسقطته', 'اسقطتني', 'اسقطها', 'اوقعته', 'اوقعتني', 'اوقعها', 'هزته', 'هزتني', 'هزها', 'جذبته', 'جذبتني', 'جذبها', 'شدته', 'شدتني', 'لمسته', 'لمس', 'لمست', 'اصابتني'],
    dz: ['شداتو', 'شدتو', 'شداتني', 'شدتني', 'شداتها', 'شدها', 'طيحاتو', 'طيحاتني', 'طيحتني', 'طيحاتها', 'طيحو', 'ضرباتو', 'ضرباتني', 'ضرباتها', 'ضربو', 'قرصاتو', 'قرصاتها', 'هزاتو', 'هزتو', 'هزاتني', 'هزتني', 'جبداتو', 'جبدتو', 'جبداتني', 'نطرتو', 'نطراتو', 'نطراتني', 'لسعاتو', 'لسعاتني'],
    dl: ['chedditou', 'cheddatou', 'chaddatou', 'cheddetou', 'chadatou', 'chedatou', 'cheddatni', 'cheddetni', 'chadatni', 'chedditni', 'cheddatha', 'chedetha', 'tay7atou', 'tay7ato', 'tay7etou', 'tay7atni', 'tay7etni', 'tay7atha', 'tay7ou', 'tai7atou', '9rsatou', '9rsetou', '9arsou', '9rasni', '9rasou', '9rsat', 'hazzatou', 'hezzatou', 'hazzetou', 'hazzatni', 'hezzatni', 'hazetni', 'jebdatou', 'jbedtou', 'jbedatou', 'jebdatni', 'ntartou', 'ntaratou', 'ntarni', 'ntaratni', 'lsa3atni'],
  },
  {
    // A car, a motorbike, a truck: a road accident is a fall at speed.
    id: 'vehicle',
    w: {},
    en: ['car', 'a car', 'motorbike', 'truck', 'bus', 'van', 'scooter'],
    fr: ['voiture', 'une voiture', 'moto', 'camion', 'bus', 'scooter', 'vehicule'],
    ar: ['سياره', 'السياره', 'سيارة', 'دراجه ناريه', 'شاحنه', 'حافله', 'مركبه'],
    dz: ['طوموبيل', 'الطوموبيل', 'لوطو', 'الموطو', 'موطو', 'كاميو', 'الكاميو', 'الكار', 'فورقو'],
    dl: ['tomobil', 'tonobil', 'tomobile', 'tomobila', 'loto', 'l oto', 'moto', 'lmoto', 'motour', 'camion', 'kamyou', 'lkar', 'fourgon', 'voiture', 'tonobile'],
  },
  {
    // Hours in the sun or a heat wave: with confusion, no sweat or a fever, a heat stroke.
    id: 'heat_exposure',
    w: { GM: 0.5 },
    en: ['in the sun', 'under the sun', 'in the heat', 'heat wave', 'heatstroke', 'heat stroke', 'sunstroke'],
    fr: ['au soleil', 'en plein soleil', 'sous le soleil', 'canicule', 'coup de chaleur', 'insolation', 'dans la chaleur'],
    ar: ['تحت الشمس', 'في الشمس', 'ضربة شمس', 'ضربة الشمس', 'موجة حر', 'الحر الشديد', 'ضربة حر', 'في الحر', 'في حر'],
    dz: ['فالشمس', 'في الشمس', 'تحت الشمس', 'ضربة شمس', 'ضربتو الشمس', 'ضربتني الشمس', 'فالسخانة', 'في هاد السخانة', 'ف الحر', 'فالحر', 'في الحر', 'ضربتها الشمس', 'ف الشمس'],
    dl: ['f chems', 'fi chems', 'ta7t chems', 'f chmes', 'darbet chems', 'drabtou chems', 'drabtni chems', 'f had s5ana', 'f s5ana', 'drbtni chems', 'dharbetni chems', 'dharbatni chems', 'drbatni chems', 'dharbatou chems', 'fel 7ar', 'f l7ar', 'f 7ar'],
  },
  {
    // Skin that stopped sweating in the heat.
    id: 'no_sweat',
    w: {},
    en: ['stopped sweating', 'not sweating', 'no longer sweating', 'no sweat'],
    fr: ['arrete de transpirer', 'transpire plus', 'ne transpire plus', 'transpire pas', 'ne transpire pas'],
    ar: ['توقف عن التعرق', 'توقفت عن التعرق', 'لا يتعرق', 'لا تتعرق', 'لم يعد يتعرق', 'لا أتعرق'],
    dz: ['ما نعرقش', 'ما يعرقش', 'ما تعرقش', 'ما بقاش يعرق', 'حبس العرق', 'ماعرقتش', 'ما عرقتش', 'ماعرقش', 'ما عرقش', 'ماعرقتش حتى', 'مانعرقش'],
    dl: ['ma n3ra9ch', 'ma y3ra9ch', 'ma t3ra9ch', 'ma b9ach y3ra9', '7bes l3ra9', 'ma 3re9tch', 'ma3re9tch', 'ma 3ra9tch', 'ma3ra9tch', 'ma 3ri9tch', 'ma 3ra9ch', 'man3ra9ch'],
  },
  {
    // In the heat with confusion, no sweat, a fever or a collapse (derived.ts).
    id: 'heat_stroke',
    w: { GM: 3.5, NEU: -1.5, INF: -1.5 },
  },
  {
    // A doctor or a result that says to go to the emergency room now.
    id: 'sent_to_emergency',
    w: { GM: 0.5 },
    en: ['go to the er', 'go to the emergency', 'told me to go to the er', 'sent me to the er', 'sent to the emergency', 'told him to go to the emergency', 'go to the hospital now'],
    fr: ['aller aux urgences', 'va aux urgences', 'allez aux urgences', 'envoye aux urgences', 'envoyee aux urgences', 'filer aux urgences', 'direct aux urgences'],
    ar: ['اذهب الى الطوارئ', 'اذهب إلى الطوارئ', 'الذهاب الى الطوارئ', 'أرسلني إلى الطوارئ', 'ارسله الى الطوارئ', 'الى الاستعجالات فورا'],
    dz: ['روح للاستعجالات', 'روحو للاستعجالات', 'روح لليرجونس', 'بعثني لليرجونس', 'بعثو لليرجونس', 'قالو روح للاستعجالات'],
    dl: ['roh l urgence', 'ro7 l urgence', 'roh lel urgence', 'rou7 l urgence', 'b3atni l urgence', 'b3atou l urgence', 'roho l urgence'],
  },
];
