import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en/index.ts';

// Every user-visible string goes through i18next. English ships in the main bundle; French and
// Arabic catalogs will be added as extra resources (Arabic sets dir="rtl" on <html>).

export const NAMESPACES = Object.keys(en) as (keyof typeof en)[];
export const RTL_LANGUAGES = new Set(['ar']);

void i18n.use(initReactI18next).init({
  resources: { en },
  lng: 'en',
  fallbackLng: 'en',
  ns: NAMESPACES,
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function applyDocumentLanguage(lng: string) {
  document.documentElement.lang = lng;
  document.documentElement.dir = RTL_LANGUAGES.has(lng) ? 'rtl' : 'ltr';
}

i18n.on('languageChanged', applyDocumentLanguage);

export default i18n;
