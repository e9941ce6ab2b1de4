import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A racing heart already found sound, a word misread by its spelling ('part', 'khraj'), a bracketed
 * age, a wire touched, a pregnancy denied. Phrasings written for the tests, in the five ways of
 * writing (en, fr, ar, dz, dl).
 */

function top(text: string): string | undefined {
  return triage(text).ranked[0]?.code;
}

describe('a racing heart already checked and found sound, with fear, is panic', () => {
  it.each([
    ['en', 'my heart pounds and i feel like im dying in crowds, the cardiologist said my heart is perfect'],
    ['dz', 'قلبي يضرب بزاف كي نخرج للسوق ونتخلع، الطبيب قالي نورمال'],
    ['dz', 'كل مرة قلبي يضرب بالزربة، دارولي ECG قالي قلبك صحيح'],
    ['dl', 'galbi ydreb bzaf w nkhaf, tbib 9ali normal, w ki nkhrej yerja3'],
  ])('[%s] %s goes to psychiatry', (_way, text) => {
    expect(top(text)).toBe('psychiatry');
  });
  it('a chest pain checked normal for which a heart doctor is asked stays the cardiologist', () => {
    expect(top('chest pain last month, ecg normal at the er, i want to see a cardiologist to be sure')).toBe(
      'cardiology',
    );
  });
});

describe("'ca part' is going away, not a discharge ('pertes')", () => {
  it('[fr] hemorrhoids that come and go go to gastroenterology', () => {
    expect(top('des hemorroides, un peu de sang sur le papier, ca vient et ca part')).toBe(
      'gastroenterology',
    );
  });
});

describe('an age in brackets belongs to the person before it', () => {
  it.each([
    ['fr', 'ma niece (6 ans) a de la fievre et tousse', 'child'],
    ['dz', 'الصغيرة (5 سنين) عندها السخانة', 'child'],
    ['en', 'the baby (5 months) has a fever since last night', 'infant'],
  ])('[%s] %s reads %s', (_way, text, group) => {
    expect(triage(text).matched).toContain(group);
  });
});

describe("Darija 'khraj' (went out) is not an abscess unless said of a tooth or a gum", () => {
  it('[dl] a little blood that came out of an ear goes to ent', () => {
    expect(top('khraj dem mn wedni ki noudt mn n3ass')).toBe('ent');
  });
  it('[dl] an abscess on a tooth stays the dentist', () => {
    expect(top('3andi khraj f sni w 7nki ntfa5')).toBe('dentistry');
  });
});

describe("'mess khit' (touched a wire) is an electric shock", () => {
  it('[dl] a worker who touched a live wire, burnt on the hand, is flagged', () => {
    const r = triage('l5addam messo khit ta3 triciti, w 7ar9a f yeddo');
    expect(r.matched).toContain('electrocution');
    expect(r.urgent).toBe(true);
  });
});

describe("'مارانيش' denies what follows", () => {
  it('[dz] a burning pee with the pregnancy denied reads no pregnancy and goes to urology', () => {
    const r = triage('يحرقني كي نبول من البارح ومارانيش حاملة');
    expect(r.matched).not.toContain('pregnancy');
    expect(r.ranked[0]?.code).toBe('urology');
  });
});
