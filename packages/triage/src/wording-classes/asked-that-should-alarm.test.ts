import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Emergencies that were only asked about, where a doctor wants the notice at once: a baby's age said
 * as the time since birth ('born 3 weeks ago', 'tzad hadi 3 semanat') with a fever; Darija's
 * 'raje3' (vomited) said with a count, beside a testicle or a knock on the head; a pain that woke a
 * child in the night; a knock on the head on a blood thinner; a relative's burn with the skin white
 * or blistered; a gas bottle that burst in Darija. And what stays calm: 'زاد'/'ولد' with a time are
 * not a birth, 'raje3 mn lkhedma' is coming back from work. Phrasings written for the tests.
 */

describe('a fever in a baby whose age is said as the time since birth', () => {
  it.each([
    ['en', 'my baby was born 3 weeks ago, tonight 38.3'],
    ['fr', 'mon bebe est ne il y a 20 jours, il a 38.5 de fievre'],
    ['ar', 'ابني مولود منذ 3 أسابيع وحرارته 38.5'],
    ['dz', 'وليدي تزاد من 20 يوم وفيه السخانة 38.4'],
    ['dl', 'bebe tzad hadi 3 semanat, s5ana 38.5'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('infant_fever');
  });

  it.each([
    ['dz', 'الولد من 3 ايام عندو السخانة 38.5'],
    ['dz', 'السخانة زادت من 3 ايام 38.5'],
    ['fr', 'il ne mange plus depuis 3 semaines, fievre 38.5'],
    ['en', 'my baby was born 2 months early, now he is 5 months, fever 38.2'],
  ])('[%s] a time that is not a birth: %s', (_way, text) => {
    expect(triage(text).urgentReason).not.toBe('infant_fever');
  });
});

describe("Darija's 'raje3' with a count is vomiting", () => {
  it.each([
    ['dl', 'wldi 13 ans wja3 9wi f testicule, raje3 zouj merrat'],
    ['dl', 'baba tla7 w drab rasso, lyoum raje3 3 merrat'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });

  it('coming back from work is not vomiting', () => {
    expect(triage('rani raje3 mn lkhedma w rasi ywja3ni').ask?.question).not.toBe('sudden_worst_headache');
  });
});

describe('a pain that woke a boy in the night, in a testicle, with vomiting, stays the notice', () => {
  it.each([
    [
      'en',
      'my son 14 woke up in the night with a strong pain in his left testicle, he threw up, he was too shy to tell me before',
    ],
    [
      'fr',
      'mon fils 14 ans reveille en pleine nuit avec une forte douleur au testicule, il a vomi, il avait honte de le dire avant',
    ],
    ['dz', 'وليدي 14 سنة فاق في الليل بوجع قوي في الخصية وتقيا، كان يحشم ما حبش يقولي بكري'],
    ['dl', 'wldi 14 ans fa9 f lil b wja3 f testicule w raje3 zouj merrat, ma 7abch y9olli bekri'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('testicular_torsion');
  });
});

describe('a knock on the head on a blood thinner shows the notice', () => {
  it.each([
    ['en', 'grandpa is on sintrom, he fell on the stairs and hit his head'],
    ['fr', 'mon pere sous previscan est tombe et s est cogne la tete'],
    ['ar', 'جدي يأخذ مميع الدم، سقط وضرب رأسه'],
    ['dz', 'جدي ياخذ السينتروم، طاح وضرب راسو'],
    ['dl', 'jeddi yakhdem 3la sintrom, tla7 w drab rasso'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('head_injury');
  });
});

describe("a relative's burn with the skin white or blistered is no family history", () => {
  it.each([
    [
      'fr',
      'ma mere a eu un retour de flamme, brulee sur tout le bras, grosses cloques et la peau est blanche par endroits',
    ],
    ['dl', 'tfajret 9ar3at gaz 3la khti, t7r9o wjhha w dra3ha, jeldha ra tna7a'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('severe_burn');
  });
});

describe('a chip flown off a grinder into the eye, with blurred sight or blood, is an eye injury', () => {
  it.each([
    ['dz', 'كنت نقص بالميلوز وطارت قطعة في عيني، نشوف غمام وفيها دم'],
    ['dl', 'kont n9os l7did b lmiloz w tartli 9et3a f 3ini, nchouf ghmam'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('eye_injury');
  });

  it('a grain of sand washed out, sight clear, is no alarm', () => {
    expect(triage('دخلتلي حبة رملة في عيني، غسلتها وخرجت، نشوف مليح').urgent).toBe(false);
  });
});

describe("'he says he is fine' after an electric shock is his word, not an episode over", () => {
  it.each([
    [
      'en',
      'my brother got an electric shock at work, he says he is fine but his heart is racing and irregular',
    ],
    ['fr', "mon cousin a touché un cable electrique, il dit qu'il va bien mais son coeur bat pas regulier"],
    ['ar', 'صعقه التيار الكهربائي، يقول انه بخير لكن قلبه يدق بشكل غير منتظم'],
    ['dz', 'خويا ضربو الكوران، يقول راني لاباس بصح قلبو يضرب ماشي نورمال'],
    ['dl', 'khouya kla lcourant, y9oul rani labas bsah galbou ydreb machi normal'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('major_injury');
  });

  it('a small shock from a socket last month, fine since, is no alarm', () => {
    expect(
      triage("il a pris une petite decharge de la prise le mois dernier, il dit qu'il va bien").urgent,
    ).toBe(false);
  });
});
