import { i18n } from '#web/lib/i18n/index.ts';
import en from './locales/en.json';

// The doctor directory page's strings, registered when its chunk loads.
export const DOCTORS_NS = 'doctors';

declare module '../../locales/en/index.ts' {
  interface EnResources {
    doctors: typeof en;
  }
}

if (!i18n.hasResourceBundle('en', DOCTORS_NS)) i18n.addResourceBundle('en', DOCTORS_NS, en);
