import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A fit with a fever or a faint in the heat, told as over and already checked clear in words of the
 * patient's own ('قالو عادي', 'galoulna normal', 'sent us home the same day', 'ga3 normal', 'fe9t
 * direct'): neither the notice nor the screen. A child who eats and plays as usual ('rahi takol w
 * tal3ab normal') with a fever asks no meningitis question. A chest that hurts where it is pressed
 * after lifting, with no sweat ('ماعرقتش', 'ma 3re9tch'), asks nothing. Phrasings written for the tests.
 */
describe('a past fit or faint checked clear is settled', () => {
  it.each([
    [
      'en',
      'my daughter had a fit with fever 3 weeks ago, the ER said it was the fever and sent us home the same day, she is fine now',
    ],
    ['ar', 'ابنتي جاتها تشنجات مع الحمى الشهر الماضي، فحصوها في المستعجلات وقالوا عادي، الان بخير'],
    ['dz', 'بنتي جاتها كريز مع السخانة الشهر اللي فات، قالولنا عادي و خرجناها نفس النهار، دروك لاباس'],
    ['dl', 'wlidi jatou crise m3a skhana simana li fatet, dinah l urgence galoulna normal, drk labas'],
    ['dl', 'kont fel hammam w ghma 3liya mel skhana, fe9t direct, drt ECG ga3 normal'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeNull();
  });

  it.each([
    ['dl', 'wldi 3 snin skhana 38 mn lbar7, bsah rah yakol w yel3ab normal'],
    ['dz', 'بنتي عندها سخانة 38 من البارح، بصح راهي تاكل و تلعب عادي'],
    [
      'dl',
      'sdri yoja3ni f jenb ki nedghat 3lih, men ba3d ma hazit sandou9 t9il, ma3andich dhi9a w ma 3re9tch',
    ],
  ])('[%s] asks nothing: %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeNull();
  });

  it('still screens a fit with fever told today', () => {
    const r = triage('wlidi jatou crise m3a skhana lyoum');
    expect(r.urgent || r.ask !== null).toBe(true);
  });
});

describe('a past fit with fever that the hospital called febrile', () => {
  it.each([
    [
      'en',
      'my son had a fit with fever 3 weeks ago, at the hospital they said febrile, he is fine now, how to prevent it',
    ],
    [
      'fr',
      'ma fille a convulsé avec la fièvre le mois dernier, aux urgences ils ont dit fébrile, elle va bien, que faire la prochaine fois',
    ],
    ['ar', 'ابنتي جاءتها نوبة تشنج مع الحمى الشهر الماضي وفي المستشفى قالوا حموية بسيطة وهي بخير الآن'],
    ['dz', 'وليدي جاتو convulsion مع السخانة الشهر اللي فات، فالسبيطار قالو febrile و راه لاباس'],
    ['dl', 'benti jatha convulsion m3a skhana chhar li fat, f sbitar galou febrile w rahi mli7a'],
  ])('[%s] asks nothing: %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeNull();
  });

  it('still alarms a fit with fever this morning, whatever was said of an old one', () => {
    const r = triage('wlidi jatou convulsion m3a skhana had sbah, l3am li fat galou febrile');
    expect(r.urgent || r.ask !== null).toBe(true);
  });
});
