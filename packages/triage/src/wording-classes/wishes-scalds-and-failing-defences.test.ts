import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Four emergencies said in words the engine did not read: a wish to die typed with French's glued
 * subject ('jveux plus vivre'); a small child who pulled a pot of hot soup on himself, the blisters
 * said as 'big bubbles'; an old woman with a fever who no longer knows her family or whose pressure
 * is '8/5' (a sepsis); a fever while on chemotherapy said 'الكيمو'. Phrasings written for the
 * tests, in the five ways of writing.
 */

describe('a wish to die typed with a glued subject shows the notice', () => {
  it.each([
    ['fr', 'jveux plus vivre, les cachets sont devant moi'],
    ['fr', 'jvx plus vivre ce soir'],
    ['fr', "jen peux plus de vivre, j'ai tout préparé"],
    ['fr', "j'en peux plus de vivre"],
    ['fr', "j'ai plus envie de vivre, la boite de comprimés est à côté"],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('suicide');
  });

  it('a glued subject that says only tiredness is no alarm', () => {
    const r = triage('jpeux pas dormir depuis une semaine, jsuis fatigué');
    expect(r.urgent).toBe(false);
  });
});

describe('a pot of hot soup pulled onto a small child, with big blisters, is a severe burn', () => {
  it.each([
    ['en', 'my son 2 years pulled the pot of soup on himself, his arm has big bubbles of skin'],
    ['fr', 'ma fille 3 ans a tiré la marmite de chorba sur elle, le bras a des grosses bulles'],
    ['ar', 'ابني عمره سنتان سحب قدر الشوربة الساخنة، في ذراعه فقاعات كبيرة في الجلد'],
    ['dz', 'بنتي عندها عامين جبدت الطنجرة تاع الشربة السخونة، يدها فيها فقاقع كبار'],
    ['dl', 'wlidi 3amin jbed tanjra ta3 chorba 3la rou7ou, dra3ou fih nfafekh kbar'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('severe_burn');
  });

  it.each([
    ['en', 'when i drink hot tea my throat burns'],
    ['fr', 'je bois du the chaud et ma gorge brule'],
    ['fr', "j'ai une plaque rouge qui brule sur le bras"],
  ])('[%s] a burning felt, not a burn suffered: %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeNull();
  });

  it('a small blister from hot tea on a finger stays a question of first aid', () => {
    expect(triage('hot tea on my finger, one small blister').urgent).toBe(false);
  });
});

describe('a fever with a mind that no longer knows anyone or a pressure of 8 is a sepsis', () => {
  it.each([
    ['en', 'my grandmother 82 has a urine infection, fever 39.5 and she no longer recognises anyone'],
    ['fr', 'ma grand mere 80 ans infection urinaire, fievre 39.6, elle reconnait personne'],
    ['ar', 'جدتي عندها التهاب في البول وحرارة 39.7 ولم تعد تعرفنا'],
    ['dz', 'جدتي فيها السخانة 39.5 ومابقاتش تعرفنا، تهدر بلا معنى'],
    ['dl', 'jedda 3andha s5ana 39.5 w mab9atch t3refna'],
    ['dz', 'بابا عندو السخانة 39 وترعش، التونسيو 8/5'],
    ['dl', 'baba s5ana 39 w yer3ech, tensio 8 5'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('serious_infection');
  });

  it('a normal pressure said in Darija beside a fever is no alarm', () => {
    expect(triage('عندي السخانة 38.2 من البارح، التونسيو 12/8 مليحة').urgent).toBe(false);
  });
});

describe('a fever while on chemotherapy shows the notice, however the chemotherapy is named', () => {
  it.each([
    ['en', 'my mother had her chemo 8 days ago, tonight fever 38.7'],
    ['fr', 'ma mere est sous chimo, depuis ce soir fievre a 38.8'],
    ['ar', 'أمي تأخذ العلاج الكيمياوي، الليلة حرارة 38.9'],
    ['dz', 'يما تاخد الكيمو، الحصة كانت من 8 ايام، الليلة سخانة 38.9'],
    ['dl', 'yemma takhod kimo, lyoum s5ana 38.8'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('serious_infection');
  });
});
