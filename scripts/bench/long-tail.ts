import { SPECIALTIES, SPECIALTY_WORDS, WILAYAS } from '../../packages/contracts/src/index.ts';
import {
  FAMILY_NAMES,
  FEMALE_NAMES,
  MALE_NAMES,
  WILAYAS as SEEDED_PLACES,
} from '../../apps/api/src/db/seed/demo-people.ts';

// What people type, drawn from a long tail: the benchmark's searches and symptom messages. A
// seeded generator, so every run draws the same traffic.

export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ROOTS = [
  'Aissa',
  'Ameur',
  'Salah',
  'Rabah',
  'Khelil',
  'Ziane',
  'Mebarek',
  'Amara',
  'Ghali',
  'Mokhtar',
  'Chikh',
  'Hamou',
  'Laid',
  'Yahia',
  'Kaddour',
  'Larbi',
  'Djilali',
  'Naceur',
  'Tayeb',
  'Messaoud',
  'Aouda',
  'Guendouz',
  'Hamdane',
  'Nouar',
  'Seghir',
  'Rezki',
  'Touati',
  'Yousfi',
  'Zitouni',
  'Lakhdar',
  'Abbas',
  'Driss',
  'Hocine',
  'Mahieddine',
  'Saci',
  'Tahar',
  'Achour',
  'Bachir',
  'Dahmane',
  'Fodil',
];
const PREFIXES = ['', 'Ben', 'Bou', 'Ait ', 'Hadj ', 'Ould ', 'Si '];

/** The seed's family names: the demo's and some 280 more, as many share a root in Algeria. */
export const BENCH_FAMILY_NAMES: string[] = [
  ...FAMILY_NAMES,
  ...PREFIXES.flatMap((p) =>
    ROOTS.map((r) => (p && !p.endsWith(' ') ? `${p}${r.toLowerCase()}` : `${p}${r}`)),
  ),
];
export const BENCH_GIVEN_NAMES: string[] = [...MALE_NAMES, ...FEMALE_NAMES];

const lower = (s: string) => s.toLowerCase();
const strip = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** A path per draw: the pool of distinct queries, drawn with a long tail (a few often, most rarely). */
export interface QueryStream {
  next(): string;
  /** Distinct paths drawn so far. */
  distinct(): number;
  pool: number;
}

function stream(pool: string[], rng: () => number): QueryStream {
  const seen = new Set<string>();
  return {
    pool: pool.length,
    next() {
      const path = pool[Math.floor(pool.length * rng() ** 1.6)] as string;
      seen.add(path);
      return path;
    },
    distinct: () => seen.size,
  };
}

function distinctPool(size: number, make: () => string): string[] {
  const pool = new Set<string>();
  for (let tries = 0; pool.size < size && tries < size * 4; tries++) pool.add(make());
  return [...pool];
}

/**
 * Distinct queries per kind: 200,000, drawn with the long tail above, make about nine requests in
 * ten a query not seen before in a run of 25,000 (the benchmark needs 20,000 distinct per kind;
 * the most asked query is still asked once in 2,000).
 */
const POOL = 200_000;

/** 1 most often, then 2 to 5. */
function page(rng: () => number): number {
  const r = rng();
  return r < 0.6 ? 1 : 2 + Math.floor((r - 0.6) / 0.1);
}

function wilayaParam(rng: () => number): string {
  // Most traffic is from the big cities, where the seed puts doctors; some from anywhere.
  const w =
    rng() < 0.8
      ? (WILAYAS.find((x) => x.name === SEEDED_PLACES[Math.floor(rng() * SEEDED_PLACES.length)]?.wilaya) ??
        WILAYAS[15])
      : WILAYAS[Math.floor(rng() * WILAYAS.length)];
  if (!w) return '16';
  const r = rng();
  return r < 0.4 ? String(w.code) : r < 0.8 ? w.name : w.ar;
}

function pick<T>(items: readonly T[], rng: () => number): T {
  return items[Math.floor(rng() * items.length)] as T;
}

