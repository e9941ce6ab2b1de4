import type { Concept } from './types.ts';

/** When and around what a complaint comes: effort, meals, milk, sex, a shared meal, a journey, the evening or the morning. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const CIRCUMSTANCES: Concept[] = [
  {
    // Sitting cross-legged, squatting or kneeling a long while, leaning on a limb: a nerve pressed
    // by the posture, which numbs the limb (the neurologist's, not a joint's).
    id: 'pressing_posture',
    w: {},
    en: ['cross legged', 'crossed legs', 'legs crossed', 'sit crossed legs', 'sitting cross legged', 'squatting', 'squat', 'kneeling', 'on my knees', 'sitting on the floor', 'sit on the floor', 'lean on it', 'leaning on it', 'lean on my elbow', 'slept on it', 'slept on my arm', 'i was lying on it', 'lying on my arm', 'sleeping on my arm'],
    fr: ['en tailleur', 'assis en tailleur', 'assise en tailleur', 'jambes croisees', 'les jambes croisees', 'accroupi', 'accroupie', 'a genoux', 'assis par terre', 'assise par terre', 'appuye sur le coude', 'dormi dessus', 'j avais dormi dessus', 'couche dessus', 'j etais couche dessus', 'j etais couchee dessus', 'dormi sur mon bras'],
    ar: ['متربع', 'متربعا', 'متربعه', 'الجلوس متربعا', 'اجلس متربعا', 'القرفصاء', 'جالس على الارض', 'الجلوس على الارض', 'راكع', 'نمت عليها', 'نمت على يدي', 'كنت نائما عليها', 'كنت نائمه عليها', 'كنت مستلقيا عليها'],
    dz: ['نقعد متربع', 'نقعد متربعه', 'متربع', 'متربعه', 'كي نتربع', 'كي نقعد فالارض', 'نقعد فالارض', 'مقرفص', 'مقرفصه', 'كي نقرفص', 'كنت راقد فوقها', 'كنت راقده فوقها', 'رقدت فوقها', 'رقدت عليها', 'راقد عليها', 'راقده عليها', 'رقدت على يدي', 'كنت راقد عليها'],
    dl: ['mtarba3', 'mterba3', 'mtarb3a', 'n9ed mtarba3', 'ki ntrabba3', 'ki nterba3', 'n9ed f l2ard', 'n9ad f lard', 'mgarfess', 'mgarfsa', 'ki ngarfess', 'en tailleur', 'kont ra9ed fou9ha', 'kont ra9da fou9ha', 'r9adt fou9ha', 'r9adt 3liha', 'ra9ed 3liha', 'r9adt 3la yedi', 'kont r9ed 3liha'],
  },
  {
    // 'Back' said of a return ('it came back', 'back to work'; 'threw him back' is a blow, 'struck'), not of the spine.
    id: 'back_again',
    w: {},
    en: ['came back', 'come back', 'comes back', 'coming back', 'came right back', 'comes right back', 'went back', 'go back', 'going back', 'back home', 'back to work', 'back to school', 'called back', 'brought back', 'sent back', 'back again', 'get back', 'got back'],
    fr: [],
    ar: [],
    dz: [],
    dl: [],
  },
  {
    // Lifting or carrying a load: what strains a back (and not the effort that brings on a chest pain).
    id: 'lifting',
    w: {},
    en: ['lifting', 'lifted', 'carried', 'i carried', 'carrying sacks of', 'carried sacks of', 'carried heavy', 'moved the fridge', 'moving the fridge', 'lifted a heavy', 'carrying a heavy', 'picked up a heavy', 'lifted a bag', 'carrying boxes', 'moving furniture', 'carrying sacks', 'carried sacks', 'sacks of flour'],
    fr: ['souleve', 'soulever', 'porte des charges', 'j ai porte', 'monte la bouteille de gaz', 'monte les bouteilles de gaz', 'porte la bouteille de gaz', 'en soulevant', 'porte un sac', 'porte une charge', 'en portant', 'charge lourde', 'demenagement', 'porte des sacs', 'porter des sacs', 'sacs de semoule'],
    ar: ['رفعت', 'بعد رفع', 'حملت', 'حمل قارورات الغاز', 'حملت قاروره الغاز', 'نقل الاثاث', 'حملت شيئا ثقيلا', 'حملت كيسا', 'رفع شيء ثقيل', 'حمل شيء ثقيل', 'رفع كيس', 'حملت اكياس', 'حمل اكياس'],
    dz: ['رفعت', 'رفدت', 'هزيت قارورات الغاز', 'هزيت البوطة', 'طلعت البوطة', 'هزيت قرعه الغاز', 'كي رفدت', 'هزيت', 'هزيت شكاره', 'هزيت حاجه ثقيله', 'هزيت الثقيل', 'نهز الثقيل', 'حملت شكاير', 'حملت الشكاير', 'حملت شكاره', 'هزيت شكاير', 'هزيت الشكاير', 'رفدت شكاير', 'رفدت الشكاير', 'شكاير السميد'],
    dl: ['rfedt', 'rfadt', 'hezzit', 'hazit la bouteille', 'hazit bouta', 'tla3t bouta', 'tla3t la bouteille', 'rfa3t', 'hazit', 'ki hazit', 'hazit chkara', 'hazit 7aja t9ila', 'nhez t9il', 'hmelt chkayer', '7melt chkayer', 'hazit chkayer', 'hezzit chkayer', 'rfadt chkayer', 'chkayer smid', 'chkara ta3 smid'],
  },
  {
    id: 'exertion',
    w: { ORT: 0.5 },
    en: ['lifting weights', 'weight lifting', 'gym', 'workout', 'exercise', 'exercising', 'running', 'sport', 'sports', 'stairs', 'climbing', 'climb', 'walking', 'exertion', 'effort'],
    fr: ['musculation', 'salle de sport', 'sport', 'effort', 'moindre effort', 'course', 'entrainement', 'escaliers', 'escalier', 'monter', 'montee', 'marche'],
    ar: ['رياضه', 'تمارين', 'رفع الاثقال', 'مجهود', 'الدرج', 'صعود', 'المشي', 'الجهد', 'حمل اثقال', 'حمل الاثقال'],
    dz: ['الرياضه', 'لاصال', 'السبور', 'نجري', 'الدروج', 'نطلع', 'كي نمشي', 'نمشي شويه', 'المشي'],
    dl: ['sport', 'spor', 'lasal', 'salle', 'riyada', 'ndir sport', 'drouj', 'droj', 'ntla', 'ki nmchi', 'nmchi', 'mchi'],
  },
  {
    id: 'meals',
    w: { GAS: 1.4 },
    en: ['after eating', 'after meals', 'after i eat', 'fatty meals', 'fatty food', 'food', 'meal', 'meals', 'restaurant', 'ate', 'spicy food', 'spicy', 'hot sauce', 'harissa', 'iftar', 'after iftar', 'ftour'],
    fr: ['apres les repas', 'apres manger', 'repas', 'repas gras', 'nourriture', 'restaurant', 'mange au', 'epice', 'epices', 'epicee', 'piquant', 'plats epices', 'harissa', 'ftour', 'le ftour', 'apres le ftour', 'apres le f tour', 'rupture du jeune'],
    ar: ['بعد الاكل', 'الاكل', 'اكل', 'الطعام', 'الوجبات', 'مطعم', 'وجبه', 'الاكل الحار', 'الطعام الحار', 'التوابل', 'البهارات', 'الهريسه', 'الافطار', 'بعد الافطار', 'الفطور', 'بعد الفطور', 'السحور'],
    // 'الكسرة' (the flatbread) is food, never 'كسر' (a fracture).
    dz: ['الماكله', 'ماكله', 'بعد الماكله', 'كي ناكل', 'مطعم', 'الريسطورون', 'الكسره', 'كسره', 'الخبز', 'الماكله الحاره', 'ناكل الحار', 'الهريسه', 'الفلفل الحار', 'الحرور', 'الفطور', 'بعد الفطور', 'لفطور', 'السحور', 'الشربه'],
    dl: ['makla', 'lmakla', 'baad lmakla', 'ki nakol', 'nakol', 'restaurant', 'restoran', 'kesra', 'lkesra', 'khobz', 'lkhobz', 'nakol 7ar', 'nakol har', 'makla 7arra', 'makla harra', 'harissa', 'lharissa', 'felfel', 'l7rour', 'hrour', 'ftour', 'lftour', 'b3d lftour', 'mor lftour', 'chorba', 's7our'],
  },
  {
    id: 'raw_milk',
    w: { INF: 3 },
    en: ['raw milk', 'unpasteurized milk', 'unpasteurised', 'goat milk', 'fresh cheese from the farm', 'goats milk', 'milk from the farm', 'cows milk from the farm', 'fresh milk from the farm', 'unboiled milk', 'milk without boiling', 'milk without boiling it'],
    fr: ['lait cru', 'lait non pasteurise', 'lait de chevre', 'fromage frais de la ferme', 'lait de la ferme', 'lait de vache de la ferme', 'fromage de chevre de la ferme', 'lait pas bouilli', 'lait non bouilli', 'lait sans le bouillir'],
    ar: ['حليب غير مبستر', 'حليب طازج', 'حليب الماعز', 'حليب البقر', 'الجبن البلدي', 'حليب المعز', 'حليب من المزرعه', 'حليب غير مغلي', 'حليب غير مغلي', 'الحليب دون غليه', 'الحليب بدون غلي'],
    dz: ['الحليب تاع البقره', 'حليب الماعز', 'اللبن تاع الدوار', 'الحليب ماشي مغلي', 'الكليلة', 'الجبن تاع الدار', 'حليب المعزه', 'الحليب تاع المعزه', 'حليب المعز', 'الحليب تاع المعز', 'حليب البقره', 'الحليب تاع الماعزه', 'حليب معزه', 'بلا ما نغليوه', 'الحليب بلا ما نغليه', 'الحليب بلا ما نسخنو', 'حليب ماشي مغلي'],
    dl: ['hlib taa bagra', 'hlib lmaaz', 'lben taa douar', 'klila', 'hlib lma3za', 'hlib taa lma3za', 'hlib lmaaza', '7lib lma3za', 'hlib lbagra', 'hlib taa lbagra', '7lib lbagra', 'hlib ta ma3za', 'l7lib ta3 ma3za', '7lib ta3 lma3za', '7lib ma3za', 'bla ma ngelliwh', 'ma ngelliwhch', 'lhlib bla ma nghlih', 'hlib bla ma nghlih', 'lhlib ma mghlich', 'hlib ma mghlich', 'lhlib bla tghlia'],
  },
  {
    id: 'sexual',
    w: { GYN: 1.4, URO: 1 },
    en: ['intercourse', 'sex', 'after sex', 'during sex', 'sexual'],
    fr: ['rapports', 'rapport sexuel', 'rapports sexuels', 'apres les rapports', 'sexuel', 'sexuelle'],
    ar: ['الجماع', 'جماع', 'العلاقه الزوجيه', 'علاقه جنسيه', 'جنسي', 'جنسيه'],
    dz: ['العلاقه مع راجلي', 'الجماع', 'كي نرقد مع راجلي'],
    dl: ['jimaa', 'alaqa', 'rapport', 'rapports'],
  },
  {
    id: 'shared_meal',
    w: {},
    en: ['wedding', 'party', 'restaurant', 'fast food', 'street food', 'canteen', 'banquet'],
    fr: ['mariage', 'fete', 'restaurant', 'resto', 'fast food', 'cantine', 'banquet'],
    ar: ['عرس', 'العرس', 'وليمه', 'الوليمه', 'مطعم', 'المطعم', 'حفله'],
    dz: ['العرس', 'عرس', 'الوليمه', 'الريسطو', 'المطعم', 'الفاست فود', 'الزرده', 'زرده'],
    dl: ['lors', 'laors', 'zerda', 'resto', 'restaurant', 'fast food', 'mariage'],
  },
  {
    id: 'travel',
    w: { INF: 1.5 },
    en: ['travel', 'traveled', 'travelled', 'trip', 'came back from', 'returned from', 'flight', 'plane', 'africa', 'mali', 'niger', 'hajj', 'umrah', 'pilgrimage'],
    fr: ['voyage', 'retour de voyage', 'rentre de', 'rentre du', 'rentree de', 'rentree du', 'revenu de', 'revenue de', 'senegal', 'sejour en', 'vol', 'avion', 'afrique', 'sahel', 'hajj', 'omra', 'pelerinage', 'la omra', 'l omra', 'pour la omra', 'pour le hajj'],
    ar: ['سفر', 'السفر', 'بعد السفر', 'عدت من', 'رحله', 'الطائره', 'افريقيا', 'الحج', 'للحج', 'للعمره', 'سافر للعمره', 'ذاهب للعمره', 'ذاهبه للعمره', 'ساذهب الى العمره', 'ذاهب الى العمره', 'الذهاب الى العمره', 'اداء العمره', 'ساذهب للعمره'],
    dz: ['السفر', 'سافرت', 'رجعت من السفر', 'جيت من', 'الحج', 'رجعت من العمره', 'جيت من العمره', 'درت العمره', 'بعد العمره', 'رحت للعمره', 'الطياره', 'تمنراست', 'الصحرا', 'للحج', 'للعمره', 'ماشي لعمره', 'ماشي للعمره', 'رايح للعمره', 'رايحه للعمره', 'ماشي للحج', 'ماشيه للعمره'],
    dl: ['safar', 'ssafar', 'safart', 'rjaat mn safar', 'jit mn', 'jit men', 'senegal', 'lhaj', 'omra', 'tayara', 'avion', 'sahra', 'tamanrasset', 'l7aj', 'l3omra', 'rjaat men', 'rja3t mn', 'f car', 'fel car', 'l omra', 'lomra', 'rayah l3omra', 'machi l3omra', 'ma4i l3omra', 'n3emrou'],
  },
  {
    // Legs or ankles that swell by the end of the day: the heart or the veins, not a joint.
    id: 'evening',
    w: {},
    en: ['by the evening', 'in the evening', 'at the end of the day', 'by evening', 'evenings'],
    fr: ['le soir', 'en fin de journee', 'en soiree'],
    ar: ['في المساء', 'مساء', 'اخر النهار', 'في اخر اليوم'],
    dz: ['في العشيه', 'فالعشيه', 'العشيه', 'في الليل'],
    dl: ['f lachiya', 'f laachiya', 'laachiya', 'lachiya', 'f lil'],
  },
  {
    // Joints stiff on waking are inflamed; used only with a stiffness (combos.ts).
    id: 'morning',
    w: {},
    en: ['in the morning', 'in the mornings', 'when i wake up', 'on waking', 'every morning', 'each morning', 'mornings'],
    fr: ['le matin', 'au reveil', 'les matins', 'chaque matin', 'tous les matins'],
    ar: ['في الصباح', 'صباحا', 'عند الاستيقاظ', 'كل صباح', 'كل صباح عند الاستيقاظ'],
    dz: ['في الصباح', 'فالصباح', 'كي نوض', 'كي ننوض', 'الصباح', 'فالصبح', 'كل صباح', 'كل صبح', 'كل صباح كي نوض'],
    dl: ['f sbah', 'f sbeh', 'fel sbah', 'ki nnoud', 'ki nod', 'sbah', 'sbe7', 'fsbah', 'kol sbe7', 'kol sbah', 'koul sbah', 'koul sbe7', 'kol sbeh', 'kol sba7'],
  },
  {
    // A room of the house where something happened ('ta7 f sala', 'tombe dans le salon'): a place.
    // Once its digit is read, Darija 'sa3la' (a cough) and 'sal3a' (baldness) are written 'sala' too:
    // said after 'in', it is the living room, never a complaint.
    id: 'room_of_house',
    w: {},
    en: ['in the living room', 'in the lounge', 'in the kitchen', 'in the hall', 'in the hallway'],
    fr: ['dans le salon', 'dans la salle', 'dans la cuisine', 'au salon', 'dans le couloir', 'a la cuisine'],
    ar: ['في الصاله', 'في غرفه الجلوس', 'في المطبخ', 'في الرواق'],
    dz: ['فالصالة', 'في الصالة', 'فالصالون', 'في الصالون', 'فالكوزينة', 'في الكوزينة', 'فالكولوار'],
    dl: ['f sala', 'fi sala', 'fel sala', 'f salla', 'f salon', 'fel salon', 'f la salle', 'f koujina', 'fel koujina', 'f cuisine', 'f couloir', 'fel couloir'],
  },
];
