import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * 'Lfer', 'الفير', 'fer' is iron: the tablets of an anaemia (the blood doctor's), or the clothes iron
 * that burned a hand (the skin doctor's). Said with a burn, the iron is the one that burns.
 * Phrasings written for the tests, in the five ways of writing (en, fr, ar, dz, dl).
 */

describe('a hand burned with the clothes iron goes to the skin doctor', () => {
  it.each([
    ['en', 'burned my hand on the clothes iron yesterday, a red mark the size of a 10 DA coin'],
    ['fr', 'je me suis brulee la main avec le fer a repasser, une marque grande comme une piece de 10 DA'],
    ['ar', 'احرقت يدي بالمكواة البارحة، مكان احمر بحجم قطعة 10 دينار'],
    ['dz', 'تحرقت بالفير تاع الريباساج فيدي، بلاصة حمرا'],
    ['dl', 'tchawat yeddi b lfer'],
    ['dl', 'thraqt b lfer f sba3i'],
    ['dl', 'tchawat b lfer'],
    ['dl', 'thraqt b lfer'],
    ['dl', 'ta7ret b lfer ta3 repassage f yeddi, 9ad piece ta3 10 DA, nhot 3liha dentifrice?'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).ranked[0]?.code).toBe('dermatology');
  });
});

describe('iron tablets for a low blood count stay with the blood doctor', () => {
  it.each([
    ['en', 'my hemoglobin is 9, i take iron tablets and it does not go up'],
    ['fr', 'anemie, hemoglobine a 9 malgre les comprimes de fer'],
    ['ar', 'عندي فقر الدم، الهيموغلوبين 9 رغم حبوب الحديد'],
    ['dz', 'عندي فقر الدم، نشرب الفير وما طلعش'],
    ['dl', '3andi faqr dem, nechrob lfer w ma tla3ch'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).ranked[0]?.code).toBe('hematology');
  });
});
