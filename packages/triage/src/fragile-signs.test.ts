import { describe, expect, it } from 'vitest';
import { triage } from './index.ts';

const screened = (text: string) => {
  const r = triage(text);
  return !r.urgent && r.ask?.question === 'emergency_screen';
};

/**
 * Several signs at once on a fragile patient ask the screen even when no rule ties those signs
 * together: the mechanism counts what it read, it does not know the words (decision 0054).
 */
describe('several signs on a fragile patient', () => {
  it('asks the screen for a baby with three signs no rule names together, in every way of writing', () => {
    for (const text of [
      'my 4 month old has diarrhea, a rash on his legs and his eyes are sunken',
      'رضيعي عمره 5 اشهر عنده طفح جلدي واسهال وعينه منتفخه',
      'بنتي 7 شهور عندها الحبوب فجسمها و الاسهال و عينيها منفوخين',
    ])
      expect(screened(text), text).toBe(true);
  });

  it('asks the screen for an older patient with two signs said as severe and spreading', () => {
    for (const text of [
      'my grandmother, 82, has a severe pain in her belly that spreads to her back and she is sweating',
      'ma grand-mère de 80 ans a une douleur très forte au ventre qui descend dans le dos et elle transpire',
      'jedda 80 sna 3andha wja3 9wi bzaf f kerch0ha yrouh l dhar w t3re9',
    ])
      expect(screened(text), text).toBe(true);
  });

  it('stays quiet on a baby said to breathe and feed well, an old complaint, and a plain request', () => {
    for (const text of [
      'bebe 9 mois, nez qui coule, il tete bien et respire bien',
      'my grandfather, 75, has had knee pain on the stairs for years',
      'I am 8 months pregnant and I want a check-up',
    ]) {
      const r = triage(text);
      expect(r.urgent, text).toBe(false);
      expect(r.ask, text).toBeNull();
    }
  });
});
