import type { RecommendationResponse } from '@reayah/contracts';

/** A recommendation with its doctors' cards kept as the directory writes them: JSON text. */
export type RecommendationAnswer = Omit<RecommendationResponse, 'Doctors'> & { doctors: string[] };

/**
 * The answer as the response schema's JSON, in the schema's order of keys, with the cards put in
 * as text: twenty cards are neither parsed back nor checked again on every request, as the
 * directory's pages are not (decision 0046).
 */
export function writeRecommendation(answer: RecommendationAnswer): string {
  const { doctors, ...rest } = answer;
  const head = JSON.stringify({ 'Recommended specialty': rest['Recommended specialty'] }).slice(0, -1);
  const tail = JSON.stringify({
    specialties: rest.specialties,
    confidence: rest.confidence,
    urgent: rest.urgent,
    urgent_reason: rest.urgent_reason,
    follow_up: rest.follow_up,
    helpline: rest.helpline,
  }).slice(1);
  return `${head},"Doctors":[${doctors.join(',')}],${tail}`;
}
