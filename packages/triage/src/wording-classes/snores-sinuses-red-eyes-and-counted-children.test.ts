import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Readings widened on the twenty-third round: the snore said with the short Darija verb ('nchekh'),
 * a headache with a lasting cold around the eyes or the forehead (the sinuses), a spot red as blood
 * in an eye, and children a mother counts while speaking of herself. Phrasings written for the
 * tests, in the ways of writing concerned.
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('a snore said with the short Darija verb, with pauses in the breath, is the chest physician’s', () => {
  it.each([
    ['dl', 'rajli ychekh kol lila w y7bes nefso chwiya, f nhar yr9od f lkhedma'],
    ['dl', 'tchekh bzaf w t7bes nfsha f lil, sba7 t9oum 3ayya'],
    ['dl', 'nshekh w n7bes nefsi f nouma, n9oum mkhnou9'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('snoring');
    expect(first(text)).toBe('pulmonology');
  });
});

describe('a headache with a cold that lasts, in the forehead or around the eyes, is the ENT’s', () => {
  it.each([
    ['en', 'pressure headache over my eyes since ten days with a cold'],
    ['fr', 'mal de tete au dessus des yeux depuis 10 jours avec un rhume'],
    ['dl', 'ras ywja3ni f jbha w 3la 3iniya mn 10 iyam m3a zkam'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('ent');
  });
});

describe('a spot red as blood in an eye is the eye doctor’s, not the skin’s', () => {
  it.each([
    ['fr', 'ce matin une tache rouge comme du sang dans mon oeil gauche, pas de douleur'],
    ['dl', '3ini limna fiha tache 7amra b dem mn sbe7, ma tewja3nich'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('ophthalmology');
  });
});

describe('children a mother counts while speaking of herself do not make her a child', () => {
  it.each([
    ['fr', 'je veux changer de contraception, la pilule me donne des migraines, 31 ans et 3 enfants'],
    ['dl', 'bghit nbeddel pilule ta3 man3 l7mel, 3ndi 33 ans w 3 drari'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).not.toContain('child');
    expect(first(text)).toBe('gynecology-obstetrics');
  });

  it('a parent who says her children are ill still brings a child', () => {
    expect(triage('my 2 kids have had a fever and a cough since yesterday').matched).toContain('child');
  });
});

describe('two functions said normal together with Darija’s “w” are both fine', () => {
  it.each([
    ['dl', 'dahri ywja3ni lta7t mn ki hezzit caisse, nboul w nkhrej normal'],
    ['dz', 'ظهري يوجعني من تحت من كي هزيت الكرطونة، نبول و نخرج نورمال'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).not.toContain('urine');
    expect(first(text)).toBe('orthopedics');
  });
});

describe('a testicle feared to be a cancer is the urologist’s first', () => {
  it.each([
    ['en', 'felt a small thing on one testicle last month, no pain, i am afraid of cancer'],
    ['dl', '7essit b 7aja sghira f bidati, rani khayef cancer'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('urology');
  });
});

describe('an allergy to penicillin and a new prescription is the general practitioner’s question', () => {
  it.each([
    ['en', 'i am allergic to penicillin and the dentist prescribed amoxicillin, is it safe'],
    ['fr', 'je suis allergique a la penicilline, on m a prescrit de l amoxicilline, je peux la prendre?'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('general-medicine');
  });
});

describe('“frankly” in Darija is no fit', () => {
  it.each([
    ['dl', 'rani 7zina mn chhar, nebki kol lila, ngoulek b sra7a ma bqitch nfar7'],
    ['dl', 'rani mqanet w nbki bezaf, n9olek b sra7a ma 3andi khater l walou'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).not.toContain('seizure');
    expect(first(text)).toBe('psychiatry');
  });
});

describe('hives after an allergen with a swelling face is the body’s reaction, not the skin’s', () => {
  it.each([
    [
      'en',
      'allergic to shrimp, ate some at a wedding, now hives all over my skin and my lips are swelling up',
    ],
    ['dl', 'ana allergique l crevette w klit chwiya, jeldi kamel 7bob w wjhi ntfe5, 7al9i mzyer'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
    expect(first(text)).toBe('general-medicine');
  });
});

describe('urine said foamy after it is named is the kidney doctor’s', () => {
  it.each([
    ['en', 'for some weeks my pee looks frothy and my ankles puff up by night'],
    ['dl', 'lbol ta3i yreghi kima savon w rjliya ntfkhou'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('kidney_disease');
    expect(first(text)).toBe('nephrology');
  });
});

describe('French spots “qui grattent” itch', () => {
  it('[fr] des plaques rouges qui grattent sur le cou depuis une semaine', () => {
    const r = triage('des plaques rouges qui grattent sur le cou depuis une semaine');
    expect(r.matched).toContain('itch');
    expect(r.ranked[0]?.code).toBe('dermatology');
  });
});

describe('a head that cannot bend to the chest is a stiff neck, not a chest complaint', () => {
  it.each([
    ['dl', 'rajli s5ana 39 w ma y9derch yhabet rasou l sadro, rasso ywj3o bzaf'],
    ['dl', 'bnti s5ana w ma t9derch thabet rasha l sadrha'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.matched).toContain('stiff_neck');
    expect(r.matched).not.toContain('chest');
    expect(r.ranked[0]?.code).toBe('infectious-diseases');
  });
});
