import { LANGUAGES } from '@reayah/contracts';
import { describe, expect, it } from 'vitest';
import { catalogOf } from './loaders.ts';

// Every catalog has exactly the keys of English, every plural form its language needs and the
// same {{placeholders}}; every English key is used by some code. A gap fails here, not on a page.

type Catalog = Record<string, unknown>;

const files = {
  ...import.meta.glob<Catalog>('./*/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Catalog>('../features/*/locales/*.json', { eager: true, import: 'default' }),
};
const sources = Object.entries(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
)
  .map(([, text]) => text)
  .join('\n');

const catalogs = new Map<string, Map<string, Catalog>>();
for (const [path, catalog] of Object.entries(files)) {
  const found = catalogOf(path);
  if (!found) continue;
  const [lng, ns] = found;
  if (!catalogs.has(ns)) catalogs.set(ns, new Map());
  catalogs.get(ns)?.set(lng, catalog);
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Leaf paths: strings, and arrays (read whole with returnObjects) as `path[]` with their length. */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node === 'string' || Array.isArray(node)) {
    out.set(prefix, node);
    return out;
  }
  for (const [key, value] of Object.entries(node as Catalog)) {
    for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

/** English's plural keys by their base: `files` for `files_one` and `files_other`. */
const pluralBasesOf = (en: Catalog) =>
  new Set(
    [...leaves(en).keys()].filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length)),
  );
/** A plural form's base key; any other key (`pills_too_many` with no `_other`) as it is. */
const baseOf = (key: string, plural: Set<string>) => {
  const base = key.replace(PLURAL, '');
  return plural.has(base) ? base : key;
};
const baseKeys = (catalog: Catalog, plural: Set<string>) =>
  new Set([...leaves(catalog).keys()].map((k) => baseOf(k, plural)));
const placeholders = (value: unknown) =>
  new Set([...JSON.stringify(value).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]));

/** A key is used when code names it, or an object above it, or builds it from a `prefix.${...}`. */
function isUsed(key: string, plural: Set<string>): boolean {
  const parts = baseOf(key, plural).split('.');
  for (let i = parts.length; i > 0; i--) {
    const path = parts.slice(0, i).join('.');
    if ([`'${path}'`, `"${path}"`, `\`${path}\``].some((quoted) => sources.includes(quoted))) return true;
    if (i < parts.length && sources.includes(`\`${path}.\${`)) return true;
  }
  return false;
}

describe('translation catalogs', () => {
  const namespaces = [...catalogs.keys()].filter((ns) => catalogs.get(ns)?.has('en'));

  it('finds the English catalogs of every namespace', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'home', 'dashboard', 'patient', 'search']));
  });

  for (const ns of namespaces) {
    const en = catalogs.get(ns)?.get('en') ?? {};
    const enLeaves = leaves(en);
    const pluralBases = pluralBasesOf(en);

    it(`${ns}: every English key is used by the code`, () => {
      expect([...enLeaves.keys()].filter((key) => !isUsed(key, pluralBases))).toEqual([]);
    });

    for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
      it(`${ns}: the ${lng} catalog has exactly the English keys, plural forms and placeholders`, () => {
        const catalog = catalogs.get(ns)?.get(lng);
        expect(catalog, `missing ${lng} catalog of ${ns}`).toBeDefined();
        if (!catalog) return;
        const own = leaves(catalog);
        expect([...baseKeys(catalog, pluralBases)].sort()).toEqual([...baseKeys(en, pluralBases)].sort());

        const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
        for (const base of pluralBases) {
          for (const category of categories) {
            expect(own.has(`${base}_${category}`), `${lng} ${ns} ${base}_${category}`).toBe(true);
          }
        }
        for (const [key, value] of own) {
          expect(value, `${lng} ${ns} ${key} is empty`).not.toEqual('');
          const base = baseOf(key, pluralBases);
          const isPlural = base !== key;
          const source = enLeaves.get(key) ?? enLeaves.get(`${base}_other`) ?? enLeaves.get(base);
          if (Array.isArray(source))
            expect((value as unknown[]).length, `${lng} ${ns} ${key}`).toBe(source.length);
          const allowed = placeholders(source);
          if (isPlural) allowed.add('count');
          for (const name of placeholders(value)) expect(allowed, `${lng} ${ns} ${key}`).toContain(name);
          if (!isPlural) expect(placeholders(value), `${lng} ${ns} ${key}`).toEqual(placeholders(source));
        }
      });
    }
  }
});
