import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeIds } from './auth-storage.ts';
import { refreshSession } from './session-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number) => vi.fn(async () => new Response('{}', { status }));

describe('the start-up refresh of a remembered session', () => {
  it('remembers whose session the server ended, for the sign-in page', async () => {
    storeIds({ userId: 3, patientId: 11 });
    vi.stubGlobal('fetch', answer(401));
    expect(await refreshSession()).toBe('ended');
    expect(window.localStorage.getItem('sessionEndedFor')).toBe('3');
  });

  it('remembers nothing when the session is live or the server could not be asked', async () => {
    storeIds({ userId: 3, patientId: 11 });
    vi.stubGlobal('fetch', answer(200));
    expect(await refreshSession()).toBe('live');
    vi.stubGlobal('fetch', answer(503));
    expect(await refreshSession()).toBe('unknown');
    expect(window.localStorage.getItem('sessionEndedFor')).toBeNull();
  });
});
