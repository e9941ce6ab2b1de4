import { API_BASE } from './api-paths.ts';

// The signed-in user's server-sent events (`GET /api/events/`), one EventSource for the whole tab.
// The browser reconnects by itself and sends Last-Event-ID, so the server resumes where it stopped;
// subscribers also hear `open` on every (re)connection, to re-read anything they show.

type Handler = (data: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
let source: EventSource | null = null;
let listening = new Set<string>();

function dispatch(type: string, data: unknown) {
  for (const handler of handlers.get(type) ?? []) handler(data);
}

function attach(type: string) {
  if (!source || listening.has(type) || type === 'open') return;
  listening.add(type);
  source.addEventListener(type, (event) => {
    let data: unknown;
    try {
      data = JSON.parse((event as MessageEvent<string>).data);
    } catch {
      return;
    }
    dispatch(type, data);
  });
}

function connect() {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource(`${API_BASE}/events/`, { withCredentials: true });
  listening = new Set();
  source.addEventListener('open', () => dispatch('open', null));
  for (const type of handlers.keys()) attach(type);
}

function disconnectIfIdle() {
  if ([...handlers.values()].some((set) => set.size > 0)) return;
  source?.close();
  source = null;
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
