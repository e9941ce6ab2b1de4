import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { otherBrowserTab } from '#web/test/other-tab.ts';
import { renderApp, storeSession } from '#web/test/render-app.tsx';

const BOOKINGS = '/api/patient/2/bookings';

const booking = {
  id: 40,
  day: '2026-11-24',
  start_time: '10:00:00',
  end_time: '10:30:00',
  doctor: 9,
  doctor_name: 'Karim Haddad',
  is_completed: false,
  status: 'booked',
  cancelled_by: null,
  cancel_reason: null,
};

describe('a page under the query layout', { timeout: 20_000 }, () => {
  const tab = otherBrowserTab();
  it('shows a booking made in another tab at once, without a reload', async () => {
    let bookings: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
      String(input) === BOOKINGS
        ? new Response(JSON.stringify(bookings), { status: 200 })
        : new Promise<Response>(() => {}),
    );
    storeSession({ patientId: '2' });
    await renderApp('/Patients/2/Appoints', { signedIn: true });
    // The first render compiles the patient area's lazy chunks.
    await screen.findByText('You have no Appointments', undefined, { timeout: 15_000 });

    bookings = [booking];
    tab.channel.postMessage([['patient', '2', 'bookings']]);
    expect(await screen.findByText('Dr. Karim Haddad')).toBeTruthy();
  });
});
