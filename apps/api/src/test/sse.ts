export interface ReceivedEvent {
  id: number;
  type: string;
  data: unknown;
}

/** Reads a server-sent-events response as a test would watch it: events in order, and its end. */
export async function readStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const received: ReceivedEvent[] = [];
  // Events sent without an id (the unread counts a fresh stream starts with).
  const unnumbered: Omit<ReceivedEvent, 'id'>[] = [];
  let ended = false;
  const done = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = new Map(
            block.split('\n').map((line) => [line.split(': ')[0], line.slice(line.indexOf(': ') + 2)]),
          );
          if (fields.has('id')) {
            received.push({
              id: Number(fields.get('id')),
              type: fields.get('event') ?? 'message',
              data: JSON.parse(fields.get('data') ?? 'null'),
            });
          } else if (fields.has('event')) {
            unnumbered.push({
              type: fields.get('event') ?? 'message',
              data: JSON.parse(fields.get('data') ?? 'null'),
            });
          }
        }
      }
    } catch {
      // aborted by the test
    }
    ended = true;
  })();
  return {
    status: response.status,
    received,
    unnumbered,
    get ended() {
      return ended;
    },
    async waitFor(check: () => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`timed out; received ${JSON.stringify(received)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}
