import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client.ts';

function respond(status: number, body: unknown = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client and an expired access token', () => {
  it('refreshes the session once and sends the request again', async () => {
    const calls: string[] = [];
    let expired = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        if (url.endsWith('/auth/token/refresh/')) {
          expired = false;
          return respond(200, { access: 'new' });
        }
        return expired ? respond(401, { detail: 'expired' }) : respond(200, { ok: url });
      }),
    );
    const [a, b] = await Promise.all([api('/api/patient/1/folder'), api('/api/patient/1/bookings')]);
    expect(a).toEqual({ ok: '/api/patient/1/folder' });
    expect(b).toEqual({ ok: '/api/patient/1/bookings' });
    expect(calls.filter((c) => c.endsWith('/auth/token/refresh/'))).toHaveLength(1);
  });

  it('gives up with the 401 when the refresh fails too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond(401, { detail: 'Token is invalid or expired' })),
    );
    await expect(api('/api/patient/1/folder')).rejects.toBeInstanceOf(ApiError);
  });

  it('never refreshes for the auth routes themselves', async () => {
    const fetchMock = vi.fn(async () => respond(401, { detail: 'No active account' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/api/auth/custom_token/', { body: {} })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
