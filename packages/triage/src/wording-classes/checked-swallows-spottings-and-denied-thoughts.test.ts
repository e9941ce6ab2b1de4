import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Three reassurances that showed the notice: a swallowed coin a doctor has X-rayed and said will
 * come out on its own; a brown spotting in early pregnancy already seen with a normal scan (asked
 * about, not alarmed); thoughts of self-harm denied ('pas d idees de me faire du mal'), which show
 * the helpline calmly; and a one-sided pull in a pregnancy where the baby moves well (no
 * pregnancy outside the womb moves). Phrasings written for the tests, in the five ways of writing.
 */

describe('a reassurance already given shows no notice', () => {
  it.each([
    [
      'en',
      'my son swallowed a coin yesterday, they did an x-ray at the hospital and said it will come out on its own',
    ],
    [
      'fr',
      'mon fils a avale une piece hier, radio faite aux urgences, ils ont dit qu elle va sortir toute seule, il mange et joue',
    ],
    ['ar', 'ابنتي بلعت قطعة نقدية امس، عملوا لها اشعة وقالوا ستخرج وحدها، تاكل وتلعب عادي'],
    ['dz', 'وليدي بلع دورو البارح، دارولو راديو وقالو تخرج وحدها، ياكل ويلعب نورمال'],
    ['dl', 'weldi bla3 piece lbare7, darolou radio w galou tokhroj wa7dha, yakol w yal3ab normal'],
    [
      'en',
      'pregnant 10 weeks, a little brown spotting yesterday, the gyneco saw me today and the echo was normal',
    ],
    ['fr', 'enceinte de 2 mois, un peu de saignement marron, ma gyneco m a examinee ce matin, echo normale'],
    ['ar', 'انا حامل في الشهر الثاني، نزل قليل من الدم البني، ذهبت للطبيبة والايكو كانت طبيعية'],
    ['dz', 'حاملة فالشهر الثاني، نزلي شوية دم مارون، الطبيبة دارتلي ايكو وقالت كلش نورمال'],
    ['dl', '7amla f chhar 2, nzelli chwiya dem marron, tbiba dartli echo w galet kolch normal'],
    [
      'fr',
      'enceinte de 2 mois, j ai eu un petit saignement marron hier, ma gyneco a fait une echo ce matin, echo normale, le coeur bat bien',
    ],
    [
      'en',
      'pregnant 2 months, had a small brown bleeding yesterday, went to my gyneco this morning, echo normal and the heart beats well',
    ],
    ['en', 'i feel down since my divorce, no thoughts of hurting myself, i just want to talk to someone'],
    ['fr', 'ma chute de moral dure, mais pas d idees de me faire du mal, je veux juste parler a quelqu un'],
    ['ar', 'حزين منذ مدة، لكن ليست لدي افكار لايذاء نفسي، اريد فقط ان اتكلم مع مختص'],
    ['dz', 'راني مقلق بزاف، بصح ماعنديش افكار باش نضر روحي، حاب نهدر مع طبيب'],
    ['dl', 'rani m9ele9 bezzaf, bessah ma3andich afkar bach ndor rou7i, 7ab nahder m3a tbib'],
    ['ar', 'انا حامل في الشهر السادس، عندي شد خفيف في جهة اليسار من البطن، والجنين يتحرك عادي'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('thoughts of self-harm said, not denied, still show the notice', () => {
  it.each([['fr', 'j ai des idees de me faire du mal depuis hier soir']])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});
