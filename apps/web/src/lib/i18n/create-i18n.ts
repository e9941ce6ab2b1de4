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
  /**
   * More catalog loaders, downloaded when a language other than the fallback first needs a catalog
   * `loaders` lacks: the French and Arabic tables stay off an English first load.
   */
  moreLoaders?: () => Promise<Record<string, Partial<Record<string, Loader>>>>;
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
  const knownNamespaces = () => [...new Set([...bundles.keys()].map((key) => key.split('\u0000')[1] ?? ''))];
  const loaders: Record<string, Partial<Record<string, Loader>>> = {};
  for (const [lng, byNs] of Object.entries(config.loaders ?? {})) loaders[lng] = { ...byNs };

  function addResourceBundle(lng: string, ns: string, bundle: object) {
    bundles.set(id(lng, ns), { ...bundles.get(id(lng, ns)), ...(bundle as Bundle) });
    notify();
  }

  let more: Promise<void> | undefined;
  function loaderOf(lng: string, ns: string): Promise<Loader | undefined> {
    const known = loaders[lng]?.[ns];
    if (known || !config.moreLoaders || lng === config.fallbackLanguage) return Promise.resolve(known);
    more ??= config.moreLoaders().then(
      (found) => {
        for (const [l, byNs] of Object.entries(found)) loaders[l] = { ...byNs, ...loaders[l] };
      },
      (error: unknown) => {
        more = undefined;
        throw error;
      },
    );
    return more.then(() => loaders[lng]?.[ns]);
  }

  function load(lng: string, ns: string): Promise<void> {
    if (bundles.has(id(lng, ns))) return Promise.resolve();
    const started = loading.get(id(lng, ns));
    if (started) return started;
    const promise = loaderOf(lng, ns)
      .then((loader) => (loader ? loader() : { default: {} }))
      .then(
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
    /** A catalog as loaded, for tables read whole rather than by dotted key. */
    getResourceBundle: (lng: string, ns: string): Bundle | undefined => bundles.get(id(lng, ns)),
    addResourceBundle,
    async loadNamespaces(namespaces: readonly (keyof R & string)[]): Promise<void> {
      await Promise.all(languages().flatMap((lng) => namespaces.map((ns) => load(lng, ns))));
    },
    /** Adds loaders for a namespace that registers itself (a feature's own catalogs). */
    addLoaders(ns: string, byLanguage: Record<string, Loader>) {
      for (const [lng, loader] of Object.entries(byLanguage))
        loaders[lng] = { ...loaders[lng], [ns]: loader };
    },
    /** Loads the current language's catalog of every namespace known in any language. */
    async loadMissing(): Promise<void> {
      await Promise.all(knownNamespaces().map((ns) => load(language, ns)));
    },
    /** Fetches the language's catalogs of every namespace in use, then switches to it. */
    async changeLanguage(lng: string): Promise<void> {
      await Promise.all(knownNamespaces().map((ns) => load(lng, ns)));
      language = lng;
      config.onLanguageChange?.(lng);
      notify();
    },
    getFixedT,
    t: getFixedT(config.defaultNamespace),
  };
}
