import { describe, expect, it } from 'vitest';
import { lexiconAlone } from '../triage.ts';

/**
 * Once its digit is read, Darija 'sa3la' (a cough) is written like 'sala' (the living room) and
 * like 'sal3a' (baldness). Said after 'in' ('ta7 f sala'), it is a room, neither a cough nor a skin
 * complaint; baldness is said with its article or its head ('ssal3a', 'sal3a f rasi'). A fit is
 * told with the shaking ('yertaj3ed'), the eyes rolled ('mklobin') and the foam in the mouth
 * ('f fommo'). Top-1 is the lexicon's alone. Phrasings written for the tests.
 */

const first = (text: string) => lexiconAlone(text).ranked[0]?.code;

describe('a fall in the living room with shaking and foam is a fit', () => {
  it.each([
    ['dl', 'khouya ta7 f sala w rah yertaj3ed w zbed f fommo'],
    ['dl', 'wldi ta7 fel salon, 3inih mklobin w rah yertej3ed'],
  ])('[%s] %s', (_way, text) => {
    const r = lexiconAlone(text);
    expect(r.ranked[0]?.code).toBe('neurology');
    expect(r.urgent).toBe(true);
  });
});

describe('the living room is a place, the cough and the baldness keep their doctors', () => {
  it('reads a knee swollen after a fall in the living room as the orthopaedist', () => {
    expect(first('yemma ta7et f sala w rkobtha ntfkhet')).toBe('orthopedics');
  });
  it('reads a dry cough for a week as the chest physician', () => {
    expect(first('sa3la ybsa mn semana, ma3andich skhana')).toBe('pulmonology');
  });
  it('reads baldness with its article as the dermatologist', () => {
    expect(first('3andi ssal3a w chaari ytih bzaf')).toBe('dermatology');
  });
});
