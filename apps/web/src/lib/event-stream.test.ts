import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubEventSource } from '../test/event-source.ts';
import { subscribeEvents } from './event-stream.ts';

/** The refresh call's answers, in order; every other call stays pending. */
function stubRefresh(...answers: number[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return new Response('{}', { status: answers.shift() ?? 401 });
  });
  return calls;
}

describe('event stream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reopens a stream the server refused after its token expired, from the last event seen', async () => {
    const stream = stubEventSource();
    const calls = stubRefresh(200);
    const heard: unknown[] = [];
    const stop = subscribeEvents('notification', (data) => heard.push(data));
    stream.emit('notification', { id: 1 }, '41');

    stream.refuse();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(['/api/auth/token/refresh/']);
    expect(stream.sources).toHaveLength(2);
    expect(stream.sources[1]?.url).toBe('/api/events/?lastEventId=41');

    stream.emit('notification', { id: 2 }, '42');
    expect(heard).toEqual([{ id: 1 }, { id: 2 }]);
    stop();
    expect(stream.sources[1]?.closed).toBe(true);
  });

  it('keeps trying, more and more slowly, while the session cannot be refreshed', async () => {
    const stream = stubEventSource();
    const calls = stubRefresh(503, 503, 200);
    const stop = subscribeEvents('notification', () => undefined);
    stream.refuse();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(2);
    expect(stream.sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls).toHaveLength(3);
    expect(stream.sources).toHaveLength(2);
    stop();
  });

  it('stops trying once nobody listens', async () => {
    const stream = stubEventSource();
    const calls = stubRefresh(200);
    const stop = subscribeEvents('notification', () => undefined);
    stream.refuse();
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toEqual([]);
    expect(stream.sources).toHaveLength(1);
  });
});
