import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Non-emergencies that asked the emergency screen in set after set: an episode over, dated back
 * and already checked clear (a streak of blood coughed once, the X-ray clean; a febrile convulsion
 * named by the hospital; spotting in a pregnancy, the echo showing the heart), a burn with one
 * small blister, a band squeezing the head, a panic 'crisis', a chest that hurts where it is
 * pressed, a snore that stops the breath, a bite already vaccinated. None is asked; beside each,
 * what still must be. Phrasings written for the tests, in the five ways of writing (decision 0073).
 */

const quiet = (text: string) => {
  const r = triage(text);
  return !r.urgent && r.ask === null;
};

describe('an episode over, dated back and checked clear, asks nothing', () => {
  it.each([
    [
      'en',
      'last month i coughed a small streak of blood once with a cold, the chest x ray was clean, fine since',
    ],
    [
      'fr',
      'le mois passe mon fils a fait une convulsion avec la fievre, ils ont dit convulsion febrile, il va bien depuis',
    ],
    ['ar', 'الشهر الماضي ابني عمره سنتان جاته نوبة مع الحمى، قالوا تشنج حراري، وهو الان بخير'],
    ['dz', 'الشهر اللي فات كحيت خيط دم مرة وحدة، درت راديو قالي صدرك نقي، درك لاباس'],
    [
      'dl',
      'chhar li fat benti jatha convulsion m3a skhana, 9alou convulsion febrile, dork rahi tal3ab normal',
    ],
  ])('[%s] %s', (_way, text) => {
    expect(quiet(text)).toBe(true);
  });

  it.each([
    ['en', 'last year i tried to kill myself, the hospital said i was fine, now i feel better'],
    ['dl', 'l3am li fat kont nfekker nmout w dert tentative, 9alouli kolch normal, dork rani mli7'],
  ])('a past attempt on a life is still asked about: [%s] %s', (_way, text) => {
    expect(triage(text).ask).not.toBeNull();
  });

  it('a convulsion happening now still shows the notice', () => {
    expect(triage('my son is having a convulsion with fever right now and it does not stop').urgent).toBe(
      true,
    );
  });
});

describe('a burn with one small blister is first aid', () => {
  it.each([
    ['en', 'burned my finger on the oven tray, a small blister came up, what cream'],
    ['fr', 'je me suis brulee la main avec le fer a repasser, une petite cloque, je mets quoi?'],
    ['ar', 'احترق اصبعي بالمكواة وظهرت فقاعة صغيرة، ماذا اضع عليها؟'],
    ['dz', 'تحرقت فيدي بالزيت السخون، طلعتلي بولة صغيرة'],
    ['dl', 't7ra9t f sbe3i b lfer, tal3atli bolla sghira, wach n7et?'],
  ])('[%s] %s', (_way, text) => {
    expect(quiet(text)).toBe(true);
  });

  it('blisters all over an arm from boiling water are still a severe burn', () => {
    const r = triage('boiling water spilled on my sons whole arm and chest, big blisters everywhere');
    expect(r.urgent || r.ask !== null).toBe(true);
  });
});

describe('what a panic, a tension headache, a chest wall or a snore looks like asks nothing', () => {
  it.each([
    ['fr', 'mal a la tete chaque soir depuis 2 semaines, ca serre comme un bandeau, je vois bien'],
    [
      'fr',
      'dans le bus j ai des crises ou j ai l impression que je vais mourir, ca dure 5 min, mes analyses sont normales',
    ],
    [
      'en',
      'my chest hurts on the right when i press on it since i carried the gas bottle upstairs, breathing fine',
    ],
    ['fr', 'mon mari ronfle tres fort et il arrete de respirer qq secondes la nuit'],
  ])('[%s] %s', (_way, text) => {
    expect(quiet(text)).toBe(true);
  });

  it('a crushing chest pain said with a sweat is still a heart attack', () => {
    expect(triage('crushing pain in my chest for 30 minutes and i am sweating a lot').urgent).toBe(true);
  });
});

describe('a bite already given the rabies vaccine is being treated', () => {
  it.each([
    ['en', 'a stray dog bit my leg 10 days ago, i got the vaccine the same day, the wound is clean'],
    [
      'fr',
      'un chien errant m a mordu il y a une semaine, j ai fait le vaccin le jour meme, la plaie est propre',
    ],
    ['dz', 'عضني كلب تاع الزنقة السيمانة اللي فاتت، درت الفاكسان نفس النهار'],
    ['dl', 'kelb ta3 zan9a 3addni semana li fatet, dert vaccin nhar li 3addni'],
  ])('[%s] %s', (_way, text) => {
    expect(quiet(text)).toBe(true);
  });

  it('a stray dog bite today with no vaccine yet is still asked about', () => {
    const r = triage('a stray dog bit my son today on the face, he is bleeding');
    expect(r.urgent || r.ask !== null).toBe(true);
  });
});

describe("a pregnancy's everyday back pain or evening swelling, the baby moving a lot, asks nothing", () => {
  it.each([
    ['en', '26 weeks pregnant, lower back pain in the evening, baby moves alot, no bleeding, no headache'],
    ['fr', 'enceinte de 6 mois, mal au dos le soir, le bebe bouge bcp, pas de saignement'],
    ['ar', 'حامل في الشهر السابع، رجلاي تنتفخان في المساء وتزول في الصباح، الضغط 11/7'],
    ['dz', 'حاملة 7 شهور، رجليا ينفخو فالعشية و يروحو فالصباح، الطونسيو 11/7'],
    ['dl', 'ana 7amla 7 chhour, dahri ywja3ni f lil, bebe yet7arek bzaf, ma kach dem'],
  ])('[%s] %s', (_way, text) => {
    expect(quiet(text)).toBe(true);
  });

  it.each([
    ['en', '30 weeks pregnant, my feet swell in the evening and i have a bad headache with stars in my eyes'],
    ['fr', 'enceinte de 8 mois, mon visage et mes pieds ont gonfle depuis ce matin'],
  ])('a swelling with a headache or the face is still asked or alarmed: [%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent || r.ask !== null).toBe(true);
  });
});
