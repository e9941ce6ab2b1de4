import { describe, expect, it } from 'vitest';
import { wilayaName } from './wilaya-name.ts';

describe('wilayaName', () => {
  it('names a stored wilaya in Arabic on Arabic pages and by its Latin name otherwise', () => {
    expect(wilayaName('Tlemcen', 'ar')).toBe('تلمسان');
    expect(wilayaName('Béjaïa', 'ar')).toBe('بجاية');
    expect(wilayaName('Alger', 'fr')).toBe('Alger');
    expect(wilayaName('Alger', 'en')).toBe('Alger');
  });

  it('shows a name it does not know as it came', () => {
    expect(wilayaName('Atlantis', 'ar')).toBe('Atlantis');
  });
});
