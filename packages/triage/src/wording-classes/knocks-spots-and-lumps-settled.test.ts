import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * What reassures a doctor and must not show the emergency notice: a child's knock to the head
 * followed by a normal day, spots that fade under a pressed glass, a neck swelling 'like a ball'
 * (a simile, not a testicle), veins swollen like worms above a testicle (a varicocele), a thread of
 * blood in vomit that stopped with the meals kept down, a splash in the eye already checked clear.
 * Beside each, the same words with the danger kept. Phrasings written for the tests, in the five
 * ways of writing.
 */

describe('a knock to the head followed by a normal day asks nothing', () => {
  it.each([
    ['en', 'my 2 year old bumped his head on the table yesterday, he had a normal day, eating normally'],
    ['fr', 'ma fille de 3 ans s est cogne la tete hier, depuis elle mange et joue, une journee normale'],
    ['ar', 'ابني عمره سنتان ضرب رأسه في الطاولة أمس، لم يتقيأ، ياكل ويلعب ونام بشكل طبيعي'],
    ['dz', 'بنتي 3 سنين ضربت راسها فالحيط البارح، ما تقياتش، تلعب وتاكل عادي، بقاتلها غير نفخة'],
    ['dl', 'wlidi 2 ans drab rasou f tabla lbare7, ma tqayach, yakol w yel3ab 3adi w r9ed mli7'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeNull();
  });

  it.each([
    [
      'en',
      'my 2 year old bumped his head yesterday, he was eating normally but now he vomited 3 times and is very sleepy',
    ],
    ['dz', 'ولدي ضرب راسو البارح، كان ياكل عادي ودروك راه يتقيا ويرقد وحدو'],
  ])('vomiting or drowsiness after it still shows the notice: [%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });

  it('a knock with nothing said after it is still asked about', () => {
    expect(triage('my son hit his head on the table an hour ago').ask?.question).toBe('head_injury_signs');
  });
});

describe('spots that fade under a pressed glass reassure', () => {
  it.each([
    ['en', 'my daughter has red spots on her legs, no fever, and they fade when i press a glass on them'],
    ['fr', 'mon fils a des taches rouges qui s effacent sous un verre, pas de fievre, il joue'],
    ['dz', 'ولدي عندو حبوب حمر يروحو كي نضغط عليهم بالكاس، ماعندوش سخانة'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it.each([
    ['dl', 'bnti 3andha skhana w 7boub 7mer, ki nedghat 3lihom ma yrouhouch'],
    ['fr', 'mon fils a de la fievre et des taches qui ne s effacent pas sous un verre'],
  ])('spots that do not fade with a fever are meningitis: [%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('meningitis');
  });
});

describe('a swelling like a ball in the neck is a goitre, not a testicle', () => {
  it('[en] a ball that moves when swallowing', () => {
    const r = triage('the front of my neck is swollen like a ball and it moves when i swallow');
    expect(r.urgent).toBe(false);
    expect(r.matched).not.toContain('testicle');
  });

  it('a ball that hurts and swells suddenly is still a torsion', () => {
    expect(triage('my left ball is swollen and hurts since an hour').urgentReason).toBe('testicular_torsion');
  });
});

describe('veins swollen like worms above a testicle are a varicocele', () => {
  it.each([
    ['en', 'swollen veins on my left testicle like a bag of worms, it pulls when i stand'],
    ['fr', 'des veines gonflees au testicule gauche comme des petits vers, ca tire debout'],
    ['ar', 'لدي دوالي الخصية مثل الديدان وتؤلمني قليلا عند الوقوف'],
    ['dz', 'عندي عروق منفوخين في الخصية كيما الدود'],
    ['dl', '3andi 3rou9 mnfokhin f bayda lisriya kima ddoud'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it('a testicle swollen suddenly with vomiting is still a torsion', () => {
    expect(triage('my son has a sudden swollen testicle, he is vomiting').urgentReason).toBe(
      'testicular_torsion',
    );
  });
});

describe('a thread of blood in vomit that stopped, the meals kept down, is not a gut bleeding now', () => {
  it.each([
    ['en', 'i threw up a lot after a big dinner, a thin streak of blood at the end, now eating normally'],
    ['fr', 'j ai vomi plusieurs fois, un petit filet de sang a la fin, je mange normal depuis'],
    ['dz', 'تقيت بزاف البارح وخرج شوية دم فالتقيا، دروك ناكل عادي'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it('vomiting blood still shows the notice', () => {
    expect(triage('je vomis du sang depuis ce matin').urgent).toBe(true);
  });
});

describe('a splash in the eye already checked clear at the emergency department is asked, not alarmed', () => {
  it.each([
    ['dz', 'طرطق عليا جافيل فعيني البارح، غسلتها ورحت للاستعجالات قالولي ما فيها والو، غير حمورية خفيفة'],
    ['dl', 'tla3li javel f 3ini lbare7, ghselt w rohet l urgence 9alouli ma fiha walou, ghir 7marat chwiya'],
    [
      'fr',
      'de l eau de javel m a eclabousse l oeil hier, rince, aux urgences ils m ont dit que c est rien, un peu rouge',
    ],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it('bleach in the eye just now still shows the notice', () => {
    expect(triage('bleach splashed in my eye right now and it burns').urgentReason).toBe('chemical_eye');
  });
});

describe("'ma nchoufch 7boub', I do not see spots, in a pregnancy is no pre-eclampsia", () => {
  it.each([
    [
      'dl',
      'ana 7amla 7 chhour, rjliya ntfkhou chwiya f lil, rasi ma ywja3nich, ma nchoufch 7boub 9odam 3iniya',
    ],
    ['dz', 'حاملة 7 شهور، رجليا ينفخو شوية فالليل، راسي ما يوجعنيش، ما نشوفش النجوم قدام عينيا'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it.each([
    ['dl', 'ana 7amla 8 chhour, rasi ywja3ni bzaf w nchouf 7boub 9odam 3iniya'],
    ['dz', 'حاملة 8 شهور، راسي يوجعني بزاف ونشوف حبوب قدام عينيا'],
  ])('spots seen before the eyes with a headache are still pre-eclampsia: [%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('preeclampsia');
  });
});

describe("'once a week' is how often, not a baby's age of one week", () => {
  it.each([
    ['en', 'my son 8 gets small nosebleeds in summer, they stop in a minute, like once a week'],
    ['en', 'my daughter is 6, she has a tummy ache twice a week before school'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).not.toContain('newborn');
  });

  it('a baby a week old with a fever is still a newborn', () => {
    expect(triage('my baby is a week old and has fever').urgentReason).toBe('infant_fever');
  });
});
