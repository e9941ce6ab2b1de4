import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * The calf named in Darija ('sa9i', 'sa9ha', 'ساقو'), swollen after an operation or a birth, with a
 * breath suddenly short or painful: a clot gone to the lung, the notice at once, as with 'rjli'
 * or 'my calf'. Phrasings written for the tests.
 */

describe('a swollen calf said in Darija with a sudden breathlessness after an operation shows the notice', () => {
  it.each([
    [
      'dl',
      "3 jours ba3d l'operation ta3 l'hanche, sa9i lisriya ntfkhet w fjaa wlit nhat9 w sadri ywja3ni ki ntneffes",
    ],
    ['dl', 'mrati wldat hadi 10 ayam, sa9ha ntfkhet w lyoum fjaa nefsha m9atta3'],
    ['dz', 'بابا دار عملية فالكرش هادي سمانة، ساقو تنفخت واليوم فجأة نفسو مقطوع'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(true);
    expect(r.urgentReason).toBe('breathing');
  });
});
