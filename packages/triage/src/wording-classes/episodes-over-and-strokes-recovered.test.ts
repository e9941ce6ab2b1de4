import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * An episode that is over and was checked shows no notice: an eye hit ten days ago that the eye
 * doctor found clear, a stroke of last year after which the father walks and speaks normally again
 * (his gums bleeding on clopidogrel are no heavy bleeding), a faint at the hammam from which one came
 * round in a minute and had a normal day after. The screen may still ask whether anything is
 * happening now. Phrasings written for the tests, in the five ways of writing.
 */

describe('an episode over and checked, or recovered, shows no notice', () => {
  it.each([
    [
      'en',
      'my son got hit in the eye by a ball 10 days ago, the eye doctor checked and said nothing was found, only a light bruise left',
    ],
    [
      'ar',
      'ابني ضربوه بالكرة في عينه قبل 10 ايام، اخذه ابوه عند طبيب العيون وقال لا يوجد شيء، بقي ازرقاق خفيف',
    ],
    [
      'en',
      'my father had a stroke last year, thank god he is walking and talking normally, can he stop clopidogrel because his gums bleed?',
    ],
    [
      'fr',
      'mon pere a fait un avc l annee derniere, il remarche et parle normalement, peut il arreter le plavix, ses gencives saignent',
    ],
    [
      'ar',
      'ابي اصيب بجلطة دماغية العام الماضي والحمد لله يمشي ويتكلم بشكل طبيعي، هل يمكنه ايقاف البلافيكس لان لثته تنزف',
    ],
    [
      'dz',
      'بابا دار AVC عام هذا و الحمد لله رجع يمشي و يهدر عادي، يسقسي واش يقدر يحبس الپلاڤيكس خاطر يخرجلو الدم من اللثة',
    ],
    [
      'dl',
      'baba dar avc 3am hada, el hamdoulah rja3 ymchi w yahder 3adi, wach y9der y7bes plavix, ykhrejlou dem men lassnan',
    ],
    [
      'en',
      'i fainted at the hammam yesterday, came round in a minute and had a normal day after, fine today, should i see a doctor?',
    ],
    ['ar', 'امس في الحمام اغمي علي ثواني وفقت بسرعة وكملت نهاري عادي، اليوم بخير'],
    ['dz', 'البارح فالحمام غاشيت، فقت فدقيقة وكملت نهاري عادي، اليوم لاباس'],
    ['dl', 'lbare7 f hammam ghbt, fe9t f d9i9a w kamalt nhari normal, lyoum labas, lazem nchouf tbib?'],
    [
      'fr',
      'hier au hammam je me suis evanouie, revenue a moi en une minute, journee normale apres, ca va aujourd hui',
    ],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

it('[dl] a faint at the hammam happening now still shows the notice', () => {
  expect(triage('ghbt f hammam daba, ma fe9tch, rani ma n9derch nahder').urgent).toBe(true);
});
