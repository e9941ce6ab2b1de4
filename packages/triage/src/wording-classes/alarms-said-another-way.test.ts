import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Alarms said in words of their own: the mouth and the eyes swelling after a food with the breath
 * taken (anaphylaxis), a leg bent the wrong way with the bone out ('pliee a l envers', 'los'), an
 * eye that no longer sees ('ماعادتش تشوف', 'ma 3adetch tchouf'), while an eye that no longer sees
 * well from afar stays a consultation. Phrasings written for the tests.
 */
describe('alarms said another way show their notice', () => {
  it.each([
    [
      'en',
      'my boy ate a peanut cookie and now his mouth and eyes are swelling and he breathes with a whistle',
      'anaphylaxis',
    ],
    [
      'fr',
      'ma fille a mangé des crevettes, sa bouche gonfle et ses yeux aussi, elle respire mal',
      'anaphylaxis',
    ],
    ['ar', 'ابني اكل الفول السوداني وانتفخ فمه وعيناه ويتنفس بصعوبة', 'anaphylaxis'],
    [
      'fr',
      'accident de voiture, la jambe de mon frere est pliee dans le mauvais sens et on voit los',
      'fracture',
    ],
    ['en', 'motorbike crash, his leg is bent backwards and the bone is sticking out', 'fracture'],
    ['dz', 'فجأة عيني ماعادتش تشوف، كيما ستار كحلة', 'vision_loss'],
    ['dl', 'fjaa 3ini ma 3adetch tchouf, kima star k7la tay7a', 'vision_loss'],
    ['en', 'suddenly my left eye no longer sees, like a dark curtain', 'vision_loss'],
    ['dz', 'قالي ماعادش حاب يعيش و كتب رسالة', 'suicide'],
  ])('[%s] %s', (_way, text, key) => {
    expect(triage(text).urgentReason).toBe(key);
  });

  it.each([
    ['dz', 'ماعادش نشوف مليح السبورة من بعيد، لازمني نظارات'],
    ['dl', 'ma 3adch nchouf mli7 sabboura mn b3id, lazemni nwader'],
  ])('[%s] sight poor from afar is no alarm: %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ranked[0]?.code).toBe('ophthalmology');
  });
});

/**
 * Denials said another way: 'any' between the cue and the thought ('ليس عندي اي افكار'), Darija's
 * glued denial without its 'ch' ('ma3andi 7ta fikra'), a fit that did not come ('ولم تاته
 * تشنجات', 'il n a pas fait de convulsions'); chest tightness that comes on effort with the other
 * signs denied (the screen, not the notice); a few streaks of blood coughed with a cold (the screen).
 */
describe('denials and harmless contexts raise no notice', () => {
  it.each([
    ['en', 'sad and tired for 2 months, i sleep all day, but i dont have any thoughts of hurting myself'],
    ['ar', 'حزين منذ شهر ولا اشتهي شيئا، ولكن ليس لدي اي نية لايذاء نفسي'],
    ['ar', 'منذ شهر لا رغبة لي في شيء، لكن ليس عندي اي افكار لايذاء نفسي'],
    ['dl', 'ma3andi 7ta khater ndir walou, bsah ma3andi 7ta fikra bach nadi rou7i'],
    ['ar', 'ابنتي 3 سنوات عندها حمى 38.5 منذ امس، تلعب عادي ولم تاتها اي تشنجات'],
    ['fr', 'mon fils 4 ans a 38 de fievre depuis hier, il joue, il n a pas fait de convulsions'],
    [
      'en',
      '60 yo, chest tightness only when walking uphill, it goes away when i stop, no sweating, no pain in the arm',
    ],
    [
      'fr',
      "j'ai 58 ans, une oppression dans la poitrine quand je monte les escaliers, ça passe au repos, pas de sueurs, pas de douleur au bras",
    ],
    ['en', 'coughing up a few streaks of blood with my cold after coughing all night'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it.each([
    ['ar', 'سقطت على يدي امس ولم اضرب راسي، المعصم منتفخ'],
    ['ar', 'سقط ابني من السرير ولم يرتطم راسه، لكن ذراعه تؤلمه'],
  ])('[%s] a head said not struck asks no head question: %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeNull();
  });

  it.each([
    ['fr', 'j ai crache un peu de sang ce matin, c est la gencive qui saigne quand je frotte fort'],
    ['dl', 'khrejli dem f fommi sbah, ki n7ak b9wa snani l latha tsil'],
  ])('[%s] blood from gums scrubbed hard asks nothing: %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeNull();
  });

  it('keeps the notice when the effort pain goes on at rest with sweating', () => {
    expect(
      triage('chest tightness while climbing stairs and now it doesnt go away at rest, sweating a lot')
        .urgent,
    ).toBe(true);
  });
});
