import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * 'Nothing with blood', 'no trace of blood', 'aucune trace de sang' deny the blood as 'no blood'
 * does; and a breath that cuts on the stairs ('نقطع النفس', 'n9ta3 nefs', my breath cuts) is a
 * breathlessness on effort, not a severe pain beside a breath: a long-standing smoker's cough said
 * with it is the chest physician's, not the notice. Phrasings written for the tests.
 */

describe('blood denied with nothing or no trace raises no alarm', () => {
  it.each([
    ['en', 'cough for 10 days after a cold, nothing with blood when i spit, no fever'],
    ['en', 'yellow phlegm every morning for a week, no trace of blood, i feel ok otherwise'],
    ['fr', 'je tousse depuis 2 semaines, aucune trace de sang dans les crachats'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('a breath that cuts on the stairs in a smoker raises no alarm', () => {
  it.each([
    ['dz', 'نكمي من 15 عام، كل صباح الكحة، ونقطع النفس كي نطلع الدروج'],
    ['dz', 'نشرب الدخان من صغري، نقطع النفس كي نمشي بالزربة'],
    ['dl', 'nkmi 15 3am, kol sbe7 kohba w n9ta3 nefs ki ntla3 droj'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});
