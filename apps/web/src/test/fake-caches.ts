/** Cache Storage as the browser has it, in memory, for tests (jsdom has none). */
export function fakeCaches(): CacheStorage {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    return {
      async put(url: string, response: Response) {
        entries.set(url, response);
      },
      async match(url: string) {
        return entries.get(url)?.clone();
      },
    } as unknown as Cache;
  };
  return {
    open,
    async delete(name: string) {
      return stores.delete(name);
    },
    async has(name: string) {
      return stores.has(name);
    },
  } as unknown as CacheStorage;
}
