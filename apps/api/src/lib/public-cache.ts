/**
 * Answers about public, non-personal data (the doctor directory: search pages, a specialty's
 * doctors) kept in this process for at most `ttlMs` (decision 0016). Each API process keeps its
 * own: across processes an answer is at most `ttlMs` old, never a wrong person's data. Requests
 * for the same key while it loads share the one load; a failed load is not kept. At most
 * `maxEntries` answers are kept, the oldest dropped first. A `ttlMs` of 0 keeps nothing.
 */
export function createPublicCache<V>(options: { ttlMs: number; maxEntries: number; now: () => Date }) {
  const entries = new Map<string, { value: Promise<V>; until: number }>();

  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      if (options.ttlMs <= 0) return load();
      const at = options.now().getTime();
      const kept = entries.get(key);
      if (kept && kept.until > at) return kept.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { value, until: at + options.ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
  };
}

export type PublicCache<V> = ReturnType<typeof createPublicCache<V>>;
