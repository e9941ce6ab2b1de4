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
    when: [
      ['eye', 'vision', 'blindness'],
      ['chemical', 'ingestion'],
    ],
    reason: 'A chemical in the eye needs rinsing with clean water at once and emergency eye care.',
  },
  {
    when: [['right_lower_belly'], ['vomiting', 'severe', 'sudden']],
    unless: ['week_plus', 'followup'],
    reason: 'Severe or sudden pain low on the right of the belly, or with vomiting, can be appendicitis.',
  },
  {
    when: [
      ['rectal', 'melena'],
      ['dizziness', 'fainting', 'unresponsive'],
    ],
    reason: 'Bleeding from the gut with dizziness or fainting needs emergency care.',
  },
];
