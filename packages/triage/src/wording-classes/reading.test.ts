import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * How a word is read: the person a verb is said of, Darija's article, dropped vowels, and words
 * one letter away from a symptom.
 * Phrasings written for the tests, in the ways of writing the class concerns (en, fr, ar, dz Darija
 * in Arabic letters, dl Darija in Latin letters).
 */

describe('a verb said of another person is the same verb', () => {
  // Arabic and Darija mark the person on the verb's first letter: 'يتعرق', 'تتعرق', 'نعرق'.
  it.each([
    ['جارتي تتعرق طول الليل', 'sweating'],
    ['khti t3ra9 bezzaf f lil', 'sweating'],
    ['ختي تسمع صوات ما يسمعهمش حتى واحد', 'psychosis'],
  ])('%s reads %s', (text, concept) => {
    expect(triage(text).matched).toContain(concept);
  });

  it("does not read a past tense starting with 'ا' as another person", () => {
    // 'اوقفته' (she stopped it, a medicine) is not 'توقفت' (it stopped: an episode over).
    expect(triage('أمي أوقفته فجأة وهي تتقيأ').matched).not.toContain('followup');
  });
});

describe("Darija's article before a sun letter is the doubled letter", () => {
  it.each([
    ['ykhrej eddem men fommou', 'blood'],
    ['3andi mochkil f ennefs', 'breath'],
  ])('%s reads %s', (text, concept) => {
    expect(triage(text).matched).toContain(concept);
  });
});

describe('everyday activities are not misread as symptoms one letter away', () => {
  it.each([
    ['i was cooking dinner', 'breathless_severe'],
    ['i was hunting with my uncle', 'pain'],
    ['i was sewing a dress', 'see'],
  ])('%s does not read %s', (text, concept) => {
    expect(triage(text).matched).not.toContain(concept);
  });
});

describe('the lungs with the vowel dropped (rya, ryti) are the lungs', () => {
  it.each([
    ['dl', 'ntkayef bzaf, n7eb ndir controle ta3 rya'],
    ['dl', 'ryti fiha mochkil, n9a7ab bzaf'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).ranked[0]?.code).toBe('pulmonology');
  });
});

describe('a unit of time is not filler inside a wording', () => {
  // 'كل [جمعة حاب] دوا' is not 'كل الدواء' (all the medicine): the week ends the phrase.
  it.each([
    ['dz', 'كل جمعة حاب دوا'],
    ['dz', 'كل جمعة نحب دوا للوجع تاع الركبة'],
    ['dz', 'كل شهر حاب دوا جديد للضغط'],
  ])('[%s] %s is not an overdose, nor the screen', (_way, text) => {
    const r = triage(text);
    expect(r.matched).not.toContain('intentional');
    expect(r.ask).toBeNull();
    expect(r.urgent).toBe(false);
  });

  it('"كل جمعة" (every week) is a recurrence, like every month', () => {
    expect(triage('كل جمعة يجيني الصداع').matched).toContain('recurrent');
  });
});

describe('Darija in Latin letters read through its spellings', () => {
  // Two Arabizi digits at a word's start, the vowel between them dropped: '39reb' is '3a9reb'.
  it.each([
    ['l3ayel 9ersou 39reb f sebba3 rjlih', 'scorpion'],
    ['wahed 39rab dkhel l sebbati', 'scorpion'],
  ])('%s reads %s', (text, concept) => {
    expect(triage(text).matched).toContain(concept);
  });

  it('keeps a number glued to a measure a number', () => {
    expect(triage('skhana 39deg men lbare7').matched).not.toContain('scorpion');
  });

  // A short verb whose 'y' the vowel-less skeleton dropped ('tqayi', 'tetgayya', 'nqayi'), its
  // 'q' said 'g' in the east, doubled letters, the vowel after the person.
  it.each([
    ['mrati tet9ayya mn sbe7', 'vomiting'],
    ['lbent tgayi kol ma takoul', 'vomiting'],
    ['rani n9ayi mn lbare7', 'vomiting'],
    ['yemma tetgayi w kerchha tewja3', 'vomiting'],
  ])('%s reads %s', (text, concept) => {
    expect(triage(text).matched).toContain(concept);
  });
});

describe('inside a wording, a Darija word spelled with other vowels or a letter doubled', () => {
  it.each([
    ['dl', 'khouya tah f triq w rah ykhrej zbad', 'seizure'],
    ['dl', 'lbebe ma bgach yet7arek f karchi, rani f 8 mois', 'fetal_movement'],
  ])('[%s] %s reads %s', (_way, text, id) => {
    expect(triage(text).matched).toContain(id);
  });
});
