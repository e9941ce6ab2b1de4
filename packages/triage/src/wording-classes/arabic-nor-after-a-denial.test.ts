import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * An Arabic denial read to its end: 'ولا' (nor) after a denial in its clause or the clause before
 * goes on denying, even when a word between ended the first denial's reach ('لم يغمى علي ابدا ولا
 * ضيق في التنفس', 'لا اضيق في التنفس، ولا دم فيها'). Other ways of writing are the guards of the
 * same lists. Phrasings written for the tests.
 */

describe('a complaint denied after nor shows no notice', () => {
  it.each([
    ['ar', 'سعال جاف منذ اسبوعين، لا توجد حمى، لا اضيق في التنفس، ولا دم فيه'],
    ['ar', 'خفقان قوي احيانا بعد الشاي، لا يوجد الم في الصدر ولم يغمى علي ابدا ولا ضيق في التنفس'],
    ['dz', 'كحة ناشفة من جمعة، ماعنديش سخانة، ماشي ضيق فالنفس، ولا دم فيها'],
    ['en', 'dry cough for 10 days, no fever, no shortness of breath, and no blood in it'],
    ['fr', 'toux seche depuis 10 jours, pas de fievre, pas d essoufflement, ni de sang'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('nor without a denial before it denies nothing', () => {
  it.each([['ar', 'ابي يكح دما منذ الصباح ولا يستطيع التنفس']])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});
