import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * The heart named as a fear about a pain ('i read that left arm pain could be the heart', 'jay men
 * 9alb', 'قد يكون من القلب'), the pain itself brought on by carrying and in a young adult:
 * the heart is not the complaint, so a left arm pain alone shows no heart-attack notice. A pain
 * said of the chest with its alarming company still does. Phrasings written for the tests.
 */

describe('a left arm pain with the heart only feared raises no heart-attack notice', () => {
  it.each([
    [
      'en',
      'i read that pain in the left arm could be the heart, mine hurts only when i carry the shopping, i am 30',
    ],
    [
      'fr',
      "j'ai lu qu'une douleur au bras gauche ça peut être le coeur, moi ça fait mal au bras gauche quand je porte des cartons, j'ai 32 ans",
    ],
    ['ar', 'سمعت ان الم الذراع الايسر قد يكون من القلب، ذراعي يؤلمني عندما احمل الاكياس فقط'],
    ['dz', 'قالولي وجع الذراع اليسرى يكون من القلب، ذراعي اليسرى توجعني غير كي نهز الشكارة'],
    ['dl', '9alouli wja3 f dra3 lisr jay men 9alb, dra3i lisr ywja3ni ghir ki nhez sac, 3andi 30 sna'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('a chest pain spreading to the arm still shows the notice', () => {
  it.each([
    ['en', 'crushing pain in my chest going to my left arm and i am sweating, could be the heart'],
    ['dl', 'wja3 f sadri yhbat l dra3i lisr w n3ra9 bared'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});
