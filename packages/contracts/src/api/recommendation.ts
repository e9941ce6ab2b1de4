import { z } from 'zod';
import { doctorCard } from './doctor-directory.ts';

export const RECOMMENDATION_INPUT_MAX = 1000;

export const recommendationBody = z
  .object({
    input: z
      .string({ error: 'Describe your symptoms as text.' })
      .trim()
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
  urgent_reason: z.string().nullable(),
});
export type RecommendationResponse = z.infer<typeof recommendationResponse>;
