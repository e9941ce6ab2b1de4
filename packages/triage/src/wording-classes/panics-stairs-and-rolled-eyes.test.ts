import { describe, expect, it } from 'vitest';
import { caught } from './caught.ts';
import { triage } from '../index.ts';

/**
 * Alarms raised on what a doctor reads as anxiety or a slow illness: choking felt when thinking of
 * an exam, a smoker short of breath on the stairs for years, 'crises' with a pounding heart that
 * last ten minutes and pass; and a fit said by its look, eyes rolled back while the body shakes.
 * Phrasings written for the tests, in the five ways of writing.
 */

describe('choking felt when anxious is asked about, not alarmed', () => {
  it.each([
    [
      'en',
      'exams next week, im anxious all the time and when i think about it i feel like im choking, i cant study',
    ],
    [
      'fr',
      'le bac approche, je stresse tout le temps, quand j y pense je me sens etouffer et je n arrive pas a reviser',
    ],
    ['ar', 'اقترب الامتحان وانا قلق طوال الوقت، عندما افكر فيه احس اني مخنوق ولا استطيع المراجعة'],
    ['dz', 'الامتحان قرب وانا قلقان ديما، كي نخمم فيه نحس روحي مخنوق وما نقدرش نقرا'],
    ['dl', 'l examen 9rib w ana 9ala9 dima, ki nkhamem fih n7ess rou7i makhnou9 w ma n9derch n9ra'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it('anxious, with blue lips and unable to breathe, still shows the notice', () => {
    expect(triage('im very anxious and i suddenly cant breathe, my lips are turning blue').urgent).toBe(true);
  });
});

describe('a smoker short of breath on the stairs for years is a consultation', () => {
  it.each([
    ['en', 'i smoke for 20 years, cough every morning and get short of breath climbing the stairs'],
    ['fr', 'je fume depuis 20 ans, je tousse le matin et je suis essouffle quand je monte les escaliers'],
    ['dl', 'nkmi mn 20 sna, nko7 kol sba7 w ki ntla3 droj nekhne9 chwiya'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it('a missed dialysis with breathlessness lying down still shows the notice', () => {
    expect(
      triage('my father missed two dialysis sessions and now cannot breathe when he lies down').urgent,
    ).toBe(true);
  });
});

describe("'crises' with a pounding heart and the fear of dying, in an anxious adult, are panic attacks", () => {
  it.each([
    [
      'fr',
      'je stresse beaucoup, j ai des crises ou mon coeur tape et j ai peur de mourir, ca dure 10 min et ca passe',
    ],
    [
      'fr',
      'dans le tram j ai des crises ou j ai l impression que je vais mourir, ca dure 10 min, mes analyses sont normales',
    ],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ranked[0]?.code).toBe('psychiatry');
  });

  it('a child whose fit has lasted ten minutes still shows the notice', () => {
    expect(triage('mon fils fait une crise depuis 10 min, il ne repond pas').urgent).toBe(true);
  });
});

describe('eyes rolled back while the body shakes are a fit', () => {
  it.each([
    ['en', 'my brother was shaking all over and his eyes rolled back'],
    ['fr', 'mon fils tremblait et ses yeux etaient revulses'],
    ['ar', 'ابني كان يرتجف وانقلبت عيناه'],
    ['dz', 'ولدي كان يرجف وعينيه تقلبو'],
    ['dl', 'weldi kan yerjef w 3inih t9elbou'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.matched).toContain('seizure');
    expect(caught(text)).toBe(true);
  });
});
