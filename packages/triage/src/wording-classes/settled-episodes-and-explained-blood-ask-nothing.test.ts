import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

const quiet = (text: string) => {
  const r = triage(text);
  return !r.urgent && r.ask === null;
};

/**
 * What the message itself settles asks nothing: an episode over, checked clear by a doctor and a
 * follow-up asked for; a faint at a blood test known from before; blood explained by what was
 * eaten, a sneeze, dry air, a finger or a toothbrush; a fish bone with eating and drinking as usual;
 * a strong headache that keeps coming back; the warning signs of a pregnancy asked for in advance.
 * The same signs said as happening now still alarm. Phrasings written for the tests.
 */
describe('settled episodes and explained blood ask nothing', () => {
  it.each([
    [
      'en',
      'my daughter 3 had a fit with high fever 10 days ago, the hospital said febrile seizure, she is fine now, we want a pediatrician to follow her',
    ],
    [
      'fr',
      'mon fils a convulse avec la fievre il y a 10 jours, aux urgences tt etait normal, il va bien mtn, je veux un suivi',
    ],
    ['ar', 'ابني 9 شهور طاح من الكنبه البارح، الطبيب فحصه وقال لاباس، نحب متابعه عند طبيب اطفال'],
  ])('[%s] over and checked: %s', (_way, text) => {
    expect(quiet(text), text).toBe(true);
  });

  it.each([
    [
      'en',
      'i passed out for a few seconds when they took blood today, it happened to me before with needles, i am fine',
    ],
    ['fr', 'je me suis evanouie lors de la prise de sang, ca m est deja arrive, je vais bien'],
    ['ar', 'اغمي علي عند سحب الدم اليوم، حدث لي من قبل، الان بخير'],
    ['dl', 'ghabet 3liya ki dawli ddem, sratli men 9bel, daba labas'],
  ])('[%s] a known faint at a blood test: %s', (_way, text) => {
    expect(quiet(text), text).toBe(true);
  });

  it.each([
    ['en', 'my pee is red this morning but i ate a lot of beetroot yesterday, no pain'],
    ['dz', 'البول تاعي ولا احمر اليوم، كليت البتراف بزاف البارح، ما عنديش وجع'],
    ['dl', 'boult 7mer lyoum, klit betrav lbare7, ma 3andi hta wja3'],
    ['dl', 'ba3d ma 3tast bzf 3ini fiha dem f jiha, nchouf mli7 w ma tojaanich'],
    ['dz', 'بنتي خرجلها شوية دم من نيفها، تدخل صبعها ديما و الهوا ناشف فالدار'],
    ['dl', 'ki n7ak snani nbzaq chwiya dem'],
  ])('[%s] blood explained: %s', (_way, text) => {
    expect(quiet(text), text).toBe(true);
  });

  it.each([
    ['fr', 'une arete de poisson hier, ca pique un peu dans la gorge mais je mange et je bois normalement'],
    ['ar', 'الشقيقة تجيني كل شهر مع غثيان، الضو يقلقني، نحب طبيب مختص'],
    ['dz', 'مرتي حبلى فالشهر الخامس و لاباس، واش هوما العلامات اللي لازم نديوها فيهم للسبيطار'],
  ])('[%s] nothing happening now: %s', (_way, text) => {
    expect(quiet(text), text).toBe(true);
  });

  it.each([
    [
      'en',
      'the gas heater was on all night and now the whole family has headaches and my grandmother wont wake up',
    ],
    ['dz', 'الشوفاج تاع الغاز بات شاعل و صبحنا كامل راسنا يوجعنا و ماما ما راهيش تفيق'],
    ['dz', 'خويا طاح و ضرب راسو، قال لاباس بصح ضرك يتقيا و نعسان بزاف'],
    ['fr', 'piqure de guepe, mon visage gonfle et j ai du mal a respirer'],
    ['en', 'i fainted when they took blood and now my chest hurts'],
  ])('[%s] still alarms when it happens now: %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(true);
  });
});
