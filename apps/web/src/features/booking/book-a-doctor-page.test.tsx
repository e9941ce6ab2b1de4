import { fireEvent, screen } from '@testing-library/react';
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

const slot = {
  id: 77,
  doctor: 5,
  day: '2030-01-15',
  start_time: '09:00:00',
  end_time: '09:30:00',
  existing: true,
  visit_kind: 'in_person',
};

function stubApi(slots: unknown[] = [], booking?: { status: number; body: unknown }) {
  const answers: Record<string, { status: number; body: unknown }> = {
    '/api/doctor/search/5/': { status: 200, body: card },
    '/api/patient/all-bookings/5/': { status: 200, body: slots },
    ...(booking ? { '/api/patient/2/booking/77/': booking } : {}),
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const answer = answers[String(input)];
    return answer === undefined
      ? new Promise<Response>(() => {})
      : new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        });
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

  it('tells the patient why a booking was refused when the doctor is no longer found', async () => {
    stubApi([slot], { status: 404, body: { detail: 'Doctor not found.' } });
    storeSession({ patientId: '2' });
    await renderApp('/Book-a-doctor/5', { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Book Now' }, { timeout: 15_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Doctor not found.')).toBeTruthy();
    expect(screen.queryByText('Something went wrong, Try again')).toBeNull();
  });
});
