import { describe, expect, it } from 'vitest';
import {
  languageOfAcceptHeader,
  languageOfCookieHeader,
  languageOfTag,
  negotiateLanguage,
} from './languages.ts';

describe('language negotiation', () => {
  it('maps fr* to French, ar* to Arabic and anything else to none', () => {
    expect(languageOfTag('fr-DZ')).toBe('fr');
    expect(languageOfTag('FR')).toBe('fr');
    expect(languageOfTag('ar-DZ')).toBe('ar');
    expect(languageOfTag('ar')).toBe('ar');
    expect(languageOfTag('en-US')).toBe('en');
    expect(languageOfTag('de-DE')).toBeNull();
    expect(languageOfTag('')).toBeNull();
    expect(languageOfTag(undefined)).toBeNull();
  });

  it('reads Accept-Language by quality, header order breaking ties', () => {
    expect(languageOfAcceptHeader('ar-DZ,ar;q=0.9,fr;q=0.8')).toBe('ar');
    expect(languageOfAcceptHeader('de-DE, fr;q=0.7, ar;q=0.9')).toBe('ar');
    expect(languageOfAcceptHeader('fr, ar')).toBe('fr');
    expect(languageOfAcceptHeader('fr;q=0, en;q=0.5')).toBe('en');
    expect(languageOfAcceptHeader('de, *;q=0.5')).toBeNull();
    expect(languageOfAcceptHeader('')).toBeNull();
    expect(languageOfAcceptHeader(null)).toBeNull();
  });

  it('reads the lang cookie among others and ignores unknown values', () => {
    expect(languageOfCookieHeader('a=1; lang=ar; b=2')).toBe('ar');
    expect(languageOfCookieHeader('lang=de')).toBeNull();
    expect(languageOfCookieHeader('')).toBeNull();
  });

  it('prefers the cookie, then the preference, then English', () => {
    expect(negotiateLanguage({ cookie: 'lang=fr', preferred: 'ar' })).toBe('fr');
    expect(negotiateLanguage({ cookie: 'lang=xx', preferred: 'ar-DZ' })).toBe('ar');
    expect(negotiateLanguage({ cookie: null, preferred: 'es-ES' })).toBe('en');
    expect(negotiateLanguage({})).toBe('en');
  });
});
