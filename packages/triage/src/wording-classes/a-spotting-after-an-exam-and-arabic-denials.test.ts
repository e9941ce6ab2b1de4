import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';
import { caught } from './caught.ts';

/**
 * A little spotting after a smear or an internal exam, stopped and painless, is what the exam left:
 * neither a heavy period nor a pregnancy outside the womb is asked about. 'ما عندي وجع' (Arabic
 * without the Darija 'ش') denies the pain. With pain, a heavy flow or a faint the exam explains
 * nothing. Phrasings written for the tests.
 */
describe('a spotting after an exam', () => {
  it.each([
    ['en', 'had a pap smear this morning and now a few pink drops, the doctor said it may happen'],
    [
      'fr',
      'enceinte de 2 mois, apres l echo endovaginale un peu de sang marron, ca s est arrete, pas de douleur',
    ],
    ['ar', 'حامل في الشهر الثاني، بعد الفحص الداخلي نزلت قطرات بنية وتوقفت، ما عندي الم'],
    ['dl', 'ana 7amla chahrin, ba3d ma darli toucher khrjet chwiya dem w 7bset, ma 3andi hta wja3'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
    expect(r.ask, text).toBeNull();
  });

  it.each([
    ['en', 'pregnant 3 months, after the smear test i am bleeding a lot with cramps'],
    ['fr', 'enceinte 7 semaines, apres le toucher je saigne beaucoup et j ai la tete qui tourne'],
  ])('[%s] still caught with pain, a heavy flow or a dizziness: %s', (_way, text) => {
    expect(caught(text), text).toBe(true);
  });
});

describe('Arabic denials without the Darija ش', () => {
  it.each([
    ['ar', 'ما عندي حراره ولا ضيق', 'fever'],
    ['ar', 'ابني ما عنده حمى ولا طفح', 'fever'],
    ['ar', 'حامل، ما عندي وجع', 'pain'],
  ])('[%s] %s', (_way, text, denied) => {
    expect(triage(text).matched, text).not.toContain(denied);
  });

  it('a baby said to move as usual in Darija in Latin letters reassures', () => {
    expect(triage('7amla f 6 mois, lbebe y7arek normal, ghir dahri yoj3ni').urgent).toBe(false);
  });
});
