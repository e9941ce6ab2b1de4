/**
 * Algeria's 58 wilayas by their official number, with the French name a doctor's `wilaya` is
 * stored under and the Arabic name. A wilaya is asked for by its number or either name.
 */
export interface Wilaya {
  code: number;
  name: string;
  ar: string;
}

const NAMES: [string, string][] = [
  ['Adrar', 'أدرار'],
  ['Chlef', 'الشلف'],
  ['Laghouat', 'الأغواط'],
  ['Oum El Bouaghi', 'أم البواقي'],
  ['Batna', 'باتنة'],
  ['Béjaïa', 'بجاية'],
  ['Biskra', 'بسكرة'],
  ['Béchar', 'بشار'],
  ['Blida', 'البليدة'],
  ['Bouira', 'البويرة'],
  ['Tamanrasset', 'تمنراست'],
  ['Tébessa', 'تبسة'],
  ['Tlemcen', 'تلمسان'],
  ['Tiaret', 'تيارت'],
  ['Tizi Ouzou', 'تيزي وزو'],
  ['Alger', 'الجزائر'],
  ['Djelfa', 'الجلفة'],
  ['Jijel', 'جيجل'],
  ['Sétif', 'سطيف'],
  ['Saïda', 'سعيدة'],
  ['Skikda', 'سكيكدة'],
  ['Sidi Bel Abbès', 'سيدي بلعباس'],
  ['Annaba', 'عنابة'],
  ['Guelma', 'قالمة'],
  ['Constantine', 'قسنطينة'],
  ['Médéa', 'المدية'],
  ['Mostaganem', 'مستغانم'],
  ["M'Sila", 'المسيلة'],
  ['Mascara', 'معسكر'],
  ['Ouargla', 'ورقلة'],
  ['Oran', 'وهران'],
  ['El Bayadh', 'البيض'],
  ['Illizi', 'إليزي'],
  ['Bordj Bou Arréridj', 'برج بوعريريج'],
  ['Boumerdès', 'بومرداس'],
  ['El Tarf', 'الطارف'],
  ['Tindouf', 'تندوف'],
  ['Tissemsilt', 'تيسمسيلت'],
  ['El Oued', 'الوادي'],
  ['Khenchela', 'خنشلة'],
  ['Souk Ahras', 'سوق أهراس'],
  ['Tipaza', 'تيبازة'],
  ['Mila', 'ميلة'],
  ['Aïn Defla', 'عين الدفلى'],
  ['Naâma', 'النعامة'],
  ['Aïn Témouchent', 'عين تموشنت'],
  ['Ghardaïa', 'غرداية'],
  ['Relizane', 'غليزان'],
  ['Timimoun', 'تيميمون'],
  ['Bordj Badji Mokhtar', 'برج باجي مختار'],
  ['Ouled Djellal', 'أولاد جلال'],
  ['Béni Abbès', 'بني عباس'],
  ['In Salah', 'عين صالح'],
  ['In Guezzam', 'عين قزام'],
  ['Touggourt', 'تقرت'],
  ['Djanet', 'جانت'],
  ["El M'Ghair", 'المغير'],
  ['El Meniaa', 'المنيعة'],
];

export const WILAYAS: readonly Wilaya[] = NAMES.map(([name, ar], i) => ({ code: i + 1, name, ar }));

/** Lower case, no accents or Arabic hamza forms, letters and digits only: how names are compared. */
export function foldWilayaName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const byFoldedName = new Map<string, Wilaya>();
for (const w of WILAYAS) {
  byFoldedName.set(foldWilayaName(w.name), w);
  byFoldedName.set(foldWilayaName(w.ar), w);
}
// Names people also write: English and older spellings.
for (const [alias, code] of [
  ['Algiers', 16],
  ['Bejaia', 6],
  ['Bougie', 6],
  ['Msila', 28],
  ['El Mghair', 57],
  ['El Menia', 58],
  ['Tamanghasset', 11],
] as const) {
  byFoldedName.set(foldWilayaName(alias), WILAYAS[code - 1] as Wilaya);
}

/** The wilaya named (in French, English or Arabic, any case or accents) or numbered 1 to 58; null otherwise. */
export function findWilaya(text: string): Wilaya | null {
  const trimmed = text.trim();
  if (/^\d{1,2}$/.test(trimmed)) return WILAYAS[Number(trimmed) - 1] ?? null;
  return byFoldedName.get(foldWilayaName(trimmed)) ?? null;
}
