import { z } from 'zod';
import { RECOMMENDATION_INPUT_MAX } from '../constants.ts';
import { symptomText } from '../symptom-text.ts';
import { FOLLOW_UP_KEYS, RED_FLAG_KEYS, SCREEN_ITEM_KEYS } from '../triage-keys.ts';
import { doctorCard } from './doctor-directory.ts';

export const recommendationBody = z
  .object({
    input: z
      .string({ error: 'Describe your symptoms as text.' })
      .overwrite(symptomText)
      .min(1, 'Describe your symptoms first.')
      .max(RECOMMENDATION_INPUT_MAX, `Keep the description under ${RECOMMENDATION_INPUT_MAX} characters.`),
  })
  .strict();

export const rankedSpecialty = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  score: z.number(),
});

export const recommendationResponse = z.object({
  'Recommended specialty': z.string(),
  Doctors: z.array(doctorCard),
  specialties: z.array(rankedSpecialty),
  confidence: z.number(),
  urgent: z.boolean(),
  /** The red flag recognised, as a key the client translates. */
  urgent_reason: z.enum(RED_FLAG_KEYS).nullable(),
  /**
   * When urgency is in doubt: a question to ask; an answer in escalate_on shows the notice for
   * `reason`. For the emergency screen (`question: 'emergency_screen'`), `screen` lists its yes/no
   * items, each with the reason a yes shows; it is empty for a single question.
   */
  follow_up: z
    .object({
      question: z.enum(FOLLOW_UP_KEYS),
      escalate_on: z.array(z.enum(['yes', 'no'])),
      reason: z.enum(RED_FLAG_KEYS),
      screen: z.array(z.object({ item: z.enum(SCREEN_ITEM_KEYS), reason: z.enum(RED_FLAG_KEYS) })),
    })
    .nullable(),
  /** A denial of self-harm thoughts: show the helpline calmly, as information, not the notice. */
  helpline: z.boolean(),
});
export type FollowUpQuestion = NonNullable<RecommendationResponse['follow_up']>;
export type ScreenItem = FollowUpQuestion['screen'][number];
export type RecommendationResponse = z.infer<typeof recommendationResponse>;
