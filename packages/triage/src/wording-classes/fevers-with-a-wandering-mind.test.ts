import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A fever with a mind that wanders ('elle dit des choses qui ont pas de sens', 'كلام غير مفهوم',
 * 'tahder klam machi mafhoum', 'ykhalet f lhadra'), often after an operation, with cold hands or
 * almost no urine: a sepsis, the notice at once. A calm recovery after the same operation asks
 * nothing. Phrasings written for the tests, in the five ways of writing.
 */

describe('a fever with confused words, cold limbs or little urine shows the notice', () => {
  it.each([
    [
      'fr',
      'ma mere a ete operee de la vesicule il y a 6 jours, depuis hier fievre 40 avec frissons, elle dit des choses qui ont pas de sens, mains froides, presque pas de pipi',
    ],
    [
      'en',
      'my father had surgery 5 days ago, now fever 39.5 with shaking chills, he is confused and his hands and feet are cold',
    ],
    ['en', 'my mother has high fever and she is talking nonsense, she barely passed urine today'],
    [
      'en',
      "grandpa has fever and chills since yesterday, he doesn't recognise us and hasn't peed since morning",
    ],
    ['fr', 'mon pere a 39.8 de fievre, il est confus et il urine presque plus'],
    ['fr', 'ma grand mere a de la fievre et des frissons, elle delire et ses pieds sont glaces'],
    [
      'ar',
      'امي اجرت عملية المرارة منذ 6 ايام وعندها حمى 40 ورعشة وتتكلم كلام غير مفهوم ويداها باردتان ولم تتبول تقريبا',
    ],
    ['ar', 'ابي عنده حمى شديدة ولا يعرفنا ولم يتبول منذ الصباح'],
    ['ar', 'جدتي عندها سخونة وقشعريرة وتهذي ورجلاها باردتان'],
    ['dz', 'ما تعرف حتى واحد، عندها سخانة 40 وما بالتش من الصباح'],
    [
      'dz',
      'يما دارت عملية تاع المرارة هادي 6 ايام، عندها سخانة 40 وترعش، تهدر كلام ماشي مفهوم، يديها باردين وما بالتش',
    ],
    ['dz', 'بابا عندو سخانة قوية ويخلط فالهدرة وما بالش النهار كامل'],
    ['dl', 'jeddati 3andha s5ana 40 w tar3ach, tahder klam machi mafhoum, yeddiha bardin w ma baletch'],
    ['dl', 'baba 3andou s5ana kbira w ykhalet f lhadra, ma balch lyoum kamel'],
    ['dl', 'mama dart operation ta3 vesicule hadi 6 jours, s5ana 40, ma t3arafnach, rjliha bardin'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});

describe('a calm recovery after an operation is no emergency', () => {
  it.each([
    [
      'fr',
      'operee de la vesicule il y a 6 jours, un peu de fievre a 38 hier, je mange bien, je fais pipi normalement, c est normal?',
    ],
    [
      'en',
      'my mother had her gallbladder out a week ago, she is tired but clear headed, no fever, peeing normally',
    ],
    ['dl', 'mama dart operation ta3 vesicule, lyoum labas, tahder normal, ma 3andhach s5ana'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});
