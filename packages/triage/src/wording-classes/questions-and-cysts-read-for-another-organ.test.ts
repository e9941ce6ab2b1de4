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
