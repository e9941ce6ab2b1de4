import type { AppNotification } from '@reayah/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n/index.ts';
import { stubEventSource } from '#web/test/event-source.ts';
import { renderApp, storeSession } from '#web/test/render-app.tsx';

const booked = (id: number, patient: string): AppNotification => ({
  id,
  kind: 'appointment.booked',
  data: { doctor_name: 'Karim Haddad', patient_name: patient, day: '2026-11-23', start_time: '09:00:00' },
  link: '/Doctores/3/Appoints',
  read: false,
  created_at: '2026-11-20T09:00:00.000Z',
});

/** The server's notifications at the network boundary; other calls stay pending. */
function stubApi(answers: Record<string, unknown>) {
  const server = { results: [] as AppNotification[] };
  const list = () => ({ unread: server.results.filter((n) => !n.read).length, results: server.results });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/notifications/read/' && init?.method === 'POST') {
      server.results = server.results.map((n) => ({ ...n, read: true }));
      return new Response(JSON.stringify(list()), { status: 200 });
    }
    if (url === '/api/notifications/') return new Response(JSON.stringify(list()), { status: 200 });
    if (url in answers) return new Response(JSON.stringify(answers[url]), { status: 200 });
    return new Promise<Response>(() => {});
  });
  return server;
}

// The first render compiles the area's lazy chunks.
const slow = { timeout: 15_000 };

describe('notifications badge', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('counts a doctor’s unread notifications and follows the stream live', async () => {
    const stream = stubEventSource();
    const server = stubApi({});
    server.results = [booked(2, 'Amina Benali'), booked(1, 'Yacine Saidi')];
    storeSession({ doctorId: '3' });
    await renderApp('/Doctores/3/Notifications', { signedIn: true });

    const nav = within(await screen.findByRole('navigation', { name: 'Doctor menu' }, slow));
    const link = await nav.findByRole('link', { name: 'Notifications 2 unread' }, slow);
    expect(link.getAttribute('href')).toBe('/Doctores/3/Notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(screen.getByText('Amina Benali booked 23 Nov 2026 at 09:00.')).toBeTruthy();

    server.results = [booked(3, 'Lina Mansouri'), ...server.results];
    act(() => stream.emit('notification', { id: 3, kind: 'appointment.booked' }));
    expect(await nav.findByRole('link', { name: 'Notifications 3 unread' })).toBe(link);
    expect(await screen.findByText('Lina Mansouri booked 23 Nov 2026 at 09:00.')).toBeTruthy();

    await act(() => i18n.changeLanguage('fr'));
    expect(await nav.findByRole('link', { name: 'Notifications 3 non lus' })).toBe(link);
  });

  it('shows a patient’s access requests and notifications, and clears the badge once all are read', async () => {
    stubEventSource();
    const server = stubApi({ '/api/patient/2/access-requests/': [] });
    server.results = [{ ...booked(5, 'Amina Benali'), link: '/Patients/2/Appoints' }];
    storeSession({ patientId: '2' });
    const user = userEvent.setup();
    await renderApp('/Patients/2/Notifications', { signedIn: true });

    const nav = within(await screen.findByRole('navigation', { name: 'Patient menu' }, slow));
    const link = await nav.findByRole('link', { name: 'Notifications 1 unread' }, slow);
    // On a phone the menu is closed: its button carries the count, named after its own words.
    expect(screen.getByRole('button', { name: 'Open menu 1 unread' }).textContent).toContain('1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Access requests' })).toBeTruthy();
    expect(screen.getByText('You have no Notifications')).toBeTruthy();
    const updates = within(screen.getByRole('region', { name: 'Updates' }));
    expect(
      await updates.findByText('Your appointment with Dr. Karim Haddad on 23 Nov 2026 at 09:00 is booked.'),
    ).toBeTruthy();

    await user.click(updates.getByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(link.getAttribute('aria-label')).toBeNull());
    expect(nav.getByRole('link', { name: 'Notifications' })).toBe(link);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(updates.queryByText('Unread')).toBeNull();
  });
});
