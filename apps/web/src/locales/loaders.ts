import type { Loader } from '../lib/i18n/types.ts';

// French and Arabic catalogs are found by file name and fetched only when their language is in
// use: `locales/<lng>/<namespace>.json` and `features/<namespace>/locales/<lng>.json`. Adding a
// namespace's translations is adding its two files; nothing to register (see README.md here).

const pageCatalogs = import.meta.glob<{ default: object }>(['./fr/*.json', './ar/*.json']);
const featureCatalogs = import.meta.glob<{ default: object }>([
  '../features/*/locales/fr.json',
  '../features/*/locales/ar.json',
]);

/** `./fr/home.json` -> ['fr', 'home']; `../features/patient/locales/ar.json` -> ['ar', 'patient']. */
export function catalogOf(path: string): [language: string, namespace: string] | null {
  const page = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (page?.[1] && page[2]) return [page[1], page[2]];
  const feature = /^\.\.\/features\/([\w-]+)\/locales\/(\w+)\.json$/.exec(path);
  if (feature?.[1] && feature[2]) return [feature[2], feature[1]];
  return null;
}

function byLanguage(): Record<string, Record<string, Loader>> {
  const out: Record<string, Record<string, Loader>> = {};
  for (const [path, load] of Object.entries({ ...pageCatalogs, ...featureCatalogs })) {
    const found = catalogOf(path);
    if (found) (out[found[0]] ??= {})[found[1]] = load;
  }
  return out;
}

export const translationLoaders = byLanguage();
