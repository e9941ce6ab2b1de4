import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Words read as another thing by their form: a weight after 'i am' read as an age, 'vue par' (seen
 * by) read as the eyesight, 'rekebtou' (his knee) corrected to 'raqebtou' (his neck).
 * Phrasings written for the tests.
 */

describe("a weight after 'i am' is not an age", () => {
  it.each([
    ['en', 'i am 72 kg, how many tablets of ibuprofen can i take for a toothache'],
    ['en', 'im 80 kgs and my knee hurts when i run'],
  ])('[%s] %s does not read an older adult', (_way, text) => {
    expect(triage(text).matched).not.toContain('older_adult');
  });
  it('a bare age after i am still reads an older adult', () => {
    expect(triage('i am 72 and my knee hurts when i walk').matched).toContain('older_adult');
  });
});

describe("'vue par' (seen by) a doctor is not the eyesight", () => {
  it.each([
    ['fr', 'vue par ma gyneco la semaine derniere pour des regles douloureuses'],
    ['fr', 'j ai ete vu par le medecin pour une toux qui dure'],
  ])('[%s] %s does not read vision', (_way, text) => {
    expect(triage(text).matched).not.toContain('vision');
  });
  it('[fr] a sight that drops is still the eyesight', () => {
    expect(triage('ma vue baisse depuis un mois').matched).toContain('vision');
  });
});

describe("'rekebtou' is his knee, not his neck", () => {
  it.each([
    ['dl', 'rekebtou ntfkhat ki ta7 f lmatch'],
    ['dl', 'rekebti twja3ni ki nahbet droj'],
  ])('[%s] %s reads a joint and no neck', (_way, text) => {
    const r = triage(text);
    expect(r.matched).toContain('joint_site');
    expect(r.matched).not.toContain('neck');
  });
});
