import { i18n } from '#web/lib/i18n/index.ts';
import ar from '#web/locales/ar/triage.json';
import en from '#web/locales/en/triage.json';
import fr from '#web/locales/fr/triage.json';

// The emergency notice and its follow-up questions, in the three page languages. They are
// registered with the Search page chunk: an emergency must never wait for a catalog download.
export const TRIAGE_NS = 'triage';

declare module '../../locales/en/index.ts' {
  interface EnResources {
    triage: typeof en;
  }
}

for (const [lng, bundle] of [
  ['en', en],
  ['fr', fr],
  ['ar', ar],
] as const) {
  if (!i18n.hasResourceBundle(lng, TRIAGE_NS)) i18n.addResourceBundle(lng, TRIAGE_NS, bundle);
}
