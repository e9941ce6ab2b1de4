import { type DoctorCard, type RecommendationResponse, recommendationResponse } from '@reayah/contracts';
import { describe, expect, it } from 'vitest';
import { writeRecommendation } from './answer.ts';

const card = (id: number, overrides: Partial<DoctorCard> = {}): DoctorCard => ({
  id,
  doctor: id,
  first_name: 'Amina',
  last_name: 'Benali',
  doctor_picture: null,
  doctor_specialization: 3,
  full_name: 'Amina Benali',
  specialization_name: 'Cardiology',
  address: '12 Rue Didouche Mourad, Alger',
  picture: null,
  is_certified: true,
  fee_dzd: 2500,
  languages: ['ar', 'fr'],
  visit_types: ['in_person'],
  wilaya: 'Alger',
  next_free_slot: '2026-12-01T08:30:00.000Z',
  ...overrides,
});

const answers: RecommendationResponse[] = [
  {
    'Recommended specialty': 'Cardiology',
    Doctors: [
      card(1),
      card(2, {
        first_name: 'Yacine "Yaya"',
        full_name: 'Yacine "Yaya" Saïdi \\ عيادة',
        address: null,
        fee_dzd: null,
        is_certified: false,
        languages: [],
        wilaya: null,
        next_free_slot: null,
        picture: '/media/doctors/2.webp',
        doctor_picture: '/media/doctors/2.webp',
      }),
    ],
    specialties: [
      { id: 3, code: 'cardiology', name: 'Cardiology', score: 0.812 },
      { id: 7, code: 'general_medicine', name: 'General Medicine', score: 0.1 },
    ],
    confidence: 0.734,
    urgent: false,
    urgent_reason: null,
    follow_up: {
      question: 'emergency_screen',
      escalate_on: ['yes'],
      reason: 'stroke',
      screen: [
        { item: 'face_arm_speech', reason: 'stroke' },
        { item: 'breathing', reason: 'breathing' },
      ],
    },
    helpline: false,
  },
  {
    'Recommended specialty': 'General Medicine',
    Doctors: [],
    specialties: [],
    confidence: 0,
    urgent: true,
    urgent_reason: 'heart_attack',
    follow_up: null,
    helpline: true,
  },
];

describe('the recommendation written as JSON text', () => {
  it.each(answers.map((a) => [a['Recommended specialty'], a] as const))(
    'writes %s exactly as the response schema would, the cards put in as their JSON',
    (_name, answer) => {
      const { Doctors, ...rest } = answer;
      const text = writeRecommendation({ ...rest, doctors: Doctors.map((d) => JSON.stringify(d)) });
      expect(text).toBe(JSON.stringify(recommendationResponse.parse(answer)));
      expect(recommendationResponse.parse(JSON.parse(text))).toEqual(answer);
    },
  );
});
