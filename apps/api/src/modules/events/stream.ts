import type { ServerResponse } from 'node:http';
import type { Events, StoredEvent } from '#api/lib/events/index.ts';

const HEARTBEAT_MS = 25_000;

/**
 * One user's open event stream: the backlog after `lastId` first (or, for a fresh stream, the
 * unread counts), then live events, each once and in order of arrival; a heartbeat comment keeps
 * proxies from closing an idle stream.
 */
export async function openStream(options: {
  events: Events;
  userId: number;
  /** Null for a fresh stream: nothing is replayed. */
  lastId: number | null;
  unread: { notifications: number; messages: number } | null;
  response: ServerResponse;
  /** When the stream must end at the latest (the access token's expiry). */
  endsAt: Date;
  now: Date;
}) {
  const { events, userId, response } = options;
  const sent = new Set<number>();
  let open = true;
  let replaying = true;
  const pending: StoredEvent[] = [];

  const write = (event: StoredEvent) => {
    if (!open || sent.has(event.id)) return;
    sent.add(event.id);
    response.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
  };
  let unsubscribe = () => {};
  const close = () => {
    if (!open) return;
    open = false;
    unsubscribe();
    clearInterval(heartbeat);
    clearTimeout(expiry);
    response.end();
  };

  const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS);
  const expiry = setTimeout(close, Math.max(0, options.endsAt.getTime() - options.now.getTime()));
  response.on('close', close);
  try {
    const release = await events.subscribe(userId, {
      onEvent: (event) => (replaying ? pending.push(event) : write(event)),
      onEnd: close,
    });
    if (open) unsubscribe = release;
    else release();
  } catch {
    response.statusCode = 503;
    close();
    return;
  }

  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  // Reconnect after 3 s when the connection drops.
  response.write('retry: 3000\n\n');
  // No id: the browser's Last-Event-ID stays the last real event's.
  if (options.unread) response.write(`event: unread\ndata: ${JSON.stringify(options.unread)}\n\n`);
  try {
    let after = options.lastId;
    while (after !== null) {
      const backlog = await events.after(userId, after);
      for (const event of backlog) write(event);
      if (backlog.length < 500) break;
      after = backlog.at(-1)?.id ?? after;
    }
    replaying = false;
    for (const event of pending.splice(0)) write(event);
  } catch {
    // The client reconnects with its Last-Event-ID and gets the backlog then.
    close();
  }
}
