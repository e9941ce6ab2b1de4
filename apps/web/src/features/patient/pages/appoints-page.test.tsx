import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, storeSession } from '#web/test/render-app.tsx';

const BOOKINGS = '/api/patient/2/bookings';
const NEXT = '/api/patient/next-appointment/2/';
const SLOTS = '/api/patient/all-bookings/5/';
const CANCEL = '/api/patient/appointments/41/cancel/';
const MOVE = '/api/patient/appointments/41/reschedule/';

const row = {
  doctor: 5,
  doctor_name: 'Karim Haddad',
  start_time: '10:00:00',
  end_time: '10:30:00',
  is_completed: false,
  status: 'booked',
  cancelled_by: null,
  cancel_reason: null,
};
const upcoming = { ...row, id: 41, day: '2099-03-10', appointment_reason: 'Toux depuis une semaine' };
const history = [
  { ...row, id: 40, day: '2020-01-05', is_completed: true, status: 'completed' },
  { ...row, id: 39, day: '2020-01-04', status: 'no_show' },
  {
    ...row,
    id: 38,
    day: '2020-01-03',
    status: 'cancelled',
    cancelled_by: 'doctor',
    cancel_reason: 'Away at a congress',
  },
  { ...row, id: 37, day: '2020-01-02', status: 'cancelled', cancelled_by: 'patient' },
  // Booked but already started: nothing can be changed online any more.
  { ...row, id: 36, day: '2020-01-01', status: 'booked' },
];

const slot = (id: number, day: string, start: string, end: string) => ({
  id,
  doctor: 5,
  day,
  start_time: `${start}:00`,
  end_time: `${end}:00`,
  existing: true,
  visit_kind: 'in_person',
});
const freeSlots = [
  slot(79, '2099-03-12', '08:30', '09:00'),
  slot(77, '2099-03-11', '09:00', '09:30'),
  slot(78, '2099-03-11', '11:00', '11:30'),
];

type Answer = { status: number; body?: unknown };

/**
 * The patient's bookings and the doctor's free slots; `post` answers the cancel and move calls
 * and may change what the lists answer next. Anything else stays pending.
 */
function stubApi(post: (url: string, body: unknown) => Answer) {
  const state = { bookings: [upcoming, ...history] as Record<string, unknown>[], slots: freeSlots };
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const json = (status: number, value?: unknown) =>
      new Response(value === undefined ? null : JSON.stringify(value), { status });
    if (method === 'POST') {
      const answer = post(url, body);
      return json(answer.status, answer.body);
    }
    if (url === BOOKINGS) return json(200, state.bookings);
    if (url === NEXT) return json(200, { doctor_name: null, next_appointment_date: null, start_time: null });
    if (url === SLOTS) return json(200, state.slots);
    if (url === '/api/visits/') return json(200, { results: [] });
    return new Promise<Response>(() => {});
  });
  const count = (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url);
  return { state, calls, count };
}

