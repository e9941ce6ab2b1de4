import type { Concept } from './types.ts';

/** Who the message is about when that changes the doctor or the danger: a child, a baby, a newborn. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const PATIENTS: Concept[] = [
  {
    // A trouble had since one's youth ('depuis l adolescence', 'mn sghri'): said by an adult about
    // themself, so its youth is no child to send to the pediatrician.
    id: 'since_youth',
    w: {},
    en: ['since i was a teenager', 'since my teens', 'since adolescence', 'since i was a kid', 'since childhood', 'since i was a child', 'since birth', 'since i was born', 'since i was little'],
    fr: ['depuis l adolescence', 'depuis mon adolescence', 'depuis que je suis ado', 'depuis l enfance', 'depuis mon enfance', 'depuis toute petite', 'depuis tout petit', 'depuis la naissance', 'depuis ma naissance', 'depuis que je suis petit', 'depuis que je suis petite'],
    ar: ['منذ المراهقه', 'منذ مراهقتي', 'منذ الطفوله', 'منذ طفولتي', 'منذ الصغر', 'من الصغر', 'منذ الولاده', 'منذ ولادتي', 'منذ صغري'],
    dz: ['من صغري', 'من كنت صغير', 'من كنت صغيره', 'من الصغر', 'من وانا صغير', 'من وانا صغيره', 'من نهار تزاديت', 'من كي تزاديت', 'من الزيادة'],
    dl: ['mn sghri', 'men sghri', 'mn sghori', 'men sghori', 'mn kont sghir', 'mn kont sghira', 'men kont sghir', 'men kont sghira', 'depuis l adolescence', 'depuis l enfance', 'men nhar tzadit', 'mn ki tzadit', 'men zyada'],
  },
  {
    // An episode had as a small child ('quand j etais petit', 'كي كنت صغير', 'ki kont sghir'), told
    // by the adult it happened to: long over (lexicon/screen-settled.ts), and no child to treat now.
    id: 'in_childhood',
    w: {},
    en: ['when i was little', 'when i was a child', 'when i was a kid', 'when i was small', 'when i was a baby', 'when i was a toddler', 'when i was young', 'as a child', 'as a kid', 'as a baby', 'as a toddler', 'as a little boy', 'as a little girl', 'in my childhood', 'in childhood', 'during my childhood'],
    fr: ['quand j etais petit', 'quand j etais petite', 'quand j etais enfant', 'quand j etais bebe', 'quand j etais gamin', 'quand j etais gamine', 'lorsque j etais petit', 'lorsque j etais petite', 'dans mon enfance', 'pendant mon enfance', 'durant mon enfance', 'etant petit', 'etant petite', 'etant enfant', 'etant bebe', 'enfant j ai fait', 'petit j ai fait', 'petite j ai fait', 'bebe j ai fait'],
    ar: ['عندما كنت صغيرا', 'عندما كنت صغيره', 'عندما كنت طفلا', 'عندما كنت طفله', 'عندما كنت رضيعا', 'لما كنت صغيرا', 'لما كنت صغيره', 'لما كنت طفلا', 'في طفولتي', 'في صغري', 'في الصغر', 'وانا صغير', 'وانا طفل', 'وانا طفله', 'خلال طفولتي'],
    dz: ['كي كنت صغير', 'كي كنت صغيره', 'كي كنت طفل', 'كي كنت بيبي', 'كي كنت ذري', 'وانا صغير', 'وانا صغيره', 'و انا صغير', 'و انا صغيره', 'فالصغر', 'في صغري', 'فصغري', 'كيما كنت صغير'],
    dl: ['ki kont sghir', 'ki kont sghira', 'ki kunt sghir', 'ki kount sghir', 'ki kont sgher', 'ki kont bebe', 'ki kont tfol', 'w ana sghir', 'w ana sghira', 'wana sghir', 'wana sghira', 'f sghri', 'fi sghri', 'f sghori', 'f sgher'],
  },
  {
    id: 'child',
    w: { PED: 3 },
    en: ['child', 'children', 'kid', 'kids', 'my son', 'our son', 'my daughter', 'our daughter', 'baby', 'toddler', 'my boy', 'my girl', 'little boy', 'little girl', 'infant', 'years old boy', 'year old girl', 'school age', 'babies', 'daughter', 'my little one', 'our little one', 'my kid', 'our kid', 'my little son', 'my little daughter', 'my baby girl', 'my baby boy'],
    fr: ['enfant', 'enfants', 'mon fils', 'ma fille', 'bebe', 'mon bebe', 'nourrisson', 'petit garcon', 'petite fille', 'mon petit', 'ma petite', 'gamin', 'gamine', 'fiston', 'ado', 'adolescent', 'mon ptit', 'ma ptite', 'notre ptit', 'notre ptite', 'mon ptit garcon', 'ma ptite fille', 'mon petiot', 'ma petiote'],
    ar: ['طفل', 'طفلي', 'طفلتي', 'ابني', 'ابنتي', 'اطفال', 'رضيع', 'رضيعه', 'الرضيع', 'صغيري', 'صبي', 'طفله', 'ولد عمره', 'بنت عمرها'],
    dz: ['ولدي', 'بنتي', 'وليدي', 'بنيتي', 'ذراري', 'دراري', 'الذراري', 'بيبي', 'لبيبي', 'طفلي', 'الطفل', 'ولدنا', 'بنتنا', 'الصغير تاعي', 'صغيري', 'صغيرتي', 'الولد نتاعي', 'ولد خويا', 'بنت اختي', 'وليد', 'الولد تاعي', 'البنت تاعي', 'الطفل تاعي', 'البنت نتاعي', 'الولد ديالي'],
    dl: ['weldi', 'wldi', 'ouldi', 'ibni', 'ebni', 'wlidi', 'weldna', 'bnti', 'benti', 'binti', 'bniti', 'bentna', 'bebe', 'bibi', 'lbebe', 'lbibi', 'drari', 'dhrari', 'dderari', 'weldi sghir', 'benti sghira', 'sghiri', 'tfol', 'tfel', 'tofla', 'tofl', 'wlid', 'ouled', 'lweld ta3i', 'lwled ta3i', 'lbent ta3i', 'ttfol ta3i', 'lweld ntaei', 'lbent sghira', 'lbnet sghira', 'bent sghira', 'bnet sghira', 'lweld sghir', 'weld sghir', 'lbnita sghira'],
  },
  {
    id: 'infant',
    w: {},
    en: ['baby', 'babies', 'infant', 'my baby', 'toddler'],
    fr: ['bebe', 'mon bebe', 'nourrisson'],
    ar: ['رضيع', 'رضيعه', 'الرضيع', 'طفل رضيع'],
    dz: ['بيبي', 'لبيبي', 'وليدي', 'بنيتي'],
    dl: ['bebe', 'bibi', 'lbebe', 'lbibi', 'wlidi', 'bniti'],
  },
  {
    id: 'newborn',
    w: { PED: 4 },
    en: ['newborn', 'new born', 'neonate', 'weeks old', 'month old baby', 'months old baby', 'two month old', 'one month old'],
    fr: ['nouveau ne', 'nouveau-ne', 'bebe de 1 mois', 'bebe de 2 mois', 'bebe d un mois', 'bebe de 3 semaines'],
    ar: ['مولود', 'حديث الولاده', 'المولود', 'رضيع عمره اسابيع'],
    dz: ['المزيود', 'مزيود', 'مزيوده', 'زاد جديد', 'الماصو'],
    dl: ['mzyoud', 'mziyoud', 'mzyouda', 'zad jdid', 'mazyoud'],
  },
];
