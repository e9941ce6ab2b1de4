import { describe, expect, it } from 'vitest';
import { specialtyName } from './specialty-name.ts';

describe('specialtyName', () => {
  it('names a specialty in the page language from its English name', () => {
    expect(specialtyName('Orthopedics and Traumatology', 'fr')).toBe('Orthopédie-traumatologie');
    expect(specialtyName('Orthopedics and Traumatology', 'ar')).toBe('جراحة العظام والمفاصل');
    expect(specialtyName('  orthopedics and traumatology ', 'en')).toBe('Orthopedics and Traumatology');
  });

  it('keeps a name it does not know, and gives nothing for no name', () => {
    expect(specialtyName('Sports medicine', 'fr')).toBe('Sports medicine');
    expect(specialtyName(null, 'ar')).toBe('');
  });
});
