import { describe, expect, it } from 'vitest';
import { triage } from './index.ts';

/**
 * Classes of wording, each tested with phrasings written for the tests in the ways of writing the
 * class concerns (en, fr, ar, dz Darija in Arabic letters, dl Darija in Latin letters).
 */
const caught = (text: string) => {
  const r = triage(text);
  return r.urgent || r.ask !== null;
};

describe('a verb said of another person is the same verb', () => {
  // Arabic and Darija mark the person on the verb's first letter: 'يتعرق', 'تتعرق', 'نعرق'.
  it.each([
    ['جارتي تتعرق طول الليل', 'sweating'],
    ['khti t3ra9 bezzaf f lil', 'sweating'],
    ['ختي تسمع صوات ما يسمعهمش حتى واحد', 'psychosis'],
  ])('%s reads %s', (text, concept) => {
    expect(triage(text).matched).toContain(concept);
  });

  it("does not read a past tense starting with 'ا' as another person", () => {
    // 'اوقفته' (she stopped it, a medicine) is not 'توقفت' (it stopped: an episode over).
    expect(triage('أمي أوقفته فجأة وهي تتقيأ').matched).not.toContain('followup');
  });
});

describe("Darija's article before a sun letter is the doubled letter", () => {
  it.each([
    ['ykhrej eddem men fommou', 'blood'],
    ['3andi mochkil f ennefs', 'breath'],
  ])('%s reads %s', (text, concept) => {
    expect(triage(text).matched).toContain(concept);
  });
});

describe('a fever with another sign of an acute problem asks the screen', () => {
  it.each([
    ['en', 'fever 39.8 and the pain in my side is terrible'],
    ['fr', 'fièvre à 40 et une douleur très forte dans le ventre depuis cette nuit'],
    ['ar', 'حرارة مرتفعة 39 مع نزيف من الأنف لا يتوقف'],
    ['dz', 'عندي السخانة 40 والوجع قاتلني فالراس'],
    ['dl', 's5ana 40 w waja3 kbir f kerchi'],
  ])('[%s] %s', (_way, text) => {
    expect(caught(text)).toBe(true);
  });

  it.each([
    ['en', 'my 3 year old has had a fever since this morning, still playing and eating'],
    ['fr', 'mon bébé de 8 mois a 38.5 depuis ce matin, il mange bien'],
    ['dl', 'benti 4 ans s5ana chwiya mn sba7, tal3ab normal'],
  ])(
    '[%s] a fever alone, even since this morning or in a baby past three months, does not: %s',
    (_way, text) => {
      expect(triage(text).ask).toBeNull();
      expect(triage(text).urgent).toBe(false);
    },
  );
});

// Not formatted: one message a line reads as a table.
// prettier-ignore
const WORDINGS: Record<string, readonly (readonly [string, string])[]> = {
  // A kidney stone with fever and shivers ('نرعد', 'ارتجاف'): an infection behind a blocked kidney.
  'stone, fever and shivers': [
    ['en', 'kidney stone pain again, fever 39 and shaking all over'],
    ['fr', 'colique nephretique avec fievre 39 et je tremble'],
    ['ar', 'مغص كلوي بسبب حصوة مع حرارة 39 وارتجاف'],
    ['dz', 'الحصى فالكلاوي وسخانة 39 ونرعد'],
    ['dl', 'hsa f klawi w s5ana 39 w nra3ad'],
  ],
  // A jaw hard to open with a swollen tooth and fever: an infection spreading from a tooth.
  'tooth, swelling, mouth hard to open': [
    ['en', 'rotten molar, cheek swollen, fever and it is hard to open my mouth'],
    ['fr', 'dent cariee, joue gonflee, fievre et du mal a ouvrir la bouche'],
    ['ar', 'سن مسوس وانتفخ خدي مع حمى وصعوبة في فتح الفم'],
    ['dz', 'ضرسي مسوس وخدي تنفخ وسخانة وصعيب عليا نحل فمي'],
    ['dl', 'drassi msawes w khdi ntfakh w s5ana w s3ib 3liya n7el fommi'],
  ],
  // 'Not even gas' with vomiting: a blocked bowel.
  'not even gas': [
    ['en', 'belly swollen like a drum, no stool for 3 days, not even gas, and vomiting'],
    ['fr', 'ventre gonfle, rien depuis 3 jours, meme pas de gaz, et il vomit'],
    ['ar', 'بطن منتفخ ولم تخرج غازات منذ ثلاثة أيام مع تقيؤ'],
    ['dz', 'كرشي منفوخة وحتى الريح ما خرجش ونتقيا'],
    ['dl', 'kerchi mentfkha w 7ata ri7 ma khrejch w nt9aya'],
  ],
  // Stools black 'like tar' with dizziness: bleeding high in the gut.
  'black like tar': [
    ['en', 'my stool is black like tar and i feel dizzy'],
    ['fr', 'selles noires comme du goudron et la tete qui tourne'],
    ['ar', 'براز أسود كالقطران مع دوخة'],
    ['dz', 'البراز كحل كيما القطران وراسي يدور'],
    ['dl', 'ghaita k7la kima goudron w rassi ydour'],
  ],
  // A limb 'out of its place' after a fall.
  'out of its place after a fall': [
    ['en', 'fell from the ladder and his shoulder is dislocated, arm cold'],
    ['fr', 'tombe de l echelle, epaule deboitee et le bras froid'],
    ['ar', 'سقط من السلم وخرج كتفه من مكانه'],
    ['dz', 'طاح من السلوم وكتفو خرج من بلاصتو'],
    ['dl', 'ta7 mn sellom w ktfou khrej mn blastou'],
  ],
};

const wordingRows = Object.entries(WORDINGS).flatMap(([name, cases]) =>
  cases.map(([way, text]) => [name, way, text] as const),
);

describe('wordings of acute signs in the five ways of writing', () => {
  it.each(wordingRows)('%s [%s]: %s is caught', (_name, _way, text) => {
    expect(caught(text)).toBe(true);
  });
});
