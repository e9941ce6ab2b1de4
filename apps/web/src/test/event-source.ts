import { vi } from 'vitest';

/**
 * Replaces the browser's EventSource (jsdom has none) with one the test drives: `emit(type, data)`
 * delivers a server-sent event of `type` with `data` as JSON to every open stream.
 */
export function stubEventSource() {
  const sources: FakeEventSource[] = [];
  class FakeEventSource extends EventTarget {
    readonly url: string;
    closed = false;
    constructor(url: string | URL) {
      super();
      this.url = String(url);
      sources.push(this);
    }
    close() {
      this.closed = true;
    }
  }
  vi.stubGlobal('EventSource', FakeEventSource);
  return {
    sources,
    emit(type: string, data: unknown) {
      for (const source of sources.filter((s) => !s.closed)) {
        source.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
      }
    },
  };
}
