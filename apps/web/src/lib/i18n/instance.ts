import {
  DEFAULT_LANGUAGE,
  type Language,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_S,
  negotiateLanguage,
  RTL_LANGUAGES,
} from '@reayah/contracts';
import { enEager, enLoaders, type EnResources } from '#web/locales/en/index.ts';
import { createI18n } from './create-i18n.ts';

// Every user-visible string goes through this store. English `common` is bundled; every other
// catalog (page namespaces, and all of French and Arabic) is fetched when first needed, so an
// English page downloads no French or Arabic. See locales/README.md.

export { RTL_LANGUAGES };

export function applyDocumentLanguage(lng: string) {
  document.documentElement.lang = lng;
  document.documentElement.dir = RTL_LANGUAGES.has(lng as Language) ? 'rtl' : 'ltr';
}

/** The `lang` cookie remembers the choice across reloads and tells the API which language to answer in. */
export function rememberLanguage(lng: string) {
  document.cookie = `${LANG_COOKIE}=${lng}; path=/; max-age=${LANG_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** First visit follows the browser (`fr*` French, `ar*` Arabic, else English); then the cookie. */
export function detectLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  return negotiateLanguage({ cookie: document.cookie, preferred: navigator.language });
}

// The French and Arabic catalogs' table (1 KB gzip) is a chunk of its own, off an English first
// load. A French or Arabic visit asks for it, and for its `common` catalog, as soon as this code
// runs (below), and its prerendered pages preload it with the app (scripts/prerender.ts).
const moreLoaders = () => import('#web/locales/loaders.ts').then((m) => m.translationLoaders);

export const i18n = createI18n<EnResources, 'common'>({
  language: detectLanguage(),
  fallbackLanguage: DEFAULT_LANGUAGE,
  defaultNamespace: 'common',
  resources: { en: enEager },
  loaders: { en: enLoaders },
  moreLoaders,
  onLanguageChange: (lng) => {
    // The build renders the public pages in each language outside a browser.
    if (typeof document === 'undefined') return;
    applyDocumentLanguage(lng);
    rememberLanguage(lng);
  },
});

if (i18n.language !== DEFAULT_LANGUAGE) void i18n.loadMissing().catch(() => undefined);

export type AppI18n = typeof i18n;
export type Namespace = keyof EnResources;

/** Loads the namespaces a page needs before it renders (no flash of keys). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}
