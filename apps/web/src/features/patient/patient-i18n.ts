import { i18n } from '#web/lib/i18n/index.ts';
import en from './locales/en.json';

// The patient area's strings: their own namespace, registered when a patient page chunk loads.
export const PATIENT_NS = 'patient';

declare module '../../locales/en/index.ts' {
  interface EnResources {
    patient: typeof en;
  }
}

if (!i18n.hasResourceBundle('en', PATIENT_NS)) i18n.addResourceBundle('en', PATIENT_NS, en);
