import pg from 'pg';

type Handler = (payload: string) => void;

/**
 * Told when notifications may have been missed (`false`: the connection was lost) and when they
 * flow again (`true`: reconnected and listening).
 */
export type OnConnection = (listening: boolean) => void;

export type Listen = (
  channel: string,
  onPayload: Handler,
  onConnection?: OnConnection,
) => Promise<() => Promise<void>>;

/**
 * One dedicated PostgreSQL connection that LISTENs for every subscribed channel and reconnects
 * after a lost connection (a NOTIFY sent while it was away is not replayed: readers that must not
 * miss anything are told through `onConnection` and re-read, or stop trusting what they kept).
 */
export function createPgListener(url: string, onError?: (error: Error) => void) {
  const handlers = new Map<string, Set<Handler>>();
  const watchers = new Set<OnConnection>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  // The connection being opened or in use: events of an older, replaced one are ignored.
  let current: pg.Client | null = null;
  let closed = false;

  function lost(from: pg.Client, error?: Error) {
    if (error) onError?.(error);
    if (from !== current) return;
    current = null;
    client = null;
    connecting = null;
    for (const watcher of watchers) watcher(false);
    if (!closed) setTimeout(() => void ensure().catch((e: Error) => onError?.(e)), 1000).unref();
  }

  async function connect(): Promise<pg.Client> {
    // Keep-alive probes notice a connection that died silently (a dropped network path).
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    current = next;
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${quote(channel)}`);
    } catch (error) {
      lost(next);
      void next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    connecting = null;
    for (const watcher of watchers) watcher(true);
    return next;
  }

  function ensure(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect();
    return connecting;
  }

  const listen: Listen = async (channel, handler, onConnection) => {
    let set = handlers.get(channel);
    const fresh = !set;
    if (!set) handlers.set(channel, (set = new Set()));
    set.add(handler);
    const connection = await ensure();
    if (fresh) await connection.query(`LISTEN ${quote(channel)}`);
    if (onConnection) {
      watchers.add(onConnection);
      onConnection(true);
    }
    return async () => {
      set.delete(handler);
      if (onConnection) watchers.delete(onConnection);
    };
  };

  return {
    listen,
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
