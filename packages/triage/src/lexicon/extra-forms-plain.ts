import type { Concept, SurfaceForms } from './types.ts';

/**
 * Everyday wordings of the fourth tuning round, added to their concepts in the five varieties:
 * a relative who wants to die (said in the third person), a baby no longer felt moving, sight
 * that is no longer good (not lost), a nose that cannot breathe, knees that crack, a cat's bite,
 * goat's milk, bruises that come up on their own, brushing the teeth, HIV in plain Arabic.
 */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const EXTRA_PLAIN_FORMS: SurfaceForms[] = [
  {
    id: 'suicidal',
    en: ['kill herself', 'kill himself', 'killing herself', 'killing himself', 'wants to die', 'hurt herself', 'hurt himself', 'end her life', 'end his life', 'take her own life', 'take his own life'],
    fr: ['se suicider', 'se tuer', 'veut mourir', 'se faire du mal', 'mettre fin a ses jours', 'en finir avec la vie'],
    ar: ['تقتل نفسها', 'يقتل نفسه', 'تنتحر', 'ينتحر', 'تريد ان تموت', 'يريد ان يموت', 'تؤذي نفسها', 'يؤذي نفسه', 'تنهي حياتها', 'ينهي حياته'],
    dz: ['تقتل روحها', 'يقتل روحو', 'يقتل روحه', 'حابه تموت', 'حاب يموت', 'تحب تموت', 'يحب يموت', 'تنتحر', 'ينتحر', 'تجرح روحها', 'يجرح روحو', 'ما حبتش تعيش', 'ما حبش يعيش'],
    dl: ['t9tel rou7ha', 'tqtel rouhha', 'y9tel rou7ou', 'yqtel rouhou', 'haba tmout', '7aba tmout', 'hab ymout', '7ab ymout', 'theb tmout', 'yheb ymout', 'tentahar', 'yentahar', 'tjra7 rou7ha', 'yjra7 rou7ou'],
  },
  {
    id: 'fetal_movement',
    en: ['cant feel the baby move', 'cant feel the baby moving', 'dont feel the baby move', 'dont feel the baby moving', 'no longer feel the baby', 'baby moves less', 'baby is moving less', 'doesnt feel the baby move'],
    fr: ['ne sens plus le bebe bouger', 'ne sens pas le bebe bouger', 'ne sent plus le bebe', 'ne sent plus bouger', 'bebe bouge moins', 'bebe bouge beaucoup moins'],
    ar: ['لم اعد احس بحركه الجنين', 'لم تعد تحس بالجنين', 'لم تعد تشعر بحركه الجنين', 'لا تحس بحركه الجنين', 'لا اشعر بحركه الجنين', 'الجنين قلت حركته'],
    dz: ['ما بقاتش تحس بالبيبي', 'ما بقيتش نحس بالبيبي', 'ما تحسش بالبيبي', 'البيبي ما بقاش يتحرك', 'الجنين ما بقاش يتحرك', 'ما بقيتش نحس بالجنين', 'ما بقاتش تحس بالجنين', 'البيبي قلل الحركه'],
    dl: ['ma b9atch t7es bel bebe', 'ma bqatch thess bel bebe', 'ma b9itch n7es bel bebe', 'ma bqitch nhess bel bebe', 'ma t7essch bel bebe', 'lbebe ma b9ach yt7arek', 'lbebe ma bqach ytharek'],
  },
  {
    // Sight no longer good, or poor from afar or up close: a consultation, not a loss of sight.
    id: 'vision',
    en: ['cant see well', 'cant see clearly', 'dont see well', 'not seeing well', 'cant see far', 'cant see the board', 'see far', 'see up close', 'see far away'],
    fr: ['vois plus bien', 'vois pas bien', 'vois plus tres bien', 'vois pas de loin', 'vois plus de loin', 'vois mal de loin', 'vois mal de pres'],
    ar: ['لم اعد ارى جيدا', 'لا ارى جيدا', 'لا ارى بوضوح', 'لا ارى من بعيد', 'ضعف في الرؤيه من بعيد'],
    dz: ['ما بقيتش نشوف مليح', 'ما وليتش نشوف مليح', 'ما بقاش يشوف مليح', 'ما بقاتش تشوف مليح', 'ما نشوفش من بعيد', 'نشوف من بعيد', 'ما نشوفش من قريب'],
    dl: ['ma b9itch nchouf mli7', 'ma bqitch nchouf mlih', 'ma wlitch nchouf mlih', 'ma nchoufch mlih', 'ma nchoufch mn b3id', 'nchouf mn b3id', 'ma nchoufch mn 9rib'],
  },
  {
    // A nose that does not let air through is blocked, not a breathing emergency.
    id: 'nose',
    en: ['cant breathe through my nose', 'cant breathe from my nose', 'cannot breathe through my nose', 'breathe through my nose'],
    fr: ['respirer par le nez', 'respire pas par le nez', 'respire plus par le nez'],
    ar: ['لا استطيع التنفس من انفي', 'التنفس من الانف', 'اتنفس من انفي'],
    dz: ['ما نقدرش نتنفس بنيفي', 'ما نقدرش نتنفس من نيفي', 'نتنفس بنيفي', 'نتنفس من نيفي'],
    dl: ['ma n9derch ntneffes b nifi', 'ma nqderch ntneffes b nifi', 'ma n9derch ntnefes mn nifi', 'ntneffes b nifi'],
  },
  {
    id: 'recurrent',
    en: ['every morning', 'each morning', 'every day', 'every night'],
    fr: ['chaque matin', 'tous les matins', 'tous les jours', 'chaque jour', 'chaque nuit'],
    ar: ['كل صباح', 'كل يوم', 'يوميا', 'كل ليله'],
    dz: ['كل صباح', 'كل صبح', 'كل يوم', 'كل نهار', 'كل ليله'],
    dl: ['kol sbah', 'koul sbah', 'kol sbe7', 'kol youm', 'kol nhar', 'koul nhar', 'kol lila'],
  },
  {
    id: 'crepitus',
    en: ['crack', 'cracks', 'cracking', 'clicking', 'crackle', 'crackling', 'knees crack'],
    fr: ['craquent', 'genoux qui craquent', 'mes genoux craquent'],
    ar: ['تطقطق', 'طقطقه في الركبه', 'صوت في المفاصل'],
    dz: ['يتقرقشو', 'يتقرقش', 'تتقرقش', 'يقرقشو', 'يطقطقو', 'تتطقطق', 'يزقزقو'],
    dl: ['yt9ar9chou', 'yetgargchou', 'ytqarqchou', 'y9ar9chou', 'ytaqtqou', 'tet9ar9ach'],
  },
  {
    id: 'joint_site',
    dz: ['الركايب', 'ركايب', 'الركابي', 'ركبايا', 'ركبتيا', 'الركبتين'],
    dl: ['rkayeb', 'rkayab', 'lrkayeb', 'rkaybi', 'rkabiya'],
  },
  {
    // A biting animal: the bite calls for the rabies vaccine whatever the animal.
    id: 'dog',
    en: ['cat', 'cat bit', 'cat scratch', 'bitten by a cat', 'scratched by a cat', 'monkey bite', 'bitten by a monkey'],
    fr: ['chat', 'mordu par un chat', 'griffe par un chat', 'griffure de chat', 'morsure de chat', 'morsure de singe'],
    ar: ['قطه', 'عضه قطه', 'عضه قط', 'خدش قطه', 'خدشني قط', 'عضني قط', 'عضتني قطه', 'عضه قرد'],
    dz: ['قطوس', 'القطوس', 'قطوسه', 'عضني القطوس', 'خبشني القطوس', 'قطوس عضني', 'قطوس خبشني'],
    dl: ['9attous', 'qattous', 'qatous', '9tous', '9attous 3addni', 'qattous addni', '9attous khbachni'],
  },
  {
    id: 'raw_milk',
    en: ['goats milk', 'goat milk', 'milk from the farm', 'cows milk from the farm', 'fresh milk from the farm'],
    fr: ['lait de chevre', 'lait de la ferme', 'lait de vache de la ferme', 'fromage de chevre de la ferme'],
    ar: ['حليب المعز', 'حليب الماعز', 'حليب من المزرعه', 'حليب غير مغلي'],
    dz: ['حليب المعزه', 'الحليب تاع المعزه', 'حليب المعز', 'الحليب تاع المعز', 'حليب البقره', 'الحليب تاع البقره', 'حليب الماعز'],
    dl: ['hlib lma3za', 'hlib taa lma3za', 'hlib lmaaza', '7lib lma3za', 'hlib lbagra', 'hlib taa lbagra', '7lib lbagra'],
  },
  {
    id: 'bruising',
    en: ['bruises on my body', 'bruises all over', 'bruises without hitting', 'bruises without bumping'],
    fr: ['bleus sur le corps', 'des bleus partout', 'bleus sans raison'],
    ar: ['كدمات على جسمي', 'كدمات في جسمي', 'كدمات دون سبب', 'كدمات بدون ضربه'],
    dz: ['يطلعولي زرق', 'طلعولي زرق', 'زرق في جسمي', 'زرق في جلدي', 'يطلعولي الزرق', 'الزرق في جسمي'],
    dl: ['ytla3li zr9', 'ytl3oli zr9', 'zr9 f jesmi', 'zorq f jesmi', 'ytla3li zorq'],
  },
  {
    // A graze is a small wound for the family doctor, even after a fall.
    id: 'wound',
    en: ['scraped', 'scrape', 'scraped my knee', 'graze', 'grazed', 'skinned my knee', 'scratch on my'],
    fr: ['egratignure', 'egratigne', 'ecorchure', 'ecorche', 'je me suis ecorche', 'genou ecorche'],
    ar: ['خدش', 'خدوش', 'سحجه', 'كشط في الجلد', 'انخدش'],
    dz: ['تخدشت', 'مخدش', 'تقشرت ركبتي', 'تشلخت'],
    dl: ['tkhdecht', 'mkhdech', 'tqacharet rokbti', 'tchlakht', 'tchellekh'],
  },
  {
    id: 'infectious_diseases',
    en: ['hiv positive', 'hiv test'],
    fr: ['seropositif', 'seropositive', 'test vih positif'],
    ar: ['فيروس نقص المناعه', 'نقص المناعه المكتسب', 'فيروس الايدز', 'مصاب بالايدز'],
    dz: ['الفيروس تاع السيدا', 'عندي السيدا', 'لافيه', 'في اي اش'],
    dl: ['virus taa sida', 'vih positif', 'andi sida'],
  },
  {
    id: 'female_organs',
    en: ['white discharge', 'discharge down there', 'itching down there', 'vaginal itching', 'smelly discharge'],
    fr: ['pertes qui grattent', 'demangeaisons intimes', 'demangeaison vaginale'],
    ar: ['افرازات بيضاء', 'حكه مهبليه', 'حكه في المنطقه الحساسه'],
    dz: ['افرازات بيضا', 'الحكه لتحت', 'حكه لتحت', 'تحكني لتحت', 'يحكني لتحت'],
    dl: ['ifrazat byad', 'pertes byad', 'hekka lta7t', 'thokni lta7t'],
  },
];

/** Brushing the teeth: blood then comes from the gums, not a wound; a mild vote for the dentist. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const PLAIN_CONCEPTS: Concept[] = [
  {
    id: 'brushing',
    w: { DEN: 0.8 },
    en: ['brushing', 'brush my teeth', 'brushing my teeth', 'toothbrush', 'on the brush', 'when i brush'],
    fr: ['brossage', 'brosse a dents', 'en me brossant', 'quand je me brosse les dents', 'en brossant'],
    ar: ['تنظيف الاسنان', 'فرشاه الاسنان', 'تفريش الاسنان', 'عند تنظيف اسناني'],
    dz: ['كي نغسل سناني', 'كي نغسل سنيني', 'البروس تاع السنان', 'الشيتا تاع السنان', 'نفرشي سناني'],
    dl: ['ki nghsel snani', 'ki naghsel sniniya', 'brosse', 'chita taa snan', 'nbrossi snani'],
  },
];
