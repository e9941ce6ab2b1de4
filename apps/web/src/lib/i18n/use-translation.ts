import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { EnResources } from '#web/locales/en/index.ts';
import { type AppI18n, i18n, type Namespace } from './instance.ts';
import type { TFunction } from './types.ts';

/** `t` for one namespace (default `common`); re-renders when catalogs or the language change. */
export function useTranslation<N extends Namespace = 'common'>(
  ns?: N,
): { t: TFunction<EnResources[N]>; i18n: AppI18n } {
  const namespace = (ns ?? 'common') as N;
  const snapshot = () => i18n.version;
  const version = useSyncExternalStore(i18n.subscribe, snapshot, snapshot);
  const missing = !i18n.hasResourceBundle(i18n.language, namespace);

  useEffect(() => {
    if (missing) void i18n.loadNamespaces([namespace]);
  }, [missing, namespace]);

  // A new `t` per catalog version, so effects and memos that use it see new strings.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => i18n.getFixedT(namespace), [namespace, version]);
  return { t, i18n };
}
