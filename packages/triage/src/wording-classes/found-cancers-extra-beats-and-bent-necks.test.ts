import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Three rankings the sets agree on: a cancer a scope found, with a surgeon or chemotherapy next,
 * goes to the oncologist (a relative's cancer and a screening scope stay with the
 * gastroenterologist); an extra heartbeat said 'ضربة زايدة' is the heart, not a blow and not the
 * appendix; a head that cannot be bent to the chest said in Darija is a stiff neck. Phrasings
 * written for the tests, in the five ways of writing.
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('a cancer found by a scope, the surgeon next, is the oncologist', () => {
  it.each([
    [
      'en',
      'my mother had a gastroscopy and the biopsy shows stomach cancer, the surgeon wants her seen first',
    ],
    ['fr', 'mon pere a fait une coloscopie, la biopsie montre un cancer, le chirurgien nous envoie a l onco'],
    ['ar', 'أجرى أخي تنظير القولون وأظهرت الخزعة سرطانا، الجراح قال يجب ان يراه طبيب الاورام'],
    ['dz', 'يما دارت الكولوسكوبي وطلع عندها سرطان، الجراح قال روحو لطبيب الاورام'],
    ['dl', 'khali dar fibroscopie w tla3 3ando cancer f l3ada, chirurgien 9al lazem onco 9bel operation'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('oncology');
  });

  it.each([
    ['fr', 'mon oncle a eu un cancer du colon, a quel age je fais la coloscopie?'],
    ['dl', 'baba kan 3ando cancer colon, wa9tach ndir coloscopie ana?'],
  ])("a screening scope for a relative's cancer stays with the gastroenterologist: [%s] %s", (_way, text) => {
    expect(first(text)).toBe('gastroenterology');
  });
});

describe('an extra heartbeat is the heart', () => {
  it.each([
    ['en', 'i feel an extra beat in my heart sometimes at night, no chest pain'],
    ['fr', 'le soir je sens un battement en plus, pas de douleur, pas essoufflee'],
    ['ar', 'أشعر أحيانا بضربة زائدة في قلبي ثم يتوقف لحظة، لا ألم في الصدر'],
    ['dz', 'ساعات نحس قلبي يضرب ضربة زايدة ويحبس، ما عنديش وجع'],
    ['dl', 'sa3at n7es darba zayda f galbi w y7bes chwiya, ma 3andich wja3'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('cardiology');
  });
});

describe('a head that cannot be bent to the chest, with fever, is a stiff neck', () => {
  it.each([
    ['dl', 'khti s5ana kbira w rasha ywj3ha, ma t9derch thabet rasha l sdarha'],
    ['dl', 'wldi skhoun bzaf, ma y9derch yhabet rasso l sdro w rasso ywj3o'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.matched).toContain('stiff_neck');
    expect(r.matched).not.toContain('chest');
  });
});
