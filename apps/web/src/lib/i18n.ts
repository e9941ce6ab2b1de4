import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enEager, enLoaders, type LazyNamespace, type Namespace } from '../locales/en/index.ts';

// Every user-visible string goes through i18next. The shell's `common` namespace is bundled; page
// namespaces are fetched with their route (see app/routes/lazy-page.ts). French and Arabic catalogs
// will add loaders of their own; Arabic sets dir="rtl" on <html>.

export const RTL_LANGUAGES = new Set(['ar']);

const catalogs: Record<string, Partial<Record<LazyNamespace, () => Promise<{ default: object }>>>> = {
  en: enLoaders,
};

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogs[language]?.[namespace as LazyNamespace];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (mod) => callback(null, mod.default as Record<string, unknown>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

void i18n
  .use(lazyCatalogs)
  .use(initReactI18next)
  .init({
    resources: { en: enEager },
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  });

/** Loads the namespaces a page needs before it renders (no suspense flash). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

export function applyDocumentLanguage(lng: string) {
  document.documentElement.lang = lng;
  document.documentElement.dir = RTL_LANGUAGES.has(lng) ? 'rtl' : 'ltr';
}

i18n.on('languageChanged', applyDocumentLanguage);

export default i18n;
