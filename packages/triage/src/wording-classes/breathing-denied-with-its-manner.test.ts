import { describe, expect, it } from 'vitest';
import { caught } from './caught.ts';
import { triage } from '../index.ts';

/**
 * A breathing verb denied with how it is done: 'not breathing fast' ('ما تتنفسش بالزربة', 'respire
 * pas vite', 'لا يتنفس بسرعة') denies the fast breathing, it does not say the child has stopped
 * breathing; 'ma ntneffesch mlih' (I do not breathe well), said by the one who
 * writes, is a breath that is hard, which the engine asks about. Phrasings written for the tests, in the five ways of writing.
 */

describe('a cough with the fast breathing denied raises no alarm', () => {
  it.each([
    ['en', 'my daughter has a cough since monday, she is not breathing fast and eats normally'],
    ['fr', 'mon fils tousse depuis 2 jours mais il respire pas vite et joue normalement'],
    ['ar', 'ابني يسعل منذ يومين لكنه لا يتنفس بسرعة ويلعب'],
    ['dz', 'بنتي عندها الكحة من 3 ايام، ما تتنفسش بالزربة وتاكل مليح'],
    ['dl', 'bnti 3andha kohba, ma tetneffesch bzerba w tlo3eb normal'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeNull();
  });
});

describe('a breath that is not good is a hard breath, asked about', () => {
  it.each([
    ['en', 'i am not breathing well since this morning and my chest feels tight'],
    ['dl', 'ma ntneffesch mlih mn lbare7 w sadri m9boud'],
    ['fr', 'je respire pas bien depuis ce matin et ma poitrine serre'],
  ])('[%s] %s', (_way, text) => {
    expect(caught(text)).toBe(true);
    expect(triage(text).urgentReason).not.toBe('not_breathing');
  });
});

describe('a person who is not breathing still shows the notice', () => {
  it.each([
    ['en', 'my father collapsed and he is not breathing'],
    ['dz', 'طاح وما راهش يتنفس'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});
