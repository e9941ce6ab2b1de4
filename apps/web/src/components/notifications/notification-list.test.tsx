import type { AppNotification, NotificationList as List } from '@reayah/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n/index.ts';
import { NotificationList } from './notification-list.tsx';

const appointment = {
  appointment: 40,
  doctor: 3,
  doctor_name: 'Karim Haddad',
  patient_name: 'Amina Benali',
  day: '2026-11-23',
  start_time: '14:30:00',
};

const note = (id: number, kind: AppNotification['kind'], extra: Partial<AppNotification> = {}) => ({
  id,
  kind,
  data: appointment,
  link: '/Patients/12/Appoints',
  read: false,
  created_at: '2026-11-20T09:00:00.000Z',
  ...extra,
});

const ALL: AppNotification[] = [
  note(6, 'waitlist.slot_free', { link: '/book-a-doctor/3', read: true }),
  note(5, 'appointment.rescheduled', {
    link: '/Doctores/3/Appoints',
    data: { ...appointment, by: 'patient' },
  }),
  note(4, 'appointment.cancelled', {
    data: { ...appointment, by: 'doctor', reason: 'The clinic is closed' },
  }),
  note(3, 'appointment.cancelled', { link: '/Doctores/3/Appoints', data: { ...appointment, by: 'patient' } }),
  note(2, 'appointment.booked', { link: '/Doctores/3/Appoints' }),
  note(1, 'appointment.booked'),
];

/** The API at the network boundary: GET answers the list, POST …/read/ marks and answers it. */
function stubApi(results: AppNotification[]) {
  let list: List = { unread: results.filter((n) => !n.read).length, results };
  const marks: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/notifications/read/' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { ids?: number[]; all?: boolean };
      marks.push(body);
      const results = list.results.map((n) =>
        body.all || body.ids?.includes(n.id) ? { ...n, read: true } : n,
      );
      list = { unread: results.filter((n) => !n.read).length, results };
    } else if (url !== '/api/notifications/') throw new Error(`Unexpected fetch ${url}`);
    return new Response(JSON.stringify(list), { status: 200 });
  });
  return marks;
}

