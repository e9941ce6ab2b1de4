import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * The Darija burning ('7ri9a', 'حريقة') is the stomach's word for heartburn; said with the urine it
 * is a burning when passing water, the urologist's, not the stomach doctor's.
 * Phrasings written for the tests, in the five ways of writing (en, fr, ar, dz, dl).
 */

describe('a burning said with the urine is the bladder', () => {
  it.each([
    ['en', 'burning like acid every time i pee since yesterday, no fever'],
    ['fr', 'j ai une brulure quand je fais pipi depuis 3 jours, pas de fievre'],
    ['ar', 'عندي حرقة عند التبول منذ ثلاثة ايام بدون حمى'],
    ['dz', 'عندي حريقة كي نبول من يومين، ما عنديش السخانة'],
    ['dz', 'مرتي عندها الحريقة كي تبول من البارح'],
    ['dl', '3andi 7ri9a ki nboul men yomin, ma3andich skhana'],
    ['dl', 'l7riga ki nboul w nboul kol chwiya'],
  ])('[%s] %s goes to urology', (_way, text) => {
    expect(triage(text).ranked[0]?.code).toBe('urology');
  });
});

describe('the same burning without the urine stays the stomach', () => {
  it.each([
    ['dz', 'عندي الحريقة في كرشي بعد الماكلة'],
    ['dl', '3andi 7ri9a f kerchi ba3d lmakla'],
  ])('[%s] %s goes to gastroenterology', (_way, text) => {
    expect(triage(text).ranked[0]?.code).toBe('gastroenterology');
  });
});
