import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, storeSession } from '#web/test/render-app.tsx';

const WAITLIST = '/api/patient/waitlist/5';

const card = {
  id: 5,
  doctor: 5,
  first_name: 'Karim',
  last_name: 'Haddad',
  full_name: 'Karim Haddad',
  doctor_picture: null,
  picture: null,
  doctor_specialization: null,
  specialization_name: null,
  address: null,
  is_certified: true,
};

/** The doctor with no free slot; the waitlist answers as a server would, or fails when told. */
function stubApi({ failChanges = false } = {}) {
  let waiting = false;
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url === '/api/doctor/search/5/') return json(200, card);
    if (url === '/api/patient/all-bookings/5/') return json(200, []);
    if (url === WAITLIST) {
      if (method !== 'GET') {
        if (failChanges) return json(500, { detail: 'Internal Server Error' });
        waiting = method === 'POST';
      }
      return json(200, { waiting });
    }
    return new Promise<Response>(() => {});
  });
  return (match: (call: { method: string; url: string }) => boolean) => calls.filter(match);
}

const explanationOff =
  "No slot that suits you? We can send you a notification and an email as soon as one of this doctor's slots frees up.";
const explanationOn =
  "You are on this doctor's waiting list: we will send you a notification and an email as soon as a slot frees up.";

describe('waitlist on the book-a-doctor page', { timeout: 20_000 }, () => {
  it('lets a signed-in patient be told when a slot frees up, and stop', async () => {
    const calls = stubApi();
    storeSession({ patientId: '2' });
    const user = userEvent.setup();
    await renderApp('/Book-a-doctor/5', { signedIn: true });

    const join = await screen.findByRole(
      'button',
      { name: 'Tell me when a slot frees up' },
      { timeout: 15_000 },
    );
    expect(screen.getByText(explanationOff)).toBeTruthy();
    await user.click(join);

    const stop = await screen.findByRole('button', { name: 'Stop telling me' });
    expect(screen.getByText(explanationOn).getAttribute('aria-live')).toBe('polite');
    await user.click(stop);

    await screen.findByRole('button', { name: 'Tell me when a slot frees up' });
    expect(screen.getByText(explanationOff)).toBeTruthy();
    expect(calls((c) => c.url === WAITLIST).map((c) => c.method)).toEqual(['GET', 'POST', 'DELETE']);
  });

  it('says so when the change fails, and keeps the current state', async () => {
    stubApi({ failChanges: true });
    storeSession({ patientId: '2' });
    const user = userEvent.setup();
    await renderApp('/Book-a-doctor/5', { signedIn: true });

    await user.click(
      await screen.findByRole('button', { name: 'Tell me when a slot frees up' }, { timeout: 15_000 }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('That did not work. Try again.');
    expect(screen.getByRole('button', { name: 'Tell me when a slot frees up' })).toBeTruthy();
    expect(screen.getByText(explanationOff)).toBeTruthy();
  });
});
