import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Darija in Arabic letters glues the 'ما' to its verb ('مقدرتش نتنفس', 'العادة مجاتنيش'): read apart,
 * as the wordings write it, and a period said in French beside a Darija verb ('la regle ما جاتنيش') is
 * missed. A girl 'of 14 years, since a week' is ill for a week, not 14 years ago. Phrasings written
 * for the tests.
 */

describe('a ما glued to its verb is read as the wordings write it', () => {
  it.each([
    ['مقدرتش نتنفس من الصباح و صدري مزير', 'breathing'],
    ['ماقدرتش نتنفس كي نرقد', 'breathing'],
    ['الدورة مجاتنيش هادي شهرين و عندي وجع قوي فالجنب اليسار', 'ectopic_pregnancy'],
    ['la regle ماجاتنيش و كرشي توجعني من الجيهة اليمين و شوية دم', 'ectopic_pregnancy'],
  ])('%s', (text, reason) => {
    expect(triage(text).urgentReason, text).toBe(reason);
  });

  it('keeps a glued denial of a thing not had as a denial', () => {
    for (const text of ['مكانش الدم فالبول، غير يحرقني كي نبول', 'ماعنديش السخانة و مكانش الكحة']) {
      const r = triage(text);
      expect(r.urgent, text).toBe(false);
      expect(r.matched, text).not.toContain('fever');
    }
  });
});

describe('an age in years, then hadi and a duration: ill since then, not years ago', () => {
  it.each([
    ['ولدي 12 سنة هادي 4 ايام يشرب الما بزاف و يبول بزاف، اليوم يتقيا و يتنفس بالزربة'],
    ['benti 13 ans hadi semana tochrob lma bzaf w tbol bzaf, lyoum tetqaya w ri7t fommha kima tteffa7'],
  ])('%s', (text) => {
    expect(triage(text).urgentReason, text).toBe('high_sugar');
  });

  it('still reads years then hadi alone as a past episode', () => {
    const r = triage('jatni crise 3 snin hadi, daba labas');
    expect(r.urgent).toBe(false);
  });
});
