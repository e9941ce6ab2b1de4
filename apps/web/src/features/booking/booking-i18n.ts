import { i18n } from '#web/lib/i18n/index.ts';
import en from './locales/en.json';

// The Book a doctor page's strings, registered when its chunk loads.
export const BOOKING_NS = 'booking';

declare module '../../locales/en/index.ts' {
  interface EnResources {
    booking: typeof en;
  }
}

if (!i18n.hasResourceBundle('en', BOOKING_NS)) i18n.addResourceBundle('en', BOOKING_NS, en);