function Opened() {
  return <p>{`Opened ${useLocation().pathname}`}</p>;
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<NotificationList title="Updates" />} />
          <Route path="*" element={<Opened />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const WHEN = '23 Nov 2026 at 14:30';

describe('notification list', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('words each kind for its reader, in English, and marks the unread ones with a word', async () => {
    stubApi(ALL);
    renderList();
    const links = await screen.findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      `A slot is free with Dr. Karim Haddad on ${WHEN}.20 Nov 2026, 10:00`,
      `UnreadAmina Benali moved their appointment to ${WHEN}.20 Nov 2026, 10:00`,
      `UnreadDr. Karim Haddad cancelled your appointment of ${WHEN}: The clinic is closed20 Nov 2026, 10:00`,
      `UnreadAmina Benali cancelled the appointment of ${WHEN}.20 Nov 2026, 10:00`,
      `UnreadAmina Benali booked ${WHEN}.20 Nov 2026, 10:00`,
      `UnreadYour appointment with Dr. Karim Haddad on ${WHEN} is booked.20 Nov 2026, 10:00`,
    ]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/book-a-doctor/3',
      '/Doctores/3/Appoints',
      '/Patients/12/Appoints',
      '/Doctores/3/Appoints',
      '/Doctores/3/Appoints',
      '/Patients/12/Appoints',
    ]);
  });

  it('writes them in French and in Arabic', async () => {
    stubApi([
      note(1, 'appointment.booked'),
      note(2, 'appointment.cancelled', { data: { ...appointment, by: 'doctor' } }),
    ]);
    renderList();
    await screen.findAllByRole('link');
    await act(() => i18n.changeLanguage('fr'));
    expect(
      await screen.findByText(
        'Votre rendez-vous avec le Dr Karim Haddad le 23 nov. 2026 à 14:30 est réservé.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Le Dr Karim Haddad a annulé votre rendez-vous du 23 nov. 2026 à 14:30.'),
    ).toBeTruthy();
    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findAllByText(/^ألغى د\. Karim Haddad موعدك المقرر يوم .*14:30\.$/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeTruthy();
  });

  it('marks nothing when shown, one when opened, and all with the button', async () => {
    const marks = stubApi(ALL);
    const user = userEvent.setup();
    renderList();
    await screen.findAllByRole('link');
    expect(marks).toEqual([]);
    expect(screen.getAllByText('Unread')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(screen.queryAllByText('Unread')).toHaveLength(0));
    expect(marks).toEqual([{ all: true }]);
    // Nothing is left unread: the button goes, and its focus moves to the list, not to the page.
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Updates' })),
    );
  });

  it('offers no "Mark all as read" when every notification is read', async () => {
    stubApi(ALL.map((n) => ({ ...n, read: true })));
    renderList();
    expect(await screen.findAllByRole('link')).toHaveLength(ALL.length);
    expect(screen.queryByText('Unread')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('offers "Mark all as read" while one notification is unread', async () => {
    stubApi(ALL.map((n) => ({ ...n, read: n.id !== 4 })));
    renderList();
    expect(await screen.findAllByText('Unread')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
  });

  it('marks an unread notification read when it is opened, and goes to its page', async () => {
    const marks = stubApi(ALL);
    const user = userEvent.setup();
    renderList();
    const list = within(await screen.findByRole('region', { name: 'Updates' }));
    await user.click(await list.findByRole('link', { name: /Amina Benali booked/ }));
    expect(await screen.findByText('Opened /Doctores/3/Appoints')).toBeTruthy();
    await vi.waitFor(() => expect(marks).toEqual([{ ids: [2] }]));
  });

  it('does not mark again one already read', async () => {
    const marks = stubApi(ALL);
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('link', { name: /A slot is free/ }));
    expect(await screen.findByText('Opened /book-a-doctor/3')).toBeTruthy();
    expect(marks).toEqual([]);
  });

  it('says when there is nothing', async () => {
    stubApi([]);
    renderList();
    expect(
      await screen.findByText('No notifications yet: you will see your appointment news here.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });
});

describe('grouped notifications', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  const freed = (id: number, doctor: number, name: string) =>
    note(id, 'waitlist.slot_free', {
      link: `/book-a-doctor/${doctor}`,
      data: { ...appointment, doctor, doctor_name: name },
    });

  it('shows eight "slot free" from one doctor as one line with a count, the others on demand', async () => {
    const marks = stubApi([
      ...[20, 19, 18, 17, 16, 15, 14, 13].map((id) => freed(id, 3, 'Karim Haddad')),
      freed(12, 4, 'Salima Ouali'),
      note(11, 'appointment.booked', { link: '/Doctores/3/Appoints' }),
      note(10, 'appointment.booked', {
        link: '/Doctores/3/Appoints',
        data: { ...appointment, relative_name: 'Yacine Benali' },
      }),
    ]);
    const user = userEvent.setup();
    renderList();
    const links = await screen.findAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links[0]?.textContent).toContain('A slot is free with Dr. Karim Haddad');
    expect(links[0]?.textContent).toContain('8 notifications');
    expect(links[1]?.textContent).toContain('Dr. Salima Ouali');
    expect(links[1]?.textContent).not.toContain('notifications');
    expect(links[3]?.textContent).toContain('Amina Benali booked an appointment for Yacine Benali on');

    const more = screen.getByRole('button', { name: 'Show 7 more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(screen.getAllByRole('link')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getAllByRole('link')).toHaveLength(4);

    // Opening the line marks the whole group read.
    await user.click(links[0] as HTMLElement);
    expect(marks).toEqual([{ ids: [20, 19, 18, 17, 16, 15, 14, 13] }]);
  });

  it('counts in French and Arabic', async () => {
    stubApi([freed(2, 3, 'Karim Haddad'), freed(1, 3, 'Karim Haddad')]);
    renderList();
    await screen.findAllByRole('link');
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByText('2 notifications')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voir 1 de plus' })).toBeTruthy();
    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByText('إشعاران')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'عرض إشعار آخر' })).toBeTruthy();
  });
});
