import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Three known dangers said with words no earlier message used: the electric shock said by what
 * carries the current (the meter, its cable, the breaker, a transformer), the metal chip in the eye
 * said by the grinding that throws it, and the allergic swelling said by the food (cashews,
 * pistachios, 'cacaouet') and by a throat that tightens. And what must not alarm: the meter or a
 * disc named without a shock or an injury. Phrasings written for the tests, in the five ways of
 * writing.
 */

describe('touching the meter or its cable, then a heart that beats wrong, is an electric shock', () => {
  it.each([
    ['en', 'my uncle touched the cable of the meter box, now his heart is beating irregular'],
    ['fr', 'mon pere a touche le compteur en reparant, depuis son coeur bat bizarrement'],
    ['ar', 'لمس عمي عداد الكهرباء فرماه وقلبه يخفق بشكل غير منتظم'],
    ['dz', 'خويا مس الكابل تاع الكونتور وقلبو يضرب بالزربة'],
    ['dl', 'baba mess lcable ta3 compteur w 9albou ydegg bla 9yas'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.matched).toContain('electrocution');
    expect(r.urgent).toBe(true);
  });

  it.each([
    ['en', 'the electric meter in our building makes noise, I cannot sleep and my heart races'],
    ['fr', 'je veux faire un bilan du coeur, je suis electricien et je change des compteurs'],
  ])('the meter named without a shock alarms nobody: [%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('a chip thrown by a grinding disc into the eye, with the sight blurred, is an eye injury', () => {
  it.each([
    ['en', 'i was using a grinding disc and a chip of metal flew into my eye, now its blurry'],
    ['fr', 'je meulais et un eclat de fer est entre dans mon oeil, je vois flou'],
    ['ar', 'كنت أقص الحديد فدخلت شظية حديد في عيني وأصبحت رؤيتي ضبابية'],
    ['dz', 'خويا كان يقص الحديد بالديسك ودخلت حاجة فعينو، ولا يشوف ضبابة'],
    ['dl', 'kont n9ass l7did b disque w tarat 7aja f 3ini, t7ra9ni w nchouf mdobba'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgentReason).toBe('eye_injury');
    expect(r.ranked[0]?.code).toBe('ophthalmology');
  });

  it.each([
    ['dz', 'عندي الديسك في ظهري ويوجعني كي نقعد'],
    ['fr', 'j ai une hernie, le disque est abime, mal au dos'],
    ['dz', 'عندي نقص الحديد ونحس روحي عيان'],
  ])('a slipped disc or a lack of iron is no eye injury: [%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.matched).not.toContain('sharp_object');
  });
});

describe('a food one is allergic to and a throat that tightens are anaphylaxis', () => {
  it.each([
    ['en', 'ate cashews at a party, my lips got big and my throat is tightening'],
    ['fr', 'j ai mange un gateau aux noix, ma gorge se serre et mes levres gonflent'],
    ['ar', 'أكلت فستق والآن حلقي يضيق وصوتي تغير'],
    ['dz', 'كليت الكاكاويه وحلقي راهو يزير وما نقدرش نبلع'],
    ['dl', 'klit gateau fih cacaouet, chfayfi kbarou w 7al9i yetsakar, ma n9derch nbla3'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('anaphylaxis');
  });

  it.each([
    ['en', 'i love pistachios and walnuts, are they good for cholesterol?'],
    ['dl', 'nakol bzaf cacaouet, wach ydir sokkar?'],
  ])('a nut named without a swelling alarms nobody: [%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('a body part said to be burned, with the skin white or coming off, is a severe burn', () => {
  it.each([
    ['en', 'boiling oil fell on my sister, her belly and thighs are burned, skin white and coming off'],
    ['en', 'my son got burnt on the chest by the kettle, the skin white in places'],
    ['fr', 'sa jambe est brulee, la peau part et c est blanc'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('severe_burn');
  });

  it('[en] a small burn said the same way is no emergency', () => {
    const r = triage('my fingers got burnt a little on the oven, just red');
    expect(r.urgent).toBe(false);
    expect(r.ranked[0]?.code).toBe('dermatology');
  });
});

it('[en] a burn from an electric shock alarms as a shock, not measured as a burn (decision 0078)', () => {
  expect(triage('he got a shock from the socket and his fingers got burnt').urgentReason).toBe(
    'major_injury',
  );
});
