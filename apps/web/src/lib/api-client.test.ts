import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client.ts';
import { storeIds } from './auth/auth-storage.ts';
import { browser } from './browser.ts';

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

// The last tests of the file: once a session has ended the page is being left for good.
describe('api client and a session that ended while a page was open', () => {
  const ended = () => vi.fn(async () => respond(401, { detail: 'Token is invalid or expired' }));

  it("leaves a visitor's page alone: the 401 is the page's to show", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    vi.stubGlobal('fetch', ended());
    await expect(api('/api/doctors/5/slots/')).rejects.toMatchObject({ status: 401 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(assign).not.toHaveBeenCalled();
  });

  it('forgets the signed-in user and sends them to sign in again, then back to the page', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    storeIds({ userId: 3, patientId: 11 });
    window.history.replaceState(null, '', '/Patients/11/Appoints?page=2');
    vi.stubGlobal('fetch', ended());
    let settled = false;
    void api('/api/patient/11/bookings').finally(() => (settled = true));
    void api('/api/patient/11/folder').finally(() => (settled = true));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/Login?session=ended&next=%2FPatients%2F11%2FAppoints%3Fpage%3D2'),
    );
    expect(assign).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(window.localStorage.getItem('patientId')).toBeNull();
    // Whose session it was, so that only this account is sent back to the page after signing in.
    expect(window.localStorage.getItem('sessionEndedFor')).toBe('3');
    // The page shows no error in the moment before it is left.
    expect(settled).toBe(false);
  });
});
