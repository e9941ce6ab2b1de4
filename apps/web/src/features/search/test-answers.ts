import type { RecommendationResponse } from '@reayah/contracts';

/** The symptom search's address, as the page calls it; for the search page's tests. */
export const RECOMMEND = '/api/base/recommendation_doctor/backup/v0/';

const SPECIALTIES = {
  dermatology: { id: 3, name: 'Dermatology' },
  rheumatology: { id: 4, name: 'Rheumatology' },
  neurology: { id: 5, name: 'Neurology' },
} as const;

/** A calm answer recommending one specialty and no doctor; `overrides` change any field. */
export function calmAnswer(
  code: keyof typeof SPECIALTIES,
  overrides: Partial<RecommendationResponse> = {},
): RecommendationResponse {
  const { id, name } = SPECIALTIES[code];
  return {
    'Recommended specialty': name,
    Doctors: [],
    specialties: [{ id, code, name, score: 0.9 }],
    confidence: 0.9,
    urgent: false,
    urgent_reason: null,
    follow_up: null,
    helpline: false,
    ...overrides,
  };
}
