import type { TOptions } from './types.ts';

export type Bundle = Record<string, unknown>;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The value at a dotted path (`footer.policies`), or undefined. */
export function lookup(bundle: Bundle | undefined, key: string): unknown {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Fills `{{name}}` placeholders; an unknown placeholder stays as written. */
export function interpolate(text: string, values: TOptions): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    const value = values[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : match;
  });
}

/** The keys to try for a count: `_zero` (for 0, if present), the language's form, `_other`, the key. */
export function pluralKeys(language: string, key: string, count: number | undefined): string[] {
  if (typeof count !== 'number') return [key];
  const forms = [`${key}_${pluralCategory(language, count)}`, `${key}_other`, key];
  return count === 0 ? [`${key}_zero`, ...forms] : forms;
}

/** Resolves a key against bundles in order (current language first, then the fallback). */
export function translate(
  bundles: (Bundle | undefined)[],
  language: string,
  key: string,
  options: TOptions = {},
) {
  const candidates = pluralKeys(language, key, options.count);
  for (const bundle of bundles) {
    for (const candidate of candidates) {
      const value = lookup(bundle, candidate);
      if (typeof value === 'string') return interpolate(value, options);
      if (value !== undefined && value !== null && options.returnObjects) return value;
    }
  }
  return options.defaultValue === undefined ? key : interpolate(options.defaultValue, options);
}
