import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A fit said with the foam as a verb ('yzebed', 'يزبد', 'il mousse'), the minutes gone by ('fatet 10
 * d9aye9', 'فاتت عشر دقايق': how long it has lasted, not an episode over) and a first time said as
 * 'never before' ('ماعمرو كانت عندو': no relative's history): the seizure notice. Phrasings written
 * for the tests, in the five ways of writing.
 */

describe('a fit that has not stopped after minutes shows the seizure notice', () => {
  it.each([
    [
      'en',
      'my husband collapsed, he is shaking all over and foams at the mouth, 10 minutes have passed and it hasnt stopped',
    ],
    [
      'fr',
      "mon mari est tombé, il tremble de partout et il mousse de la bouche, ça dure depuis 10 minutes, ça s'arrête pas",
    ],
    ['ar', 'زوجي سقط ويرتجف ويزبد من فمه، مرت عشر دقائق ولم يتوقف'],
    ['dz', 'بابا طاح و راه يرعد و يزبد من فمو، فاتت خمس دقايق و ما حبسش'],
    ['dz', 'جاتها كريز و فاتت ربع ساعة ما حبستش، ماعمرها كانت عندها هذي الحاجة'],
    ['dl', 'khoya ta7 w rah yertej w yzebed b fommou, fatet 10 min w ma hbesch'],
    ['dl', 'khti jatha crise w fatet ro3 sa3a mazal ma hbestch, ma 3omrha kanet 3andha'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(true);
    expect(r.urgentReason).toBe('seizure');
  });

  it('still reads a fit that passed as over', () => {
    const r = triage('jatou crise l3am li fat, fatet w rja3 normal, n7abou ndirou controle');
    expect(r.urgent).toBe(false);
  });
});

/**
 * A diabetic who no longer knows his family or talks in a way no one understands ('ma 3rafnich',
 * 'ne m a pas reconnue', 'لم تتعرف علينا') after insulin and no meal: a low sugar; a breath said to
 * smell of apples ('ريحة فمو كيما التفاح', 'son haleine sent la pomme') with vomiting: a high one.
 */
describe('a diabetic confused or with a fruity breath shows the sugar notice', () => {
  it.each([
    [
      'en',
      'my father is diabetic, took his insulin and skipped dinner, now sweating and talking, we cant understand what he says',
      'low_sugar',
    ],
    [
      'fr',
      'ma mere diabetique a fait son insuline sans manger, elle transpire et ne m a pas reconnue',
      'low_sugar',
    ],
    ['ar', 'امي مريضة بالسكري اخذت الانسولين ولم تاكل، تتعرق ولم تتعرف علينا', 'low_sugar'],
    ['dz', 'يما عندها السكر دارت الانسولين و ما كلاتش، راهي تعرق و ما عرفتنيش', 'low_sugar'],
    ['dl', "yemma 3andha sokkar drat l'insuline w ma klatch, rahi t3ra9 w ma 3rfatnich", 'low_sugar'],
    [
      'en',
      'my son is diabetic, vomiting all day, breathing fast and his breath smells like apples',
      'high_sugar',
    ],
    ['fr', 'mon fils diabetique vomit sans arret, respire vite, son haleine sent la pomme', 'high_sugar'],
    ['ar', 'ابنتي مريضة بالسكري تتقيا ورائحة فمها مثل التفاح وتتنفس بسرعة', 'high_sugar'],
    ['dz', 'ولدي عندو السكر يتقيا بلا حبسة و يتنفس بالزربة و ريحة فمو كيما التفاح', 'high_sugar'],
    ['dl', 'wlidi diabetique ytgaya bla 7absa w yetneffes bezzerba, ri7t fomou kima teffah', 'high_sugar'],
  ])('[%s] %s', (_way, text, key) => {
    expect(triage(text).urgentReason).toBe(key);
  });
});
