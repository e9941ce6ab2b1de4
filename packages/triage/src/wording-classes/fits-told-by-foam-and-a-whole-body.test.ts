import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A fit told without its name: the whole body shaking ('jesmou kamel', 'جسمه كله', 'tout son corps')
 * with foam at the mouth however it is said ('rghwa men fomou', 'الزبد يخرج من فمه', 'de la mousse
 * sort de sa bouche') or a person who does not answer, and minutes counted: the notice. A fit that
 * stopped and started again without waking is not an episode over. Foam in the urine, from a
 * toothpaste, or a shiver from the cold is none of that. Phrasings written for the tests.
 */

describe('a whole body shaking with foam or no answer, for minutes, shows the notice', () => {
  it.each([
    [
      'en',
      'my uncle collapsed at work, his whole body is shaking and foam is coming out of his mouth, 6 minutes already',
    ],
    ['en', 'he is shaking all over and not answering, white foam on his lips'],
    ['fr', 'mon pere est tombe, tout son corps tremble et de la mousse sort de sa bouche depuis 5 minutes'],
    ['fr', 'elle tremble de tout son corps avec de l ecume a la bouche, ca dure depuis 7 minutes'],
    ['ar', 'ابي سقط في الشارع و جسمه كله يرتجف و الزبد يخرج من فمه منذ 6 دقائق'],
    ['darija-ar', 'خويا طاح و جسمو كامل يرجف و الرغوه تخرج من فمو، عندها 5 دقايق'],
    ['darija-latin', 'bba ta7 w badnou kamel yerjef, zbed f fommou, 3andha 6 d9aye9'],
    ['darija-latin', 'khti rahi terjef f jesmha kamel w rghwa khrjet mn fomha, ma tjawebch'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(true);
  });
});

describe('a fit that stopped then started again shows the notice', () => {
  it.each([
    ['en', 'my wife had a fit, it stopped and then started again, she has not woken up since'],
    ['fr', 'il a fait une crise, ca s est arrete puis ca a recommence, il ne se reveille pas'],
    ['darija-ar', 'جاتو كريز، حبسات و من بعد رجعت عاودت، ما فاقش'],
    ['darija-latin', 'jatou crise, hbset w rj3at 3awdet, ma fa9ch'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(true);
  });
});

describe('foam that is not at a mouth in a fit, and a shiver, show no notice', () => {
  it.each([
    ['en', 'i brushed my teeth and the toothpaste foam burned my mouth a bit'],
    ['fr', 'je tremble de partout quand j ai froid, pas de fievre'],
    ['darija-ar', 'كي نبرد نرجف جسمي كامل'],
    ['en', 'my pee has foam in it since a week'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
  });
});
