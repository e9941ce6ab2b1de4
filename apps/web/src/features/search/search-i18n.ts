import { i18n } from '#web/lib/i18n/index.ts';
import en from './locales/en.json';

// The Search page's strings live in their own namespace, registered when the page chunk loads.
export const SEARCH_NS = 'search';

declare module '../../locales/en/index.ts' {
  interface EnResources {
    search: typeof en;
  }
}

if (!i18n.hasResourceBundle('en', SEARCH_NS)) i18n.addResourceBundle('en', SEARCH_NS, en);
