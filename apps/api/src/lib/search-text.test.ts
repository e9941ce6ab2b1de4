import { describe, expect, it } from 'vitest';
import { foldForSearch, likePattern } from './search-text.ts';

describe('foldForSearch', () => {
  it('folds case and French accents', () => {
    expect(foldForSearch('Médecine GÉNÉRALE', 'Béjaïa')).toBe('medecine generale bejaia');
  });

  it('folds Arabic diacritics, tatweel and letter variants', () => {
    expect(foldForSearch('أَمْرَاض')).toBe('امراض');
    expect(foldForSearch('فاطمة')).toBe(foldForSearch('فاطمه'));
    expect(foldForSearch('مصطفى')).toBe(foldForSearch('مصطفي'));
    expect(foldForSearch('طـــب')).toBe('طب');
    expect(foldForSearch('إبراهيم')).toBe(foldForSearch('ابراهيم'));
  });

  it('skips empty parts', () => {
    expect(foldForSearch(null, '  Karim  ', undefined)).toBe('karim');
  });
});

describe('likePattern', () => {
  it('escapes wildcards so they match themselves', () => {
    expect(likePattern('50%_off')).toBe('%50\\%\\_off%');
  });
});
