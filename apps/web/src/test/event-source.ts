import { vi } from 'vitest';

/**
 * Replaces the browser's EventSource (jsdom has none) with one the test drives: `emit(type, data)`
 * delivers a server-sent event of `type` with `data` as JSON to every open stream; `refuse()` is a
 * reconnection the server answered with an error, after which a browser closes the stream for good.
 */
export function stubEventSource() {
  const sources: FakeEventSource[] = [];
  class FakeEventSource extends EventTarget {
    static readonly CLOSED = 2;
    readonly url: string;
    readyState = 1;
    closed = false;
    constructor(url: string | URL) {
      super();
      this.url = String(url);
      sources.push(this);
    }
    close() {
      this.closed = true;
      this.readyState = FakeEventSource.CLOSED;
    }
  }
  vi.stubGlobal('EventSource', FakeEventSource);
  return {
    sources,
    emit(type: string, data: unknown, lastEventId = '') {
      for (const source of sources.filter((s) => !s.closed)) {
        source.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
      }
    },
    refuse() {
      for (const source of sources.filter((s) => !s.closed)) {
        source.close();
        source.dispatchEvent(new Event('error'));
      }
    },
  };
}
