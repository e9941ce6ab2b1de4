import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Messages that only sound alarming, read as such in the five ways of writing: an older person's
 * fall that hurt only a wrist or an arm (neither out of shape nor numb), its dangers denied; a
 * question asked ahead of a trip about scorpions; a faint whose tracing of the heart ('تخطيط قلب')
 * and tests came out clear; a pregnancy where no blood came down ('لم ينزل دم'); a medicine that no
 * longer works said with 'يجيب' (it brings), which is not 'he does not answer'. The danger said
 * plainly still alarms. Phrasings written for the tests.
 */

const quiet = (text: string): boolean => {
  const r = triage(text);
  return !r.urgent && r.ask === null;
};

describe('a fall that hurt only a wrist or an arm is neither the notice nor the screen', () => {
  it.each([
    [
      'en',
      'my grandfather 80 tripped on the carpet and landed on his hand, no head knock, wrist puffy and he cant bend it',
    ],
    [
      'fr',
      'ma grand mere 78 ans a glisse et est tombee sur la main, poignet gonfle, elle peut pas le tourner',
    ],
    ['darija-latin', 'jeddi t7at f dar 3la yeddou, ma drabch rasou, m3asmou ntfakh w ma y9derch y7arkou'],
  ])('[%s] %s', (_way, text) => {
    expect(quiet(text), text).toBe(true);
  });

  it.each([
    ['en', 'grandpa fell and cant get up, his hip hurts a lot'],
    ['ar', 'سقط جدي على يده، كتفه خرج من مكانه و لا يستطيع تحريك ذراعه و يده مخدره'],
  ])('[%s] still caught: %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent || r.ask !== null, text).toBe(true);
  });
});

describe('a scorpion asked about ahead of a trip is information', () => {
  it.each([
    ['en', 'going to biskra with the kids in july, what to do in case of a scorpion sting?'],
    [
      'fr',
      'nous allons a ghardaia avec les enfants, que faire en cas de piqure de scorpion et comment les proteger',
    ],
    ['ar', 'سنسافر الى الجنوب مع الاطفال، ماذا نفعل في حاله لدغه عقرب؟'],
    ['darija-ar', 'رايحين لبسكرة مع الولاد، واش نديرو كي يقرص العقرب واحد منهم؟'],
    ['darija-latin', 'rana rayhin l biskra m3a drari, wach ndirou ki y9ersou 3a9rab?'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(false);
  });

  it('a child stung now still shows the notice', () => {
    expect(triage('ولدي قرصو عقرب و راهو يعرق و يتقيا').urgent).toBe(true);
    expect(triage('mon fils a ete pique par un scorpion il y a 20 minutes').urgent).toBe(true);
  });
});

describe('a faint checked clear with a tracing of the heart is not a heart attack', () => {
  it.each([
    ['ar', 'ابي اغمي عليه في الحمام من الحر، عملوا له تخطيط قلب و تحاليل و كل شي طلع سليم'],
    ['darija-ar', 'اختي طاحت فالعرس من الحمان، دارولها تخطيط القلب و كلش طلع مليح'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(false);
  });
});

describe('no blood came down in a pregnancy, and a medicine that no longer brings relief', () => {
  it.each([
    ['ar', 'حامل في الشهر السادس عندي شد خفيف في البطن، لم ينزل دم و الجنين يتحرك'],
    ['darija-ar', 'عندي الشقيقة و الدوا ما بقاش يجيب، نحب طبيب الاعصاب'],
    ['darija-latin', 'migraine w doliprane ma bqach yjib, n7eb neurologue'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(false);
  });

  it('blood that came down in a pregnancy still shows the notice', () => {
    expect(triage('حامل في الشهر الثالث و نزل مني دم اليوم').urgent).toBe(true);
    expect(triage('7amla f chhar 4 w nzel ddem lyoum').urgent).toBe(true);
  });
});

describe('blood after brushing hard, a fever in a child who plays and eats: no screen', () => {
  it.each([
    ['en', 'a little blood in my spit this morning after i brushed too hard, my gums often bleed'],
    ['fr', 'un peu de sang en crachant ce matin, je me suis brosse les dents trop fort'],
    ['darija-latin', 'chwiya dem f bzag lyoum sbah, nbrossi snani b9wa w lesnan ydemmiw'],
  ])('[%s] %s', (_way, text) => {
    expect(quiet(text), text).toBe(true);
  });

  it.each([
    [
      'fr',
      'mon fils 4 ans fievre 38.7 depuis ce matin, il joue et mange normal, pas de taches, pas de raideur de la nuque',
    ],
    ['darija-latin', 'benti 3 ans skhana 38.5, tal3ab w takol normal, ma 3andhach 7bob w rgebtha labas'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).ask?.question, text).not.toBe('fever_neck_rash');
    expect(triage(text).urgent, text).toBe(false);
  });
});