async function openPage() {
  storeSession({ patientId: '2' });
  const user = userEvent.setup();
  await renderApp('/Patients/2/Appoints', { signedIn: true });
  // The first render compiles the patient area's lazy chunks.
  await screen.findAllByText('Booked', undefined, { timeout: 15_000 });
  return user;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('patient appointments', { timeout: 20_000 }, () => {
  it('shows each appointment’s status, the doctor’s reason, and changes only for an upcoming one', async () => {
    stubApi(() => ({ status: 500 }));
    await openPage();
    expect(screen.getAllByText('Booked')).toHaveLength(2);
    for (const status of ['Completed', 'Did not come', 'Cancelled by you', 'Cancelled by the doctor']) {
      expect(screen.getByText(status)).toBeTruthy();
    }
    // The doctor's words are isolated in the sentence: on an Arabic page a Latin reason keeps its order.
    const reason = screen.getByText('Away at a congress');
    expect(reason.tagName).toBe('BDI');
    expect(reason.parentElement?.textContent).toBe('Reason: Away at a congress');

    // Only the upcoming booked appointment (41) can be cancelled, moved or added to a calendar.
    expect(screen.getAllByRole('button', { name: /^Cancel the appointment/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Move the appointment/ })).toHaveLength(1);
    const calendar = screen.getByRole('link', {
      name: 'Add to calendar: the appointment with Dr. Karim Haddad on 10 Mar 2099',
    });
    expect(calendar.getAttribute('href')).toBe('/api/patient/appointments/41/calendar.ics');
    expect(calendar.hasAttribute('download')).toBe(true);
  });

  it('shows the reason the patient wrote when booking, and no reason line on the others', async () => {
    stubApi(() => ({ status: 500 }));
    await openPage();
    const written = screen.getByText('Toux depuis une semaine');
    expect(written.closest('tr')).toBe(rowOf('Toux depuis une semaine'));
    expect(written.closest('td')?.textContent).toBe('Reason for the visitToux depuis une semaine');
    const completed = rowOf('Completed');
    expect(
      within(completed)
        .queryAllByText('Reason for the visit')
        .filter((label) => !label.closest('td')?.className.includes('max-sm:hidden')),
    ).toHaveLength(0);
  });

  it('shows no actions line on an appointment with nothing left to do', async () => {
    stubApi(() => ({ status: 500 }));
    await openPage();
    // On a phone each row is a card of "header: value" lines: a cancelled appointment has no
    // "Actions" line over nothing, the upcoming one keeps its line.
    const actionsLine = (row: HTMLElement) =>
      within(row)
        .queryAllByText('Actions')
        .filter((label) => !label.closest('td')?.className.includes('max-sm:hidden'));
    for (const cancelled of [rowOf('Cancelled by you'), rowOf('Cancelled by the doctor')]) {
      expect(actionsLine(cancelled)).toHaveLength(0);
      expect(within(cancelled).getAllByRole('cell').at(-1)?.className).toContain('max-sm:hidden');
    }
    const upcoming = screen
      .getByRole('button', { name: /^Move the appointment/ })
      .closest('tr') as HTMLElement;
    expect(actionsLine(upcoming)).toHaveLength(1);
  });

  it('cancels after the patient confirms, naming the doctor and the date', async () => {
    const api = stubApi((url) => {
      if (url !== CANCEL) return { status: 404 };
      api.state.bookings = api.state.bookings.map((b) =>
        b.id === 41 ? { ...b, status: 'cancelled', cancelled_by: 'patient' } : b,
      );
      return { status: 204 };
    });
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: /^Cancel the appointment with Dr. Karim Haddad/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    expect(dialog.textContent).toContain('Dr. Karim Haddad');
    expect(dialog.textContent).toContain('Tuesday, 10 March 2099');

    // Keeping it sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep appointment' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.count('POST', CANCEL)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /^Cancel the appointment with Dr. Karim Haddad/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel appointment' }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.count('POST', CANCEL)).toHaveLength(1);
    expect(within(rowOf('10 Mar 2099')).getByText('Cancelled by you')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Cancel the appointment/ })).toBeNull();
    // Its button is gone: focus goes to the announcement of what happened.
    const notice = screen.getByText(
      'Your appointment with Dr. Karim Haddad on Tuesday, 10 March 2099 at 10:00 is cancelled.',
    );
    expect(notice.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(notice);
    // The bookings (and the next-appointment banner) are asked again.
    await vi.waitFor(() => expect(api.count('GET', BOOKINGS).length).toBeGreaterThan(1));
    await vi.waitFor(() => expect(api.count('GET', NEXT).length).toBeGreaterThan(1));
  });

  it('shows the server’s reason when it is too late, with a way to message the doctor', async () => {
    const detail =
      'This appointment can no longer be changed online: it could be until 2099-03-09 10:00. Send the doctor a message instead.';
    const api = stubApi(() => ({ status: 409, body: { detail } }));
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: /^Cancel the appointment with Dr. Karim Haddad/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(detail);
    const message = within(alert).getByRole('link', { name: 'Message Dr. Karim Haddad' });
    expect(message.getAttribute('href')).toBe('/Patients/2/Inbox');
    expect(document.activeElement).toBe(message);
    expect(within(dialog).queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
    expect(api.count('POST', CANCEL)).toHaveLength(1);

    // The footer's Close (the corner's has the same name).
    const [, close] = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(close as HTMLElement);
    expect(within(rowOf('10 Mar 2099')).getByText('Booked')).toBeTruthy();
  });

  it('moves the appointment to a free slot of the same doctor chosen by day', async () => {
    const api = stubApi((url, body) => {
      if (url !== MOVE) return { status: 404 };
      api.state.bookings = api.state.bookings.map((b) =>
        b.id === 41 ? { ...b, day: '2099-03-11', start_time: '11:00:00', end_time: '11:30:00' } : b,
      );
      api.state.slots = api.state.slots.filter((s) => s.id !== (body as { slot: number }).slot);
      return { status: 204 };
    });
    const user = await openPage();
    const move = screen.getByRole('button', { name: /^Move the appointment with Dr. Karim Haddad/ });
    await user.click(move);
    const dialog = await screen.findByRole('dialog', { name: 'Move this appointment' });

    // The free slots, by day in order, each day's by time.
    const wednesday = await within(dialog).findByRole('group', { name: 'Wednesday 11 March' });
    const thursday = within(dialog).getByRole('group', { name: 'Thursday 12 March' });
    expect(
      within(wednesday)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['09:00–09:30In person', '11:00–11:30In person']);
    expect(within(thursday).getAllByRole('radio')).toHaveLength(1);

    // Nothing chosen yet: it asks for a time and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Move appointment' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a new time first.');
    expect(api.count('POST', MOVE)).toHaveLength(0);

    await user.click(within(wednesday).getByRole('radio', { name: /11:00–11:30/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move appointment' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.count('POST', MOVE).map((c) => c.body)).toEqual([{ slot: 78 }]);
    expect(
      screen
        .getByText('Your appointment with Dr. Karim Haddad is moved to Wednesday, 11 March 2099 at 11:00.')
        .getAttribute('role'),
    ).toBe('status');
    // The row shows the new day at once; its Move button keeps the focus.
    expect(within(rowOf('11 Mar 2099')).getByText('Booked')).toBeTruthy();
    expect(document.activeElement).toBe(move);
    // The bookings and the doctor's free slots are asked again.
    await vi.waitFor(() => expect(api.count('GET', BOOKINGS).length).toBeGreaterThan(1));
    await vi.waitFor(() => expect(api.count('GET', SLOTS).length).toBeGreaterThan(1));
  });

  it('shows why when the slot was just taken, and refreshes the free slots', async () => {
    const detail = 'This slot has just been booked by someone else. Please choose another one.';
    const api = stubApi(() => {
      // Someone else took 78 meanwhile.
      api.state.slots = api.state.slots.filter((s) => s.id !== 78);
      return { status: 409, body: { detail } };
    });
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: /^Move the appointment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Move this appointment' });
    await user.click(await within(dialog).findByRole('radio', { name: /11:00–11:30/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move appointment' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(detail);
    await vi.waitFor(() => expect(within(dialog).queryByRole('radio', { name: /11:00–11:30/ })).toBeNull());
    expect(api.count('GET', SLOTS)).toHaveLength(2);
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    expect(within(rowOf('10 Mar 2099')).getByText('Booked')).toBeTruthy();
  });
});
