import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * 'ما عندي حتى وجع', 'ma 3andou hta s5ana' (not even one) and Darija's 'la dem la walou' (neither
 * ... nor) deny what follows, as 'ما عنديش' does; 'ca
 * pique' said of a throat is a prickling felt, not an insect's sting. Phrasings written for the tests.
 */
describe('not even one, and a prickle', () => {
  it.each([
    ['dz', 'ولدي طاح فالمدرسة، ما عندو حتى جرح وراهو يلعب'],
    ['dl', 'rasi yoj3ni chwiya, ma 3andi hta s5ana'],
  ])('[%s] denies what follows: %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
  });

  it.each([
    ['dz', 'حاملة فالشهر السادس، ما خرج حتى دم، غير ظهري يوجعني'],
    ['dz', 'حامل 7 شهور و ما كان حتى دم، البيبي يتحرك'],
    ['dl', '7amla 6 chhour, ma khraj hta dem, ghir dahri'],
  ])('[%s] a verb then not even one: %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(false);
  });

  it.each([
    ['dz', 'ما نقدرش حتى نتنفس'],
    ['dl', '7amla w khrajli dem bzaf hta l rejliya'],
  ])('[%s] cannot even, or even as far as, still alarm: %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(true);
  });

  it.each([
    '7amla 7 chhour, la dem la walou, ghir dahri yoj3ni',
    'ana 7amla f 8 mois, la nzif la wja3, lbebe y7arek mli7',
  ])("[dl] Darija's 'la ... la' (neither ... nor) denies both: %s", (text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
    expect(r.ask, text).toBeNull();
  });

  it("keeps the French article 'la ... la' as it was", () => {
    expect(triage('j ai mal a la tete la nuit').matched).toContain('headache');
    expect(triage('la fievre la nuit monte a 40').matched).toContain('fever');
  });

  it('reads the fever after the denial as denied', () => {
    expect(triage('ma 3andou hta s5ana').matched).not.toContain('fever');
    expect(triage('ما عندي حتى وجع').matched).not.toContain('pain');
  });

  it.each([
    'ca me pique dans la gorge depuis hier quand j avale, je mange normalement',
    'une arete de poisson hier, ca pique un peu mais je mange et je bois normalement',
  ])('a prickling throat is no sting: %s', (text) => {
    expect(triage(text).urgent, text).toBe(false);
  });

  it('a wasp sting with a swelling and a hard breath still alarms', () => {
    expect(triage('une guepe m a pique au cou, ca gonfle et j ai du mal a respirer').urgent).toBe(true);
  });
});
