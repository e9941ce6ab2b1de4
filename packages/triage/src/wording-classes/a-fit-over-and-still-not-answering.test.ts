import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A fit that stopped with the person still not answering or opening the eyes ('ما زال ما يرد', 'il
 * repond toujours pas', 'mazal ma yjawebch') is not an episode over: the notice. Awake and
 * answering after it, the screen at most. Phrasings written for the tests.
 */
describe('a fit that stopped, the person still not answering', () => {
  it.each([
    ['en', 'my brother had a seizure, the shaking stopped ten minutes ago but he still doesnt answer us'],
    ['fr', 'ma mere a convulse, ca s est arrete mais elle repond toujours pas'],
    ['ar', 'اخي اصابته نوبه صرع، توقفت الرجفه لكن لا يزال لا يرد علينا'],
    ['dz', 'بابا تخبط و حبس، بصح مازال ما يجاوبش و ما حلش عينيه'],
    ['dl', 'khti ttkhabtet w wfat, bsa7 mazal ma tjawebch'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(true);
  });

  it.each([
    ['fr', 'la crise est finie depuis un quart d heure mais il n ouvre toujours pas les yeux'],
    ['dz', 'الاختلاج توقف بصح ما زال ما فتحش عينيه و ما يهدرش'],
    ['en', 'the fit is over but she still hasnt opened her eyes'],
  ])('[%s] eyes still shut: %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(true);
  });

  it.each(['ولدي عندو 3 سنين ما زال ما يهدرش مليح', 'wldi 2 ans mazal ma yhderch ghir kelmat'])(
    'a child who still does not talk is a delay, not a person out: %s',
    (text) => {
      expect(triage(text).urgent, text).toBe(false);
    },
  );

  it('does not alarm on a fit yesterday, answering normally today', () => {
    expect(triage('il a fait une crise hier, maintenant il va bien et repond normalement').urgent).toBe(
      false,
    );
  });
});
