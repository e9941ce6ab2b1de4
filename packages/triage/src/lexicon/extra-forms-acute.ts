import type { SurfaceForms } from './types.ts';

/** More wordings for emergencies: chest pressure, self-harm, regaining consciousness, bleeding, stiff neck, testicle, eyes. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const EXTRA_ACUTE_FORMS: SurfaceForms[] = [
  {
    id: 'chest',
    dz: ['سدري', 'السدر', 'سدرو', 'سدرها'],
    dl: ['sodri', 'sdar dyali', 'sadr', 'sedr'],
  },
  {
    id: 'crushing',
    en: ['like a stone', 'like a weight', 'heavy weight', 'like a brick', 'like someone sitting'],
    fr: ['comme une pierre', 'comme un poids', 'un poids', 'une enclume', 'comme une brique'],
    ar: ['كان حجرا', 'كحجر', 'كأن شيئا ثقيلا', 'ثقل كبير'],
    dz: ['شغل حجره', 'كيما حجره', 'كي الحجره', 'حجره على صدري', 'حجره عليه', 'حاجه ثقيله', 'ثقيل عليا'],
    dl: ['chghol 7ajra', 'kima 7ajra', 'ki l7ajra', '7ajra 3la sedri', '7ajra 3lih', 'ta9il 3liya', 'tqil aliya'],
  },
  {
    id: 'arm_jaw',
    en: ['left shoulder and arm', 'my left arm', 'left arm is numb'],
    fr: ['le bras gauche', 'epaule gauche et bras', 'dans la machoire'],
    ar: ['ذراعي اليسرى', 'الذراع اليسرى', 'يدي اليسرى', 'الفك السفلي'],
    dz: ['ذراعي اليسرى', 'لذراعي اليسرى', 'دراعي اليسرى', 'ذراعي ليسرى', 'دراعي ليسرى', 'ذراعي الشمال', 'لحناكي'],
    dl: ['dra3i lisra', 'dra3i lisar', 'dra3 lisra', 'dra3i lissra', 'dra3i chmal', 'yedi lisar', 'ktfi lisar w dra3i'],
  },
  {
    id: 'sweating',
    dl: ['3ra9', '3re9', 'l3ra9', '3ra9 bared', '3ra9t', 'n3ra9', 'y3ra9'],
  },
  {
    id: 'chills',
    dz: ['عرق في الليل', 'العرق في الليل', 'عرق فالليل', 'نعرق بالليل'],
    dl: ['3ra9 fel lil', '3ra9 f lil', 'l3ra9 fel lil', 'n3ra9 fel lil', '3ra9 fi lil'],
  },
  {
    id: 'suicidal',
    en: ['cut my wrists', 'slit my wrists', 'cut myself', 'cutting myself', 'hurt myself', 'hurting myself', 'harm myself', 'harming myself', 'self harm'],
    fr: ['coupe les veines', 'couper les veines', 'ouvert les veines', 'ouvrir les veines', 'me scarifie', 'scarifications', 'me faire du mal', 'me mutiler', 'taillade les poignets'],
    ar: ['قطعت عروقي', 'قطع شراييني', 'قطعت شرايين', 'جرحت نفسي', 'ايذاء نفسي', 'اؤذي نفسي', 'اذيت نفسي'],
    dz: ['قطعت عروقي', 'نقطع عروقي', 'جرحت روحي', 'نجرح روحي', 'ضربت روحي بالموس'],
    dl: ['9ta3t 3rou9i', 'n9ta3 3rou9i', 'qta3t 3rou9i', 'jra7t rou7i', 'njra7 rou7i', 'drabt rou7i bel mous'],
  },
  {
    id: 'wake',
    en: ['regain consciousness', 'regained consciousness', 'come round', 'come to'],
    fr: ['reprend connaissance', 'repris connaissance', 'reprendre connaissance', 'se reveiller'],
    ar: ['يستعيد وعيه', 'يستعيد الوعي', 'يسترجع وعيه', 'تستعيد وعيها', 'يستفيق', 'تستفيق'],
    dz: ['فاق', 'فاقت', 'رجعلو عقلو'],
    dl: ['fa9', 'fa9et', 'yfi9', 'tfi9', 'rja3lou 3a9lou'],
  },
  {
    id: 'unresponsive',
    en: ['doesnt respond', 'not answering', 'unconscious on the floor', 'passed out'],
    fr: ['repond plus', 'repond pas', 'reagit pas', 'ne repond plus a rien', 'dans le coma'],
    ar: ['لا يرد', 'لا ترد', 'لا يتكلم ولا يتحرك'],
    dz: ['ما راهش يجاوب', 'ما راهيش تجاوب', 'ما يجاوبش', 'ما تجاوبش'],
    dl: ['ma rahch yjaweb', 'ma rahich tjaweb', 'ma yjawebch', 'ma tjawebch'],
  },
  {
    id: 'vomiting',
    dz: ['رديت', 'ردات', 'نردّ', 'يردّ الماكله', 'رديت الماكله'],
    dl: ['redit', 'radit', 'rdit', 'redat', 'rdat', 'nriga3', 'nrig3', 'yriga3', 'triga3', 'nregga3', 'tqayya', 'ntqayya', 'ytqayya'],
  },
  {
    id: 'stiff',
    dz: ['متيبسه', 'متيبس', 'يابسه عليا', 'مقسحه', 'حاصله'],
    dl: ['mtaybsa', 'mtaybes', 'mtayba', 'mqas7a', 'm9as7a', 'ybsat', 'yabsa 3liya', '7asla'],
  },
  {
    id: 'testicle',
    dz: ['بيضتي', 'بيضتو', 'بيضه وحده', 'البيضات تاعو', 'الخصيه تاعو'],
    dl: ['bidti', 'bidto', 'bidtou', 'bidatou', 'bidatha', 'bida wa7da', 'khsiti'],
  },
  {
    id: 'exertion',
    ar: ['حمل اثقال', 'حمل الاثقال', 'حمل شيء ثقيل', 'رفع شيء ثقيل'],
    dz: ['هزيت حاجه ثقيله', 'هزيت الثقيل', 'نهز الثقيل'],
    dl: ['hazit 7aja t9ila', 'nhez t9il'],
  },
  {
    id: 'blindness',
    ar: ['فقدان مفاجئ للبصر', 'فقدان البصر', 'فقدت الرؤيه', 'انعدام الرؤيه'],
    dz: ['ما بقيتش نشوف', 'ما وليتش نشوف', 'عيني طفات', 'ضلمتلي عيني'],
    dl: ['ma b9itch nchouf', 'ma wlitch nchouf', '3ini tfat', 'dlamtli 3ini'],
  },
  {
    id: 'joint_site',
    dl: ['rkabti', 'rkobti', 'rekbti', 'rkba', 'rkbti', 'rokbtek'],
  },
];
