import { describe, expect, it } from 'vitest';
import { readQuery } from './query.ts';

describe('reading a search as people type it', () => {
  it.each([
    ['pédiatre', 'pediatrics'],
    ['cardiologue', 'cardiology'],
    ['dentiste', 'dentistry'],
    ['ORL', 'ent'],
    ['gynéco', 'gynecology-obstetrics'],
    ['طبيب أطفال', 'pediatrics'],
    ['tbib snan', 'dentistry'],
    ['tbib l3inin', 'ophthalmology'],
    ['Pédiatrie', 'pediatrics'],
    ['طب العيون', 'ophthalmology'],
    ['dermato', 'dermatology'],
    ['card', 'cardiology'],
  ])('reads "%s" as the specialty %s', (text, code) => {
    expect(readQuery(text)).toMatchObject({ specialties: [code], nameWords: [] });
  });

  it('reads a wilaya named in one to three words, in French or Arabic', () => {
    expect(readQuery('cardiologue oran')).toMatchObject({ specialties: ['cardiology'], wilaya: 'Oran' });
    expect(readQuery('tbib snan Tizi Ouzou')).toMatchObject({
      specialties: ['dentistry'],
      wilaya: 'Tizi Ouzou',
    });
    expect(readQuery('طبيب أطفال وهران')).toMatchObject({ specialties: ['pediatrics'], wilaya: 'Oran' });
    expect(readQuery('sidi bel abbes').wilaya).toBe('Sidi Bel Abbès');
  });

  it('keeps the other words as names, however few letters are typed', () => {
    expect(readQuery('Karim Bena')).toMatchObject({
      nameWords: ['karim', 'bena'],
      specialties: [],
      wilaya: null,
    });
    expect(readQuery('docteur Saadi')).toMatchObject({ nameWords: ['saadi'] });
    // Three letters are a name begun, not a specialty ("kar" is not "karch", the stomach).
    expect(readQuery('kar').nameWords).toEqual(['kar']);
  });
});
