// The three languages of the product and how a request or a browser picks one.
// English is the default and the fallback: its texts are the original contract's, byte for byte.

export const LANGUAGES = ['en', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that carries the chosen language to the server and across reloads. */
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** Each language's name written in itself (the switcher's options). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

/** Right-to-left languages. */
export const RTL_LANGUAGES: ReadonlySet<Language> = new Set<Language>(['ar']);

/**
 * The BCP 47 locale for Intl: Algeria's French and Arabic, Arabic with Western digits (`latn`),
 * as Algeria writes them.
 */
export const INTL_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  fr: 'fr-DZ',
  ar: 'ar-DZ-u-nu-latn',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A language tag's product language: `fr*` French, `ar*` Arabic, anything else none. */
export function languageOfTag(tag: string | null | undefined): Language | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The best language of an `Accept-Language` header, by its q-values (ties keep header order);
 * null when none of ours is asked for. `*` is not taken as a choice.
 */
export function languageOfAcceptHeader(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: languageOfTag(tag), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.language !== null && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.language ?? null;
}

/** The value of the `lang` cookie in a Cookie header (or `document.cookie`), when it is one of ours. */
export function languageOfCookieHeader(cookieHeader: string | null | undefined): Language | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANG_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/**
 * The language of a visit: the `lang` cookie, else the first preference (a browser's
 * `navigator.language` or a request's `Accept-Language`), else English.
 */
export function negotiateLanguage(input: { cookie?: string | null; preferred?: string | null }): Language {
  return languageOfCookieHeader(input.cookie) ?? languageOfAcceptHeader(input.preferred) ?? DEFAULT_LANGUAGE;
}
