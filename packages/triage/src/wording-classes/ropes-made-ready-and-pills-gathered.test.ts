import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * The means of a death made ready: a rope got ready, bought or tied with a time or despair
 * ('wajjadt l7bel ... had lila', 'got the rope ready ... tonight'), an end said as finishing
 * oneself ('nkammel 3la rou7i', 'finish myself off'), and medicines gathered whatever their word
 * ('rassemblé les boites de dwa', 'lammit ga3 dwa'). Phrasings written for the tests.
 */

describe('a rope made ready, finishing oneself, or medicines gathered with a plan, shows the notice', () => {
  it.each([
    ['en', 'i got the rope ready in the garage, tonight i finish myself off'],
    ['en', 'tied the rope in the shed already, tonight is the night'],
    ['ar', 'جهزت الحبل في الغرفة، الليلة لن يراني أحد'],
    ['dz', 'ماعادش فيا الصبر، غدوة نكمل على روحي'],
    ['dl', 'wajjadt l7bel f sta7, had lila nkammel 3la rou7i'],
    ['fr', "j'ai rassemblé les boites de dwa de ma mere, ce soir j'avale tout, j'en peux plus"],
    ['dl', 'lemmit ga3 dwa ta3 yemma f sac, lyoum ma n9derch nzid'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(true);
    expect(r.urgentReason).toBe('suicide');
  });
});

describe('a rope or medicines put together for an everyday reason raise no alarm', () => {
  it.each([
    ['en', 'i gathered my medicines for the trip, which ones can i take together for my tension'],
    ['fr', "j'ai préparé la corde à linge et j'ai mal au dos depuis 3 jours"],
    ['dz', 'حضرت الدوا تاع السمانة لبابا فالعلبة، واش نقدر نعطيه مع الماكلة؟'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});
