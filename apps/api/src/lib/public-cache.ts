/** How far into its life a kept answer starts being read again for the requests that follow. */
const REFRESH_AHEAD = 0.75;

interface Entry<V> {
  value: Promise<V>;
  /** When its load started: the answer is never given once `ttlMs` past that. */
  loadedAt: number;
  refreshing: boolean;
}

/**
 * Answers about public, non-personal data (the doctor directory: search pages, a specialty's
 * doctors) kept in this process for at most `ttlMs` (decision 0016). Each API process keeps its
 * own: across processes an answer is at most `ttlMs` old, never a wrong person's data. Requests
 * for the same key while it loads share the one load; a failed load is not kept. An answer asked
 * for in the last quarter of its life is loaded again in the background while it is still given,
 * so a key in steady demand never makes a request wait for the database. At most `maxEntries`
 * answers are kept, the oldest dropped first. A `ttlMs` of 0 keeps nothing.
 */
export function createPublicCache<V>(options: { ttlMs: number; maxEntries: number; now: () => Date }) {
  const { ttlMs } = options;
  const entries = new Map<string, Entry<V>>();

  function store(key: string, value: Promise<V>, loadedAt: number): Entry<V> {
    const entry = { value, loadedAt, refreshing: false };
    entries.delete(key);
    entries.set(key, entry);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    if (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return entry;
  }

  function refresh(key: string, kept: Entry<V>, load: () => Promise<V>, at: number) {
    kept.refreshing = true;
    const next = load();
    next.then(
      () => {
        if (entries.get(key) === kept) store(key, next, at);
      },
      () => {
        kept.refreshing = false;
      },
    );
  }

  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      if (ttlMs <= 0) return load();
      const at = options.now().getTime();
      const kept = entries.get(key);
      if (kept && at - kept.loadedAt < ttlMs) {
        if (!kept.refreshing && at - kept.loadedAt >= ttlMs * REFRESH_AHEAD) refresh(key, kept, load, at);
        return kept.value;
      }
      return store(key, load(), at).value;
    },
  };
}

export type PublicCache<V> = ReturnType<typeof createPublicCache<V>>;
