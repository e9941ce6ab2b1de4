import { refreshAccess } from './api-client.ts';
import * as addresses from '@reayah/contracts/addresses';
import { slashed, urlOf } from './api-route.ts';

// The signed-in user's server-sent events (`GET /api/events/`), one EventSource for the whole tab.
// The browser reconnects by itself and sends Last-Event-ID, so the server resumes where it stopped;
// subscribers also hear `open` on every (re)connection, to re-read anything they show.
// The server ends a stream when its access token expires; the browser's own reconnection then
// meets a 401 and gives up for good. So a stream the browser closed is reopened here, after
// refreshing the session, from the last event seen (with growing pauses while that fails).

type Handler = (data: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
let source: EventSource | null = null;
let listening = new Set<string>();
let lastEventId = '';
let failures = 0;
let retry: ReturnType<typeof setTimeout> | undefined;
const MAX_PAUSE_MS = 60_000;

function dispatch(type: string, data: unknown) {
  for (const handler of handlers.get(type) ?? []) handler(data);
}

function attach(type: string) {
  if (!source || listening.has(type) || type === 'open') return;
  listening.add(type);
  source.addEventListener(type, (event) => {
    lastEventId = (event as MessageEvent<string>).lastEventId || lastEventId;
    let data: unknown;
    try {
      data = JSON.parse((event as MessageEvent<string>).data);
    } catch {
      return;
    }
    dispatch(type, data);
  });
}

const subscribed = () => [...handlers.values()].some((set) => set.size > 0);

function connect() {
  if (source || typeof EventSource === 'undefined') return;
  const url = urlOf(slashed(addresses.events.stream), { query: { lastEventId } });
  const opened = new EventSource(url, { withCredentials: true });
  source = opened;
  listening = new Set();
  opened.addEventListener('open', () => {
    failures = 0;
    dispatch('open', null);
  });
  opened.addEventListener('error', () => {
    if (opened.readyState === EventSource.CLOSED) reopenLater(opened);
  });
  for (const type of handlers.keys()) attach(type);
}

function reopenLater(closed: EventSource) {
  if (source !== closed) return;
  source = null;
  const pause = Math.min(MAX_PAUSE_MS, 1000 * 2 ** failures++);
  retry = setTimeout(() => {
    retry = undefined;
    if (!subscribed()) return;
    void refreshAccess().then((signedIn) => {
      if (!subscribed() || source) return;
      if (signedIn) connect();
      else reopenLater((source = closed));
    });
  }, pause);
}

function disconnectIfIdle() {
  if (subscribed()) return;
  clearTimeout(retry);
  retry = undefined;
  source?.close();
  source = null;
  lastEventId = '';
  failures = 0;
}

/** Calls `handler` with each event of `type` ('open' on every connection); returns the unsubscribe. */
export function subscribeEvents(type: string, handler: Handler): () => void {
  let set = handlers.get(type);
  if (!set) handlers.set(type, (set = new Set()));
  set.add(handler);
  connect();
  attach(type);
  return () => {
    set.delete(handler);
    disconnectIfIdle();
  };
}
