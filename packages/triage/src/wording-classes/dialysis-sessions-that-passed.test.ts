import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Dialysis sessions that 'passed' the patient ('فاتتها جوج سيونص', 'fatetha jouj seances', 'فاتته
 * جلستان') are sessions missed, not an episode over: with swollen legs or a breath that will not let
 * them lie flat, the notice. Phrasings written for the tests, in the five ways of writing.
 */
describe('missed dialysis said as sessions that passed alarms', () => {
  it.each([
    [
      'en',
      'my dad skipped two of his kidney dialysis sessions, his ankles are puffy and he gasps when lying down',
    ],
    ['fr', 'mon père a loupé deux séances de dialyse, il a les pieds gonflés et il étouffe couché'],
    ['ar', 'والدي فاتته جلستان من غسيل الكلى، ساقاه منتفختان ولا يستطيع الاستلقاء من ضيق التنفس'],
    ['dz', 'بابا فاتتو زوج سيونص تاع الدياليز، رجليه منفوخين و ما يقدرش يرقد من ضيقة النفس'],
    ['dl', 'yemma fatetha jouj seances ta3 dialyse, rjliha mnfo5in w ma t9derch tr9ed mn di9 nnefs'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(true);
  });

  it('does not alarm on a dialysis session done as usual', () => {
    expect(triage('درت السيونس تاع الدياليز عادي، غير الحكة فجلدي').urgent).toBe(false);
  });
});
