import { describe, expect, it } from 'vitest';
import { findWilaya, WILAYAS } from './wilayas.ts';

describe('wilayas', () => {
  it('lists the 58 wilayas by their official number', () => {
    expect(WILAYAS).toHaveLength(58);
    expect(WILAYAS.map((w) => w.code)).toEqual(Array.from({ length: 58 }, (_, i) => i + 1));
    expect(WILAYAS[15]).toEqual({ code: 16, name: 'Alger', ar: 'الجزائر' });
  });

  it('finds a wilaya by number, or by name in any case, with or without accents, in French, English or Arabic', () => {
    expect(findWilaya('31')?.name).toBe('Oran');
    expect(findWilaya('06')?.name).toBe('Béjaïa');
    expect(findWilaya('bejaia')?.name).toBe('Béjaïa');
    expect(findWilaya('SETIF')?.name).toBe('Sétif');
    expect(findWilaya('Algiers')?.name).toBe('Alger');
    expect(findWilaya('sidi bel abbes')?.name).toBe('Sidi Bel Abbès');
    expect(findWilaya('وهران')?.name).toBe('Oran');
    expect(findWilaya('الجزائر')?.code).toBe(16);
  });

  it('finds nothing for a number out of range or an unknown name', () => {
    for (const text of ['0', '59', '100', '', 'Paris', '1.5']) expect(findWilaya(text), text).toBeNull();
  });
});
