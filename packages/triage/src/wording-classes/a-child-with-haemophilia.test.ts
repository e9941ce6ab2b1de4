import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A child known to have haemophilia who swells, bleeds or runs a fever: the haemophilia centre
 * (the haematologist) gives the factor, before the children's doctor.
 * Phrasings written for the tests, in the five ways of writing (en, fr, ar, dz, dl).
 */

describe('a child with haemophilia goes to the haematologist', () => {
  it.each([
    ['en', 'my boy 6 has hemophilia, he has a fever and his elbow is swollen and hot since this morning'],
    ['fr', 'mon fils 6 ans hemophile a de la fievre et son coude est gonfle et chaud depuis ce matin'],
    ['ar', 'ابني 6 سنوات مصاب بالهيموفيليا، عنده حمى ومرفقه منتفخ وساخن منذ الصباح'],
    ['dz', 'ولدي 6 سنين عندو الهيموفيلي، عندو السخانة وذراعو منفوخ وسخون من الصباح'],
    ['dl', 'wlidi 6 snin 3ando hemophilie, 3ando skhana w dra3o ntfakh w skhoun men sbah'],
    [
      'en',
      'my son 4 has hemophilia, he fell at school, his knee is swollen and hot and he cries, cant walk on it',
    ],
    [
      'fr',
      'mon fils 4 ans hemophile est tombe a l ecole, son genou est gonfle et chaud, il pleure et ne marche pas',
    ],
    ['dz', 'ولدي 4 سنين عندو الهيموفيلي، طاح فالمدرسة وركبتو منفوخة وسخونة، يبكي وما يقدرش يمشي'],
    [
      'dl',
      "wlidi 4 snin 3ando hemophilie, ta7 f l'ecole w rokbtou ntfkhat w skhouna, ybki w ma y9derch ymchi",
    ],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).ranked[0]?.code).toBe('hematology');
  });
});
