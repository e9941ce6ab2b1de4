import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Words that sent a message to an unrelated organ: the French 'dangereux' (is it dangerous?)
 * corrected into 'cancereux', cysts on the kidneys read as the ovary's, blisters in Darija
 * ('fa9a3at') read as waking up, a nicotine patch read as a patch on the skin. Phrasings
 * written for the tests, in the five ways of writing.
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('asking whether it is dangerous names no cancer', () => {
  it.each([
    ['en', 'my sugar was 1.9 after a big dinner, i am not diabetic, is it dangerous?'],
    ['fr', 'ma glycemie etait a 1,9 apres le diner, je suis pas diabetique, c est dangereux?'],
    ['ar', 'كان السكر عندي 1.9 بعد العشاء وانا لست مريضا بالسكري، هل هذا خطير؟'],
    ['dz', 'السكر طلعلي 1.9 من بعد العشا، ماشي مريض بالسكر، واش هادي خطيرة؟'],
    ['dl', 'sokkar tla3li 1.9 ba3d l3cha, ana machi diabetique, c dangereux?'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).not.toContain('cancer');
    expect(first(text)).toBe('endocrinology');
  });
});

describe('cysts found on the kidneys are the kidney doctor, not the ovary', () => {
  it.each([
    ['en', 'the ultrasound found two cysts on both of my kidneys, my aunt is on dialysis'],
    ['fr', 'on m a vu des kystes sur les deux reins a l echo, mon pere a la meme chose'],
    ['ar', 'اظهر الايكو عدة كيسات على الكليتين، وخالي يغسل الكلى'],
    ['dz', 'الايكو بان فيه بزاف الكيستات فالزوج كلاوي، واش ندير'],
    ['dl', 'l echo bayen bezaf kystes f zouj klawi, chkoun nchouf'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('nephrology');
  });

  it.each([
    ['fr', 'j ai un kyste a l ovaire droit de 3 cm'],
    ['dl', '3andi kyste f l ovaire, tbiba 9atli fonctionnel'],
  ])('a cyst on the ovary stays the gynecologist: [%s] %s', (_way, text) => {
    expect(first(text)).toBe('gynecology-obstetrics');
  });
});

describe("a scald on a child's chest with blisters is the skin or the child, not the heart", () => {
  it.each([
    ['en', 'hot soup fell on my son, he is 4 years old, his chest and arm are red with big blisters'],
    [
      'fr',
      'la marmite de chorba est tombée sur ma fille, 5 ans, la poitrine et le bras rouges avec des cloques',
    ],
    ['ar', 'انسكب الحساء الساخن على ابني عمره 4 سنوات، صدره وذراعه احمر وفيه فقاعات كبيرة'],
    ['dz', 'طاحت عليه الشربة سخونة، عمرو 4 سنين، صدرو وذراعو حمر وطلعولو فقاعات كبار'],
    ['dl', 'tayah 3lih lma skhoun ta3 chorba, 3amrou 4 snin, sedrou w dra3ou 7mer w tal3oulou fa9a3at'],
  ])('[%s] %s', (_way, text) => {
    // A child's major burn: the burns' doctor or the children's (the sets label both), never the heart.
    expect(triage(text).matched).not.toContain('low_pressure');
    expect(['dermatology', 'pediatrics']).toContain(first(text));
  });

  it.each([
    ['dl', 'dert tension ta3 baba, 3amrou 70 snin, 9alouli 13/8 mlih'],
    ['dl', 'la tension ta3ha, 3amha 9 snin, rahi mlih'],
  ])('an age after "ta3" is no pressure reading: [%s] %s', (_way, text) => {
    expect(triage(text).matched).not.toContain('low_pressure');
  });
});

describe('big blisters said in Darija in Latin letters are a major burn', () => {
  it.each([
    ['dl', 'tayah 3lih lma skhoun ta3 chorba, 3amrou 4 snin, sedrou w dra3ou 7mer w tal3oulou fa9a3at kbar'],
    ['dl', 'tahra9t bzit f yedi w dra3i, tal3ouli fqa3at kbar'],
  ])('[%s] %s', (_way, text) => {
    const result = triage(text);
    expect(result.urgent).toBe(true);
    expect(result.urgentReason).toBe('severe_burn');
  });
});
