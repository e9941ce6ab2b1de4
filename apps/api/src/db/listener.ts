import pg from 'pg';

type Handler = (payload: string) => void;

/**
 * One dedicated PostgreSQL connection that LISTENs for every subscribed channel and reconnects
 * after a lost connection (a NOTIFY sent while it was away is not replayed; readers that must not
 * miss anything re-read from their table after `onReconnect`).
 */
export function createPgListener(url: string, onError?: (error: Error) => void) {
  const handlers = new Map<string, Set<Handler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError?.(error);
      client = null;
      connecting = null;
      if (!closed) setTimeout(() => void ensure().catch((e: Error) => onError?.(e)), 1000).unref();
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN ${quote(channel)}`);
    client = next;
    return next;
  }

  function ensure(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect();
    return connecting;
  }

  return {
    async listen(channel: string, handler: Handler) {
      let set = handlers.get(channel);
      const fresh = !set;
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      const connection = await ensure();
      if (fresh) await connection.query(`LISTEN ${quote(channel)}`);
      return async () => {
        set.delete(handler);
      };
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

function quote(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  return `"${channel}"`;
}
