import { type Bundle, translate } from './translate.ts';
import type { Loader, TFunction, TOptions } from './types.ts';

export interface I18nConfig<R, D extends keyof R & string> {
  language: string;
  fallbackLanguage: string;
  defaultNamespace: D;
  /** Catalogs bundled with the first chunk, by language then namespace. */
  resources?: Record<string, Partial<R>>;
  /** Catalogs fetched on demand, by language then namespace. */
  loaders?: Record<string, Partial<Record<keyof R, Loader>>>;
  onLanguageChange?: (language: string) => void;
}

/**
 * A small translation store: catalogs by language and namespace, typed keys, `{{var}}` values,
 * plural forms through Intl.PluralRules. Listeners hear every catalog added and language change.
 */
export function createI18n<R extends object, D extends keyof R & string>(config: I18nConfig<R, D>) {
  const bundles = new Map<string, Bundle>();
  const loading = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  let language = config.language;
  let version = 0;

  const id = (lng: string, ns: string) => `${lng}\u0000${ns}`;
  const notify = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  const languages = () => [...new Set([language, config.fallbackLanguage])];

  function addResourceBundle(lng: string, ns: string, bundle: object) {
    bundles.set(id(lng, ns), { ...bundles.get(id(lng, ns)), ...(bundle as Bundle) });
    notify();
  }

  function load(lng: string, ns: string): Promise<void> {
    if (bundles.has(id(lng, ns))) return Promise.resolve();
    const started = loading.get(id(lng, ns));
    if (started) return started;
    const loader = config.loaders?.[lng]?.[ns as keyof R];
    const promise = (loader ? loader() : Promise.resolve({ default: {} })).then(
      (mod) => addResourceBundle(lng, ns, mod.default),
      (error: unknown) => {
        loading.delete(id(lng, ns));
        throw error;
      },
    );
    loading.set(id(lng, ns), promise);
    return promise;
  }

  function getFixedT<N extends keyof R & string>(ns: N): TFunction<R[N]> {
    const chain = () => languages().map((lng) => bundles.get(id(lng, ns)));
    return ((key: string, options?: TOptions) => translate(chain(), language, key, options)) as TFunction<
      R[N]
    >;
  }

  for (const [lng, namespaces] of Object.entries(config.resources ?? {})) {
    for (const [ns, bundle] of Object.entries(namespaces as Record<string, object>)) {
      bundles.set(id(lng, ns), bundle as Bundle);
    }
  }

  return {
    get language() {
      return language;
    },
    /** Changes with every catalog added and language change (a snapshot for React). */
    get version() {
      return version;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    hasResourceBundle: (lng: string, ns: string) => bundles.has(id(lng, ns)),
    addResourceBundle,
    async loadNamespaces(namespaces: readonly (keyof R & string)[]): Promise<void> {
      await Promise.all(languages().flatMap((lng) => namespaces.map((ns) => load(lng, ns))));
    },
    async changeLanguage(lng: string): Promise<void> {
      const loaded = [...bundles.keys()].filter((key) => key.startsWith(`${language}\u0000`));
      language = lng;
      await Promise.all(loaded.map((key) => load(lng, key.slice(key.indexOf('\u0000') + 1))));
      config.onLanguageChange?.(lng);
      notify();
    },
    getFixedT,
    t: getFixedT(config.defaultNamespace),
  };
}
