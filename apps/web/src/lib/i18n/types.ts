// Typed translation keys: a key that is not in the English catalog fails `tsc`.

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralBase<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Dotted paths to a catalog's strings; plural forms (`files_one`) also answer to their base key. */
export type StringKey<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K | PluralBase<K>
    : T[K] extends readonly unknown[]
      ? never
      : `${K}.${StringKey<T[K]>}`;
}[keyof T & string];

/** Dotted paths to a catalog's objects and arrays (read with `returnObjects: true`). */
export type ObjectKey<T> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly unknown[]
      ? K
      : K | `${K}.${ObjectKey<T[K]>}`;
}[keyof T & string];

export type ValueAt<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? ValueAt<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

export interface TOptions {
  /** Picks the plural form (`key_one`, `key_other`, ...) and fills `{{count}}`. */
  count?: number;
  /** Returned when the key is missing (instead of the key itself). */
  defaultValue?: string;
  returnObjects?: boolean;
  /** Values for `{{name}}` placeholders. */
  [name: string]: unknown;
}

export interface TFunction<T> {
  <K extends ObjectKey<T>>(key: K, options: TOptions & { returnObjects: true }): ValueAt<T, K>;
  (key: StringKey<T>, options?: TOptions): string;
}

export type Loader = () => Promise<{ default: object }>;