/** Typed so far: at least three letters of the word. */
function typed(word: string, rng: () => number): string {
  if (word.length <= 3 || rng() < 0.4) return word;
  return word.slice(0, 3 + Math.floor(rng() * (word.length - 2)));
}

function url(search: string, p: number, wilaya: string | null): string {
  const q = new URLSearchParams({ search });
  if (p > 1) q.set('page', String(p));
  if (wilaya) q.set('wilaya', wilaya);
  return `/api/doctor/search/list?${q.toString()}`;
}

/** Names as typed: a family name's first letters, a given and a family name, either order, with or without a wilaya. */
export function nameSearches(seed: number, size = POOL): QueryStream {
  const rng = random(seed);
  const make = () => {
    const family = pick(BENCH_FAMILY_NAMES, rng);
    const given = pick(BENCH_GIVEN_NAMES, rng);
    const look = (s: string) => (rng() < 0.5 ? lower(strip(s)) : s);
    const r = rng();
    const text =
      r < 0.35
        ? typed(look(family), rng)
        : r < 0.6
          ? `${look(given)} ${typed(look(family), rng)}`
          : r < 0.8
            ? `${look(family)} ${typed(look(given), rng)}`
            : typed(look(given), rng);
    return url(text, page(rng), rng() < 0.4 ? wilayaParam(rng) : null);
  };
  return stream(distinctPool(size, make), rng);
}

const DOCTOR = ['', '', '', 'docteur ', 'dr ', 'tbib ', 'طبيب ', 'doctor '];

/** Specialty words in English, French, Arabic and Darija, whole or begun, with a wilaya in the text or as a filter. */
export function specialtySearches(seed: number, size = POOL): QueryStream {
  const rng = random(seed);
  const words = [...SPECIALTIES.flatMap((s) => [s.en, s.fr, s.ar]), ...Object.values(SPECIALTY_WORDS).flat()];
  const make = () => {
    let word = pick(words, rng);
    if (!/[\u0600-\u06ff]/.test(word) && rng() < 0.5) word = typed(lower(word), rng);
    const r = rng();
    const place = pick(SEEDED_PLACES, rng).wilaya;
    const text = `${pick(DOCTOR, rng)}${word}${r < 0.3 ? ` ${rng() < 0.5 ? lower(strip(place)) : place}` : ''}`;
    return url(text, page(rng), r >= 0.3 && r < 0.8 ? wilayaParam(rng) : null);
  };
  return stream(distinctPool(size, make), rng);
}

