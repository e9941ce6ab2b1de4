import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A fit told in Latin letters by what is seen: shaking ('yertaj3ed', 'yerta3ed'), eyes turned ('3inih
 * mklobin', 'mgloubin', 'chakhsin'), foam at a mouth spelled 'fommo' or 'fmo'. A dialysis whose
 * sessions 'passed' ('fatet 2 seances', 'فاتت جوج سيونسات') is missed, not over. Phrasings written
 * for the tests.
 */

describe('a fit told in Latin letters by its shaking, eyes and foam', () => {
  it.each([
    ['khalti tahet w rahi tertaj3ed, 3iniha mgloubin, 7 d9aye9 w mazal'],
    ['weldi yerta3ed w ykhrej zbed mn fmo, 3andou 6 min'],
    ['bba ta7 f l7ammam, 3inih chakhsin w rghwa f fomo, kter men 5 dqayq'],
    ['khoya rah yertaj3ed w ykhrej rghwa, 3andou 8 min ma wqafch'],
  ])('%s', (text) => {
    expect(triage(text).urgentReason, text).toBe('seizure');
  });

  it('does not read an eyelid that twitches or foamy urine as a fit', () => {
    for (const text of ['3ini tret3ed men semana, tferfer wa7edha', 'lbol ta3i fih rghwa men chhar']) {
      expect(triage(text).urgentReason, text).not.toBe('seizure');
    }
  });
});

describe('dialysis sessions that passed are missed, not over', () => {
  it.each([
    ['darija-latin', 'baba ydir dialyse, fatet zouj seances, rjlih ntafkhin w ma y9derch yetnafes ki yergod'],
    ['darija-ar', 'خالي يدير الدياليز، فاتت جوج سيونسات و راهو مخنوق و رجليه منفوخين'],
    ['fr', 'mon oncle dialysé a manqué deux séances, il étouffe et ses jambes ont gonflé'],
    ['ar', 'ابي مريض بالكلى فاتت حصتين من الغسيل وعنده ضيق تنفس شديد وتورم الساقين'],
    ['en', 'my gran on dialysis missed two sessions, her legs are swollen and she cant breathe lying flat'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(true);
  });
});

describe('a fit counted in parts of an hour', () => {
  it.each([
    ['darija-latin', 'khti tertaj3ed w ykhrej zbed men fomha, men rob sa3a'],
    ['darija-ar', 'ولدي يترعد و عينيه مقلوبين من نص ساعة'],
    ['fr', 'mon mari fait une crise depuis un quart d heure'],
    ['en', 'she has been fitting for half an hour'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason, text).toBe('seizure');
  });
});
