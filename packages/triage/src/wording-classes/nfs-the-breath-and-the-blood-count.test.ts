import { describe, expect, it } from 'vitest';
import { lexiconAlone } from '../triage.ts';

/**
 * Darija 'dyi9 f nfs' is a breath that is short ('nfs', nafas), not the French blood count (NFS):
 * denied, it is a danger checked, not a blood disease. The blood count said as an analysis keeps
 * the haematologist. Top-1 is the lexicon's alone. Phrasings written for the tests.
 */

describe("Darija 'dyi9 f nfs' is the breath", () => {
  it('reads a short breath after stairs as the breath, not the blood', () => {
    const r = lexiconAlone('3andi dyi9 f nfs mn lbare7 ki ntla3 drouj');
    expect(r.matched).toContain('breath');
    expect(r.matched).not.toContain('blood_disease');
  });
  it('reads a denied short breath with a cough as the chest physician', () => {
    expect(lexiconAlone('ma3andich di9 f nfs w ma 3andich skhana, ghir sa3la').ranked[0]?.code).toBe(
      'pulmonology',
    );
  });
  it('keeps the blood count said as an analysis with the haematologist', () => {
    expect(lexiconAlone('dert analyse nfs w tal3et normal').ranked[0]?.code).toBe('hematology');
  });
});