const COMPLAINTS = {
  en: [
    'chest pain',
    'a headache',
    'a fever',
    'a cough',
    'a rash',
    'back pain',
    'stomach ache',
    'a sore throat',
    'ear pain',
    'blurred vision',
    'toothache',
    'knee pain',
    'itchy skin',
    'shortness of breath',
    'burning when I pee',
    'dizziness',
    'palpitations',
    'anxiety',
    'trouble sleeping',
    'swollen ankles',
  ],
  fr: [
    'mal à la poitrine',
    'mal à la tête',
    'de la fièvre',
    'une toux',
    'des boutons',
    'mal au dos',
    'mal au ventre',
    'mal à la gorge',
    "mal à l'oreille",
    'la vue trouble',
    'mal aux dents',
    'mal au genou',
    'des démangeaisons',
    'du mal à respirer',
    'des brûlures en urinant',
    'des vertiges',
    'des palpitations',
    "de l'angoisse",
    'des insomnies',
    'les chevilles gonflées',
  ],
  ar: [
    'ألم في الصدر',
    'صداع',
    'حمى',
    'سعال',
    'طفح جلدي',
    'ألم في الظهر',
    'ألم في البطن',
    'التهاب الحلق',
    'ألم في الأذن',
    'تشوش الرؤية',
    'ألم في الأسنان',
    'ألم في الركبة',
    'حكة',
    'ضيق في التنفس',
    'حرقة عند التبول',
    'دوخة',
    'خفقان',
    'قلق',
    'أرق',
    'تورم الكاحلين',
  ],
  darija: [
    'wje3 f sder',
    'ras yoj3ni',
    'skhana',
    'kehha',
    'hbob f jeld',
    'dahri yoj3ni',
    'kerchi tooj3ni',
    'hal9i yoj3ni',
    'wedni toj3ni',
    'ma nchofch mlih',
    'sni yoj3ni',
    'rokbti toj3ni',
    'jeldi yakolni',
    'ma n9derch nteneffes',
    'nahra9 ki nbowel',
    'dokha',
    '9elbi ydegdeg',
    'mgalle9',
    'ma nr9odch',
    'rejliya mentfkhin',
  ],
};
const FRAMES = {
  en: [
    'I have {c}',
    'my son has {c}',
    'my mother has {c} since {d}',
    '{c} for {d}',
    'I have had {c} for {d}, what should I do',
  ],
  fr: [
    "j'ai {c}",
    'mon fils a {c}',
    'ma mère a {c} depuis {d}',
    '{c} depuis {d}',
    "j'ai {c} depuis {d}, que faire",
  ],
  ar: ['عندي {c}', 'ابني عنده {c}', 'أمي عندها {c} منذ {d}', '{c} منذ {d}', 'أعاني من {c} منذ {d}'],
  darija: [
    '3andi {c}',
    'wlidi 3andou {c}',
    'yemma 3andha {c} men {d}',
    '{c} men {d}',
    'ana {c} men {d} wach ndir',
  ],
};
const DURATIONS = {
  en: ['two days', 'a week', 'this morning', 'a month', 'yesterday'],
  fr: ['deux jours', 'une semaine', 'ce matin', 'un mois', 'hier'],
  ar: ['يومين', 'أسبوع', 'هذا الصباح', 'شهر', 'أمس'],
  darija: ['youmin', 'simana', 'sbah', 'chhar', 'lbareh'],
};
/** A number of days or weeks, as often written in figures. */
const COUNTED = {
  en: (n: number) => (n > 14 ? `${Math.round(n / 7)} weeks` : `${n} days`),
  fr: (n: number) => (n > 14 ? `${Math.round(n / 7)} semaines` : `${n} jours`),
  ar: (n: number) => (n > 14 ? `${Math.round(n / 7)} أسابيع` : `${n} أيام`),
  darija: (n: number) => (n > 14 ? `${Math.round(n / 7)} simanat` : `${n} ayam`),
};
const AGES = {
  en: (n: number) => `, ${n} years old,`,
  fr: (n: number) => `, ${n} ans,`,
  ar: (n: number) => ` (${n} سنة)`,
  darija: (n: number) => ` ${n} ans`,
};

/** Symptom messages in four languages: one or two complaints, a person (and age), a duration. */
export function symptomMessages(seed: number, size = POOL): QueryStream {
  const rng = random(seed);
  const langs = Object.keys(COMPLAINTS) as (keyof typeof COMPLAINTS)[];
  const make = () => {
    const lang = pick(langs, rng);
    const c =
      rng() < 0.3
        ? `${pick(COMPLAINTS[lang], rng)} ${lang === 'ar' ? 'و' : lang === 'fr' ? 'et ' : lang === 'en' ? 'and ' : 'w '}${pick(COMPLAINTS[lang], rng)}`
        : pick(COMPLAINTS[lang], rng);
    const duration = rng() < 0.5 ? pick(DURATIONS[lang], rng) : COUNTED[lang](2 + Math.floor(rng() * 40));
    // Some say who, with an age, before the complaint.
    const frame = pick(FRAMES[lang], rng).replace(
      ' {c}',
      rng() < 0.3 ? `${AGES[lang](1 + Math.floor(rng() * 80))} {c}` : ' {c}',
    );
    return frame.replace('{c}', c).replace('{d}', duration);
  };
  return stream(distinctPool(size, make), rng);
}
