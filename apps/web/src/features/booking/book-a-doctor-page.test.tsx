import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { renderApp, storeSession } from '../../test/render-app.tsx';

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

function stubApi() {
  const answers: Record<string, unknown> = {
    '/api/doctor/search/5/': card,
    '/api/patient/all-bookings/5/': [],
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const body = answers[String(input)];
    return body === undefined
      ? new Promise<Response>(() => {})
      : new Response(JSON.stringify(body), { status: 200 });
  });
}

describe('book-a-doctor page', { timeout: 20_000 }, () => {
  beforeEach(() => queryClient.clear());

  it('says the doctor has not set a specialty in its header', async () => {
    stubApi();
    storeSession({ patientId: '2' });
    await renderApp('/Book-a-doctor/5', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Dr. Karim Haddad' }, { timeout: 15_000 });
    expect(screen.getByText('Specialty not set')).toBeTruthy();
  });

  // jsdom lays nothing out; a real browser measures every width in e2e/booking-layout.spec.ts.
  it('paints its background down to the bottom of the screen however short the page is', async () => {
    stubApi();
    storeSession({ patientId: '2' });
    await renderApp('/Book-a-doctor/5', { signedIn: true });
    await screen.findByText("There's No Bookings Available", undefined, { timeout: 15_000 });
    const page = document.querySelector('main')?.firstElementChild;
    expect(page?.classList.contains('bg-surface')).toBe(true);
    // At least the screen's height below the fixed navigation bar, so no white shows under it.
    expect(page?.classList.contains('min-h-[calc(100dvh-var(--spacing-nav))]')).toBe(true);
  });
});
