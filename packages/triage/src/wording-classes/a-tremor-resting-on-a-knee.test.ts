import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A hand that shakes as it rests on the knee: the knee only says where the hand lies; the shaking
 * (a tremor at rest, a Parkinson's until shown otherwise) is the neurologist's, not the joints'.
 * Phrasings written for the tests, in the five ways of writing (en, fr, ar, dz, dl).
 */

describe('a tremor said with the knee it rests on goes to neurology', () => {
  it.each([
    ['en', 'my hand shakes when it rests on my knee, for a few months now'],
    ['en', 'grandpa 70, his hand trembles when it lies on his knee, worse this year'],
    ['fr', 'ma main tremble quand elle est posee sur mon genou, depuis quelques mois'],
    ['ar', 'يدي ترتجف عندما تكون على ركبتي منذ بضعة اشهر'],
    ['dz', 'يدي ترعش كي نحطها على ركبتي، من شحال من شهر'],
    ['dl', 'yeddi tar3ach ki n7ottha 3la rokbti, men ch7al men chhar'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).ranked[0]?.code).toBe('neurology');
  });
});

describe('a knee that hurts and swells, with no tremor, stays with the joints', () => {
  it.each([
    ['en', 'my knee is swollen and painful in the morning for months'],
    ['dl', 'rokbti mentfkha w tewja3ni f sbah men chhour'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).ranked[0]?.code).not.toBe('neurology');
  });
});
