import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#web/test/render-app.tsx';
import { fakeCaches } from '#web/test/fake-caches.ts';
import { readSavedAppointments, saveUpcomingAppointments } from '../offline/saved-appointments.ts';
import { type AuthApi, useAuth } from './auth-context.ts';
import { AuthProvider } from './auth-provider.tsx';
import { storeIds } from './auth-storage.ts';

let api: AuthApi | undefined;
function Probe() {
  api = useAuth();
  return <p>{`auth:${api.isAuth} ready:${api.ready} patient:${api.patientId}`}</p>;
}

/** The provider with its start-up refresh as the app runs it, against the stubbed fetch. */
const renderProvider = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

describe('AuthProvider', () => {
  it('marks the session authenticated when the start-up refresh answers 200', async () => {
    localStorage.setItem('userId', '7');
    const { fetchMock, calls } = stubFetch({
      '/api/auth/token/refresh/': () => ({ status: 200, body: { access: 'x' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderProvider();
    expect(await screen.findByText('auth:true ready:true patient:null')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/auth/token/refresh/');
    localStorage.clear();
  });

  it('does not ask the server when no session is remembered', async () => {
    localStorage.clear();
    const { fetchMock, calls } = stubFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderProvider();
    expect(await screen.findByText('auth:false ready:true patient:null')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('stays silently unauthenticated when the refresh fails', async () => {
    localStorage.setItem('userId', '7');
    const fetchMock = vi.fn(async () => {
      throw new TypeError('offline');
    });
    vi.stubGlobal('fetch', fetchMock);
    renderProvider();
    expect(await screen.findByText('auth:false ready:true patient:null')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    localStorage.clear();
  });

  it('forgets the remembered account when the server says its session ended (signed out elsewhere, expired)', async () => {
    storeIds({ userId: 7, patientId: 4 });
    const { fetchMock } = stubFetch({
      '/api/auth/token/refresh/': () => ({ status: 401, body: { detail: 'Token is invalid or expired' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderProvider();
    // The patient area's guard reads these ids: kept, it would open on calls that all fail.
    expect(await screen.findByText('auth:false ready:true patient:null')).toBeTruthy();
    expect(window.localStorage.getItem('patientId')).toBeNull();
    expect(window.localStorage.getItem('userId')).toBeNull();
  });

  it('keeps the remembered account when the server cannot be reached (offline)', async () => {
    storeIds({ userId: 7, patientId: 4 });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    renderProvider();
    expect(await screen.findByText('auth:false ready:true patient:4')).toBeTruthy();
    expect(window.localStorage.getItem('patientId')).toBe('4');
    localStorage.clear();
  });

  it('logs in by storing ids as text, and logs out by clearing them and redirecting home', async () => {
    const { fetchMock, calls } = stubFetch({ '/api/auth/logout/': () => ({ status: 204 }) });
    vi.stubGlobal('fetch', fetchMock);
    const redirect = vi.fn();
    render(
      <AuthProvider refresh={async () => 'unknown' as const} redirect={redirect}>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText(/ready:true/);
    act(() => api?.login({ userId: 1, patientId: 4, doctorId: null }));
    expect(screen.getByText('auth:true ready:true patient:4')).toBeTruthy();
    expect(window.localStorage.getItem('doctorId')).toBe('null');

    await act(async () => api?.logout());
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/logout/']);
    expect(window.localStorage.getItem('patientId')).toBeNull();
    expect(redirect).toHaveBeenCalledWith('/');
    expect(screen.getByText('auth:false ready:true patient:null')).toBeTruthy();
  });

  it("removes the patient's appointments saved for offline use at sign-in and at log out", async () => {
    vi.stubGlobal('caches', fakeCaches());
    const { fetchMock } = stubFetch({ '/api/auth/logout/': () => ({ status: 204 }) });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <AuthProvider refresh={async () => 'unknown' as const} redirect={vi.fn()}>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText(/ready:true/);
    const save = () => saveUpcomingAppointments([], new Date());
    storeIds({ userId: 1, patientId: 4 });
    await save();
    await act(async () => api?.login({ userId: 2, patientId: 5, doctorId: null }));
    storeIds({ userId: 1, patientId: 4 });
    expect(await readSavedAppointments()).toBeNull();

    storeIds({ userId: 2, patientId: 5 });
    await save();
    expect(await readSavedAppointments()).not.toBeNull();
    await act(async () => api?.logout());
    storeIds({ userId: 2, patientId: 5 });
    expect(await readSavedAppointments()).toBeNull();
  });
});
