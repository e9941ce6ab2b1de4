import { enEager, enLoaders, type EnResources } from '../../locales/en/index.ts';
import { createI18n } from './create-i18n.ts';

// Every user-visible string goes through this store. The shell's `common` namespace is bundled;
// page namespaces are fetched with their route (see app/routes/lazy-page.ts). French and Arabic
// catalogs add `locales/<lng>/index.ts` loaders here; Arabic sets dir="rtl" on <html>.

export const RTL_LANGUAGES = new Set(['ar']);

export function applyDocumentLanguage(lng: string) {
  document.documentElement.lang = lng;
  document.documentElement.dir = RTL_LANGUAGES.has(lng) ? 'rtl' : 'ltr';
}

export const i18n = createI18n<EnResources, 'common'>({
  language: 'en',
  fallbackLanguage: 'en',
  defaultNamespace: 'common',
  resources: { en: enEager },
  loaders: { en: enLoaders },
  onLanguageChange: applyDocumentLanguage,
});

export type AppI18n = typeof i18n;
export type Namespace = keyof EnResources;

/** Loads the namespaces a page needs before it renders (no flash of keys). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}
