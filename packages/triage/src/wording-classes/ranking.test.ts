import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Which doctor first: numbness where one sits, with the bladder or the legs failing, is the
 * neurologist's whatever hurts in the back; one faint or a passing dizziness with its harmless
 * cause, over or already checked, is the family doctor's. Phrasings written for the tests.
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('numbness where one sits goes to the neurologist', () => {
  it.each([
    ['en', 'my lower back has hurt for ten days and now my bottom feels numb and i leak urine'],
    ['fr', "lombalgie depuis 10 jours, ce matin je sens plus rien entre les jambes et j'ai des fuites"],
    ['dl', 'dahri ywja3ni mn 10 iyam w drk ma n7ess walou bin rjliya w nboul 3la rou7i'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('neurology');
  });
});

describe('one faint or a passing dizziness with its harmless cause is the family doctor', () => {
  it.each([
    ['en', 'i fainted once in a very hot bath, came round at once and i am fine now'],
    ['ar', 'اغمي علي مره واحده بعد الصيام الطويل، فحصني الطبيب وكل شيء سليم'],
    ['dl', 'ghmet 3liya mara f lhammam mn s5ana, drok labas'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('general-medicine');
  });
});

describe('found confused in the heat is a heat stroke, the emergency physician', () => {
  it.each([
    ['dz', 'لقينا جدي طايح ف الحر وراهو يخلط ف الهدرة'],
    ['dl', 'l9ina jeddi ta7 f l7ar w rah ykhalat f lhadra'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('heat_stroke');
    expect(first(text)).toBe('general-medicine');
  });
});

describe("a child named 'the boy of mine' in Darija is a child, and a baby by the age said", () => {
  it('[dz] a boy of 7 months with diarrhoea goes to the pediatrician', () => {
    const r = triage('الولد تاعي عندو 7 شهور يسهل ويتقيا وما يبولش');
    expect(r.matched).toContain('infant');
    expect(r.ranked[0]?.code).toBe('pediatrics');
  });
});
