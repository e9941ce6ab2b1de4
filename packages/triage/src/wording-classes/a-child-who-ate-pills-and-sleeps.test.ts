import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A small child who ate an adult's medicines, the verb said apart from the pills, in an amount
 * nobody knows ('ma3rafnach 9addach kla', 'no idea how many he ate') or now sleeping a lot: a child
 * who swallowed them, the notice at once ('ma3rafnach', we do not know, is not a
 * denial of the eating that follows). A child who eats and takes a medicine as prescribed is not that.
 * Phrasings written for the tests, in the five ways of writing.
 */

describe('a child who ate pills and now sleeps a lot shows the notice', () => {
  it.each([
    [
      'en',
      'my 2 year old got into the drawer with grandpa s heart pills, no idea how many he ate, now he is sleeping a lot',
    ],
    [
      'fr',
      'ma fille de 3 ans a trouvé les cachets de son grand pere, on sait pas combien elle en a mangé, elle dort beaucoup',
    ],
    ['dz', 'ولدي عامين لقيناه حال علبة الدوا تاع جدو، ما عرفناش قداش كلا منها، ضرك يرقد بزاف'],
    ['dl', 'weldi 3amin l9inah m3a dwa ta3 jeddou, ma3rafnach 9addach kla, drk yr9ad bzaf'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(true);
    expect(r.urgentReason).toBe('child_swallowed');
  });
});

describe('a child who eats and takes a prescribed medicine raises no alarm', () => {
  it.each([
    ['en', 'my 4 year old ate well today, can he take his antibiotic syrup before or after meals'],
    ['dl', 'bnti 5 snin kla mlih w chrbet dwa ta3 tbib, wach nzidha doliprane?'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});
