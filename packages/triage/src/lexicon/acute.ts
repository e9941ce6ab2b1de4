import type { Concept } from './types.ts';

/**
 * Concepts for acute states patients describe indirectly: a low sugar, not answering,
 * a chemical in the eye, which side of the belly hurts, and denying suicidal thoughts.
 */
// biome-ignore format: one line per language keeps each entry readable at a glance
// prettier-ignore
export const ACUTE: Concept[] = [
  {
    id: 'hypoglycemia',
    w: { END: 3 },
    en: ['low sugar', 'sugar is low', 'sugar very low', 'sugar dropped', 'sugar crashed', 'blood sugar low', 'low blood sugar', 'hypo', 'hypoglycemia', 'hypoglycaemia'],
    fr: ['hypoglycemie', 'hypo', 'glycemie basse', 'glycemie tres basse', 'glycemie a baisse', 'sucre bas', 'taux de sucre bas', 'sucre a baisse', 'fait une hypo'],
    ar: ['انخفاض السكر', 'هبوط السكر', 'هبوط في السكر', 'نقص السكر', 'السكر منخفض', 'انخفاض سكر الدم', 'نقص سكر الدم'],
    dz: ['السكر طاح', 'طاحلو السكر', 'طاحلها السكر', 'طاحلي السكر', 'السكر هبط', 'هبطلو السكر', 'هبطلي السكر', 'السكر ناقص', 'نقصلو السكر', 'السكر طايح', 'ايبو'],
    dl: ['sokkar ta7', 'sokor ta7', 'sukar ta7', 'sokkar ta7lou', 'sokkar ta7lha', 'sokkar ta7li', 'ta7lou sokkar', 'ta7li sokkar', 'sokkar hbat', 'hbatlou sokkar', 'hbatli sokkar', 'sokkar na9es', 'sokkar ta7ya', 'hypo', 'hypoglycemie', 'ipo'],
  },
  {
    id: 'respond',
    w: {},
    en: ['respond', 'responding', 'responds', 'answer', 'answering', 'answers', 'react', 'reacting'],
    fr: ['repond', 'reagit', 'repondre', 'reagir'],
    ar: ['يستجيب', 'تستجيب', 'يجيب', 'تجيب', 'يتفاعل', 'تتفاعل'],
    dz: ['يجاوب', 'تجاوب', 'يجاوبنا', 'تجاوبنا', 'يرد علينا', 'ترد علينا'],
    dl: ['yjaweb', 'tjaweb', 'yjawab', 'tjawab', 'yjawebna', 'tjawebna', 'yred 3lina', 'tred 3lina'],
  },
  {
    id: 'chemical',
    w: { GM: 0.5 },
    en: ['chemical', 'chemicals', 'bleach', 'acid', 'splashed', 'splash', 'cement', 'lime', 'caustic', 'oven cleaner'],
    fr: ['produit chimique', 'produits chimiques', 'javel', 'eau de javel', 'acide', 'projection', 'eclabousse', 'eclaboussure', 'chaux', 'ciment', 'caustique', 'soude'],
    ar: ['مواد كيميائيه', 'حمض', 'اسيد', 'رذاذ', 'الجير', 'الاسمنت', 'ماده كاويه', 'الصودا'],
    dz: ['جافيل', 'الاسيد', 'اسيد', 'الجير', 'الشيمي', 'لاشو', 'الصودا', 'السيمان', 'طرطقلي'],
    dl: ['javel', 'acide', 'asid', 'lasid', 'chaux', 'lacho', 'jir', 'soda', 'siman', 'ciment', 'tartaqli', 'produit chimique'],
  },
  {
    id: 'right_side',
    w: {},
    en: ['right side', 'on the right', 'my right side', 'right hand side'],
    fr: ['a droite', 'cote droit', 'du cote droit', 'partie droite'],
    ar: ['الجهه اليمنى', 'الجانب الايمن', 'الجهه اليمني', 'على اليمين', 'يمين'],
    dz: ['اليمين', 'من اليمين', 'على اليمين', 'ليمين', 'الجيهه ليمين', 'جيهه ليمين'],
    dl: ['limin', 'limen', 'lymin', 'men limin', 'mn limin', 'jiha limin', 'a droite', 'cote droit'],
  },
  {
    id: 'suicidal_denied',
    w: { PSY: 2 },
    en: ['no suicidal thoughts', 'no thoughts of suicide', 'no thoughts of killing myself', 'no thoughts of harming myself', 'no thoughts of hurting myself', 'not suicidal', 'never suicidal', 'denies suicidal thoughts', 'without suicidal thoughts', 'no dark thoughts', 'no self harm', 'not thinking of suicide', 'not thinking about suicide', 'no wish to die'],
    fr: ['pas d idees suicidaires', 'pas d idee suicidaire', 'aucune idee suicidaire', 'aucune idee de suicide', 'sans idees suicidaires', 'sans idee suicidaire', 'pas suicidaire', 'pas d idees noires', 'pas d idee noire', 'pas envie de me suicider', 'pas envie de mourir', 'jamais pense au suicide', 'pas de pensees suicidaires', 'je ne pense pas au suicide'],
    ar: ['لا افكار انتحاريه', 'لا توجد افكار انتحاريه', 'بدون افكار انتحاريه', 'دون افكار انتحاريه', 'ليست لدي افكار انتحاريه', 'لا افكر في الانتحار', 'لم افكر في الانتحار', 'لا اريد ايذاء نفسي', 'لا افكر في ايذاء نفسي'],
    dz: ['ما نخممش نقتل روحي', 'ما نخممش في الانتحار', 'ما عنديش افكار تاع انتحار', 'ماعنديش افكار انتحاريه', 'ما نحبش نقتل روحي', 'ما نحبش نموت'],
    dl: ['ma nkhamamch nqatel rou7i', 'ma nkhammemch nqatel rou7i', 'ma nkhamamch f intihar', 'ma 3andich afkar intihariya', 'ma n7ebch nqatel rou7i', 'ma n7ebch nmout', 'pas d idees suicidaires'],
  },
  {
    id: 'gas',
    w: {},
    en: ['gas', 'wind', 'fart'],
    fr: ['gaz', 'vents', 'peter'],
    ar: ['الغازات', 'غازات', 'الريح'],
    dz: ['الريح', 'الغاز', 'الغازات'],
    dl: ['ri7', 'rri7', 'lgaz', 'gaz'],
  },
  {
    id: 'no_gas',
    w: { GAS: 1.5 },
    en: ['cant pass gas', 'cannot pass gas', 'not passing gas', 'no gas or stool', 'bowel obstruction'],
    fr: ['arret des gaz', 'arret des matieres et des gaz', 'occlusion', 'occlusion intestinale', 'plus de gaz ni selles'],
    ar: ['انحباس الغازات', 'احتباس الغازات', 'انسداد الامعاء', 'انسداد معوي'],
    dz: ['ما نخرجش الريح', 'ما يخرجش الريح', 'ما نخرجش الغاز', 'الريح ما يخرجش'],
    dl: ['ma nkhrjch lgaz', 'ma nkharajch lgaz', 'ma ykhrojch ri7', 'ma nkhrjch ri7', 'occlusion'],
  },
  {
    id: 'bulging_fontanelle',
    w: { PED: 2, NEU: 0.5 },
    en: ['bulging soft spot', 'soft spot is bulging', 'soft spot bulging', 'bulging fontanelle', 'fontanelle bulging'],
    fr: ['fontanelle bombee', 'fontanelle gonflee', 'fontanelle tendue'],
    ar: ['انتفاخ اليافوخ', 'اليافوخ منتفخ', 'بروز اليافوخ'],
    dz: ['اليافوخ منفوخ', 'الفونتانيل منفوخه'],
    dl: ['fontanelle mnfoukha', 'la fontanelle tal3a'],
  },
  {
    id: 'seizure_now',
    w: { NEU: 3.5, PED: 0.3 },
    en: ['having a fit', 'having a seizure', 'is seizing', 'seizing right now', 'convulsing right now', 'fitting now'],
    fr: ['en train de convulser', 'en train de faire une crise', 'fait une crise maintenant', 'convulse maintenant'],
    ar: ['يتشنج الان', 'تتشنج الان', 'في نوبه صرع الان', 'يصاب بنوبه الان'],
    dz: ['راه يتشنج', 'راهي تتشنج', 'راه فيه الكريز', 'جاتو الكريز درك', 'راهي جاتها الكريز'],
    dl: ['rah ytchenej', 'rahi ttchenej', 'rah fih la crise', 'jatou crise drk', 'rah fih kriz'],
  },
];
