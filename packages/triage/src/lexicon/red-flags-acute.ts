import type { RedFlagRule } from './types.ts';

/** Emergency patterns for low sugar, chemical eye injuries, appendicitis and gut bleeding. */
export const ACUTE_RED_FLAGS: RedFlagRule[] = [
  {
    when: [
      ['hypoglycemia'],
      ['confusion', 'unresponsive', 'fainting', 'sweating', 'seizure', 'severe', 'dizziness', 'tremor'],
    ],
    reason:
      'A very low blood sugar with sweating, shaking, confusion or drowsiness needs sugar and emergency care now.',
  },
  {
    when: [['eye', 'vision', 'blindness'], ['chemical']],
    reason: 'A chemical in the eye needs rinsing with clean water at once and emergency eye care.',
  },
  {
    when: [['right_lower_belly'], ['vomiting', 'severe', 'sudden', 'fever']],
    unless: ['week_plus', 'followup'],
    reason:
      'Pain low on the right of the belly that is severe or sudden, or comes with vomiting or fever, can be appendicitis.',
  },
  {
    when: [
      ['rectal', 'melena'],
      ['dizziness', 'fainting', 'unresponsive'],
    ],
    reason: 'Bleeding from the gut with dizziness or fainting needs emergency care.',
  },
  {
    when: [['no_gas'], ['vomiting', 'severe']],
    reason: 'A swollen belly with vomiting and no gas passing can be a blocked bowel.',
  },
  { when: [['bulging_fontanelle']], reason: 'A bulging soft spot in a baby needs emergency care.' },
  {
    when: [
      ['child', 'infant'],
      ['floppy'],
      ['not_feeding', 'fever', 'vomiting', 'breath', 'unresponsive', 'dehydration'],
    ],
    reason: 'A floppy child who is not feeding, feverish or vomiting needs urgent assessment.',
  },
  {
    when: [['pregnancy'], ['head', 'headache'], ['vision', 'face_swelling']],
    reason: 'Headache with vision changes or swelling in pregnancy can be pre-eclampsia.',
  },
  {
    when: [['eye'], ['trauma'], ['blood', 'bleeding', 'vision', 'blindness', 'severe']],
    reason: 'An injured eye that bleeds or sees less needs emergency eye care.',
  },
  {
    when: [['head', 'head_injury'], ['trauma'], ['bleeding', 'blood']],
    reason: 'A bleeding head wound after a fall or an accident needs emergency care.',
  },
  {
    when: [['blood_pressure'], ['severe'], ['vision', 'chest', 'confusion', 'slurred_speech', 'breath']],
    reason: 'Very high blood pressure with vision, chest or breathing trouble needs emergency care.',
  },
  { when: [['seizure_now']], reason: 'A seizure happening now needs emergency care if it lasts or repeats.' },
];
