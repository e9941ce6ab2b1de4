import { describe, expect, it } from 'vitest';
import { lexiconAlone } from '../triage.ts';

/**
 * A baby of a few weeks who brings up milk with a streak of blood, the mother's nipple cracked
 * ('ras sdri m9atta3', 'راس البزولة مجروح', 'crevasses au bout du sein'): whether the blood is the
 * mother's is the pediatrician's question. The age is the baby's with a Darija possessive between
 * ('bebe ta3i 3 semaines'), and the midwife named with it says no pregnancy. Top-1 is the lexicon's
 * alone. Phrasings written for the tests.
 */

const first = (text: string) => lexiconAlone(text).ranked[0]?.code;

describe("a baby's milk brought up with the blood of a cracked nipple is the pediatrician", () => {
  it.each([
    ['en', 'my baby 3 weeks old brought up some milk with a little blood, my nipples are cracked'],
    ['fr', 'mon bebe de 10 jours regurgite son lait avec un peu de sang, j ai des crevasses au bout du sein'],
    ['ar', 'طفلي عمره 3 اسابيع يرجع الحليب وفيه خيط دم، حلمتي متشققه'],
    ['dz', 'البيبي تاعي 20 يوم رجع الحليب فيه شوية دم، راس صدري مجروح'],
    ['dl', 'wlidi ta3i 2 semanat yraje3 l7lib fih chwiya dem, ras bzolti mjarra7'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('pediatrics');
  });

  it('reads the midwife named about a newborn as no pregnancy', () => {
    const r = lexiconAlone('la sage femme m a dit que mon bebe de 3 semaines a un muguet');
    expect(r.ranked[0]?.code).toBe('pediatrics');
    expect(r.matched).not.toContain('pregnancy');
  });
});
