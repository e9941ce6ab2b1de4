import type { Concept } from './types.ts';

/** Teeth, gums and the mouth. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const DENTAL: Concept[] = [
  {
    id: 'tooth',
    w: { DEN: 4 },
    en: ['tooth', 'teeth', 'toothache', 'tooth ache', 'molar', 'molars', 'wisdom tooth', 'wisdom teeth', 'cavity', 'cavities', 'dentist', 'filling', 'crown', 'root canal', 'braces', 'denture', 'dentures', 'chipped tooth', 'broken tooth', 'cracked tooth', 'baby tooth', 'milk tooth'],
    fr: ['dent', 'dents', 'mal aux dents', 'mal de dent', 'molaire', 'molaires', 'dent de sagesse', 'dents de sagesse', 'carie', 'caries', 'dentiste', 'plombage', 'couronne', 'devitalisation', 'appareil dentaire', 'dentier', 'rage de dent', 'dentaire', 'dent cassee', 'dent ebrechee', 'dent fendue', 'dent de lait', 'dents de lait'],
    ar: ['سن', 'سني', 'اسنان', 'الاسنان', 'اسناني', 'ضرس', 'ضرسي', 'الضرس', 'اضراس', 'ضرس العقل', 'تسوس', 'تسوس الاسنان', 'طبيب اسنان', 'حشوه', 'تقويم الاسنان', 'طقم اسنان', 'كسر في السن', 'سني مكسور', 'انكسر سني', 'سن مكسور', 'كسر السن', 'سن الحليب', 'سن لبني', 'انكسرت سنه'],
    dz: ['سناني', 'السنان', 'سنان', 'ضرسه', 'ضرستي', 'الضرسه', 'ضراسي', 'ضرسه العقل', 'مسوسه', 'مسوس', 'السوسه', 'دونتيست', 'طبيب السنان', 'سنيني', 'تكسرت لي سنه', 'تكسرتلي سنه', 'تكسرت سني', 'سنتي', 'سنتي تكسرت', 'سني تكسر', 'سنة الحليب', 'سنت الحليب', 'تكسرتلو سنة', 'تكسرتلها سنة'],
    dl: ['sni', 'sinni', 'snan', 'snani', 'ssnan', 'dersa', 'darsa', 'dersti', 'darsti', 'drassi', 'dras', 'drasi', 'dersat', 'darsat', 'darsat aql', 'dersat laqel', 'dersa taa laaql', 'msawsa', 'msaws', 'msousa', 'sousa', 'dentiste', 'dontist', 'dent', 'dents', 'carie', 'sennti', 'snti', 'tkasret sennti', 'tkasretli senna', 'senna', 'sanni', 'senni', 'sani', 'sennt l7lib', 'sent l7lib', 'tkasretlou senna'],
  },
  {
    id: 'gums_mouth',
    w: { DEN: 3.4, ENT: 0.3 },
    en: ['gums', 'gum', 'bleeding gums', 'gum disease', 'jaw', 'bad breath', 'mouth ulcer', 'mouth ulcers', 'abscess', 'tooth abscess', 'swollen gum', 'bad smell from my mouth', 'my breath smells', 'breath smells', 'brush hard', 'bleed when i brush', 'bleed every time i brush', 'bleeds when i brush', 'his teeth bleed', 'my teeth bleed', 'her teeth bleed', 'blood from his teeth', 'blood from my teeth'],
    fr: ['gencive', 'gencives', 'gingivite', 'machoire', 'mauvaise haleine', 'aphte', 'aphtes', 'abces dentaire', 'abces', 'haleine', 'mauvaise odeur de la bouche', 'bouche qui sent mauvais', 'les dents saignent', 'ses dents saignent', 'mes dents saignent', 'saigne des dents'],
    ar: ['لثه', 'اللثه', 'نزيف اللثه', 'التهاب اللثه', 'الفك', 'فك', 'رائحه الفم', 'قرحه الفم', 'خراج', 'رائحه الفم الكريهه', 'رائحه كريهه من الفم', 'نزيف من اللثه', 'نزيف من الاسنان', 'اسنانه تنزف', 'اسناني تنزف'],
    dz: ['اللثه', 'لحم السنان', 'الحنك', 'حنكي', 'ريحه فمي', 'الريحه نتاع الفم', 'خراج', 'تنفخلي حنكي', 'لافت', 'ريحه فمي خايبه', 'فمي يفوح', 'ريحه خايبه من فمي', 'اللثه تسيل', 'كي نغسل سناني', 'من اللثه', 'يخرج من اللثه', 'سناني يدميو', 'سنانو يدميو', 'سنانها يدميو', 'الدم من سناني', 'الدم من سنانو', 'يخرج الدم من سنانو', 'سنانو يسيلو دم'],
    dl: ['latha', 'lham snan', 'hnek', 'hanak', 'hnki', 'riha f fommi', 'riha fomi', 'khraj f sni', 'khraj f snani', 'khraj f lessa', 'khraj f lhnek', 'gencive', 'gencives', 'aphte', 'abces', 'riht fomi', 'riht fommi', 'rihet fommi', 'riht fomi khayba', 'riht fommi khayba', 'riha khayba', 'lata', 'llata', 'lessa', 'lassa', 'llessa', 'lessti', 'lessa tsil', 'lata tsil', 'lata tsil demm', 'lthati', 'lathati', 'latti', 'lthat', 'lathat', 'ki nghsel snani', 'mel lassa', 'la7m ta3 snani', 'la7m ta3 snan', 'la7m ta3 snanou', 'la7m ta3 snanha', 'l7am ta3 snani', 'la7m snani', 'snani ydmiw', 'snano ydmiw', 'snanha ydmiw', 'snani ysilou dem', 'snano ysilou dem', 'snani ytl3o dem', 'snani y7arrjou dem', 'snani ykhorjou dem', 'ydmiw snani', 'ydmiw snano', 'dem mn snani', 'dem mn snano', 'dem mn snanha'],
  },
  {
    id: 'mouth',
    w: { DEN: 1.6, ENT: 0.6 },
    en: ['mouth', 'tongue', 'palate'],
    fr: ['bouche', 'langue', 'palais'],
    ar: ['فم', 'الفم', 'فمي', 'لسان', 'لساني', 'فمه', 'فمها', 'فمك'],
    dz: ['فمي', 'فمو', 'لساني', 'الفم', 'فمها', 'فمك', 'الفم تاعو', 'الفم تاعها'],
    dl: ['fommi', 'foumi', 'fomi', 'fom', 'lsani', 'fmou', 'fomou', 'foumou', 'fommou', 'fomha', 'fmha', 'foumha', 'fommha', 'fommo', 'fomo', 'fmo', 'foumo', 'fomm', 'foumm', 'fommek', 'fommah'],
  },
  {
    id: 'teething',
    w: { PED: 2.5, DEN: 1.5 },
    en: ['teething', 'baby teeth', 'milk teeth'],
    fr: ['poussee dentaire', 'dents de lait', 'fait ses dents'],
    ar: ['التسنين', 'تسنين', 'اسنان اللبن'],
    dz: ['راهو يسنن', 'يسنن', 'التسنين', 'سنان الحليب'],
    dl: ['ysannen', 'ysenen', 'tasnin', 'snan lhlib'],
  },
  {
    id: 'brushing',
    w: { DEN: 0.8 },
    en: ['brushing', 'brush my teeth', 'brushing my teeth', 'toothbrush', 'on the brush', 'when i brush', 'brushed my teeth hard', 'brushing too hard', 'brushed too hard', 'brushed hard', 'brushing hard', 'brush too hard', 'rub my teeth', 'rubbing my teeth', 'clean my teeth', 'cleaning my teeth', 'scrub my teeth hard', 'scrubbing my teeth', 'when i scrub hard'],
    fr: ['brossage', 'brosse a dents', 'en me brossant', 'quand je me brosse les dents', 'en brossant', 'brosse les dents fort', 'brosse les dents trop fort', 'brosse trop fort', 'brosse fort', 'frotte fort avec la brosse', 'me brosse fort', 'en me lavant les dents', 'quand je me lave les dents', 'je me lave les dents', 'frotte fort', 'je frotte fort', 'qd je frotte fort', 'quand je frotte fort', 'en frottant fort', 'frotte trop fort'],
    ar: ['تنظيف الاسنان', 'فرشاه الاسنان', 'تفريش الاسنان', 'عند تنظيف اسناني', 'فرشت اسناني بقوه', 'نظفت اسناني بقوه', 'بالفرشاه بقوه', 'عند غسل اسناني', 'كلما نظفت اسناني', 'عندما انظف اسناني', 'احك اسناني بقوه', 'افرك اسناني بقوه', 'عندما افرك بقوه'],
    dz: ['كي نغسل سناني', 'كي نغسل سنيني', 'البروس تاع السنان', 'الشيتا تاع السنان', 'نفرشي سناني', 'نفرشي سناني بالقوه', 'فرشيت سناني بالقوه', 'نغسل سناني بالقوه', 'كي نحك سناني', 'نحك سناني', 'كي نحك سنيني', 'كل ما نحك سناني', 'نحك بالقوه', 'كي نحك بالقوه', 'نفرشي بالقوه'],
    dl: ['ki nghsel snani', 'ki naghsel sniniya', 'brosse', 'chita taa snan', 'nbrossi snani', 'nbrossi snani b9wa', 'brossit snani b9wa', 'nbrossi b9wa', 'nghsel snani b9wa', 'n7ak snani', 'ki n7ak snani', 'n7ek snani', 'nhak snani', 'n7akk snani', 'kol ma n7ak snani', 'n7ok snani', 'n7ak b9wa', 'ki n7ak b9wa', 'nfrotti b9wa', 'nfroti bezzaf', 'ki nfrotti b9wa'],
  },
  {
    // Teeth clenched or ground at night: a tired jaw, not a squeezing chest.
    id: 'bruxism',
    w: { DEN: 3 },
    en: ['grind my teeth', 'grinding my teeth', 'clench my teeth', 'clenching my teeth', 'bruxism', 'grind his teeth'],
    fr: ['serre les dents', 'je serre les dents', 'grince des dents', 'grincement de dents', 'bruxisme'],
    ar: ['صرير الأسنان', 'أضغط على أسناني', 'أصر على أسناني', 'طحن الأسنان'],
    dz: ['نزير سناني', 'نصر سناني', 'نعض على سناني', 'يزير سنانو'],
    dl: ['nzir snani', 'nser snani', 'n3od 3la snani', 'yzir snanou', 'bruxisme'],
  },
  {
    // Cleaning and scaling: an everyday dental request ('scaling' is not 'scalding').
    id: 'tartar',
    w: { DEN: 4 },
    en: ['tartar', 'scaling', 'teeth cleaning', 'cleaning of my teeth', 'plaque on my teeth'],
    fr: ['detartrage', 'tartre', 'nettoyage des dents', 'blanchiment'],
    ar: ['الجير', 'جير الأسنان', 'تنظيف الأسنان', 'إزالة الجير', 'تبييض الأسنان'],
    dz: ['الجير تاع السنان', 'ديتارتراج', 'نقي سناني', 'نبيض سناني'],
    dl: ['detartrage', 'tartre', 'jir ta3 snan', 'n9i snani', 'nbayad snani'],
  },
];
