import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A boy's or a man's testicles said without the word: 'his private parts', 'down there', 'his
 * nuts', 'son zizi', 'منطقته الحساسة', 'لتحت تاعو', 'lta7t ta3ou'. With one side higher than the
 * other, or vomiting, the testicle may be twisted on its cord: the notice at once. Phrasings
 * written for the tests, in the five ways of writing.
 */

describe("a boy's private parts in pain, one side higher or with vomiting, show the notice", () => {
  it.each([
    [
      'en',
      'my son 12 has pain in his privates since this morning, one is higher than the other and he threw up',
    ],
    [
      'en',
      'my boy woke up crying, pain down there in his private parts, one side swollen and higher than the other',
    ],
    ['en', 'my husband has sudden pain in his nuts and he is vomiting'],
    [
      'fr',
      'mon fils de 13 ans s est reveille a 5h en criant, il a mal a son zizi, un cote gonfle et plus haut que l autre',
    ],
    ['ar', 'ابني عمره 13 سنة استيقظ يصرخ من الم في منطقته الحساسة، جهة منتفخة واعلى من الاخرى وتقيأ'],
    ['dz', 'وليدي 13 سنة فاق يعيط، يوجعو لتحت تاعو، جيهة منفوخة وطالعة لفوق'],
    ['dl', 'weldi 13 ans fa9 y3ayet, yewj3ou lta7t ta3ou, jiha mentfkha w tal3a lfo9 w 9aya'],
  ])('[%s] %s', (_way, text) => {
    const result = triage(text);
    expect(result.urgent).toBe(true);
    expect(result.ranked[0]?.code).toBe('urology');
  });
});
