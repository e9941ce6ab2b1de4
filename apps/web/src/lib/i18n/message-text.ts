import { type MessageTable, messageTranslator } from '@reayah/contracts';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { i18n } from './instance.ts';

// The shared forms' validation texts and the API's messages are English in the code; French and
// Arabic come from the contracts' tables (the API translates with the same ones), fetched only
// when that language is in use.

const MESSAGES_NS = 'messages';

declare module '../../locales/en/index.ts' {
  interface EnResources {
    messages: MessageTable;
  }
}

i18n.addLoaders(MESSAGES_NS, {
  fr: () => import('@reayah/contracts/messages/fr.json'),
  ar: () => import('@reayah/contracts/messages/ar.json'),
});

const translators = new WeakMap<object, (english: string) => string>();

function translatorFor(table: MessageTable): (english: string) => string {
  let translate = translators.get(table);
  if (!translate) {
    translate = messageTranslator(table);
    translators.set(table, translate);
  }
  return translate;
}

/** Puts an English message (a form's validation text) in the current language. */
export function useMessageText(): (text: string | undefined) => string | undefined {
  const snapshot = () => i18n.version;
  useSyncExternalStore(i18n.subscribe, snapshot, snapshot);
  const language = i18n.language;
  const table = i18n.getResourceBundle(language, MESSAGES_NS) as MessageTable | undefined;
  const needed = language !== 'en' && !table;
  useEffect(() => {
    if (needed) void i18n.loadNamespaces([MESSAGES_NS]);
  }, [needed]);
  return useCallback((text) => (text && table ? translatorFor(table)(text) : text), [table]);
}
