import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, storeSession } from '#web/test/render-app.tsx';

const LIST = '/api/doctor/get_my_patients_appointments/9/';
const CANCEL = '/api/doctor/appointments/12/cancel/';
const NO_SHOW = '/api/doctor/appointments/11/no-show/';
const MESSAGES = '/api/doctor/appointments/12/messages/';

const base = {
  doctor: 9,
  patient: 2,
  is_completed: false,
  is_confirmed: true,
  type_person: 'patient',
  start_time: '10:00:00',
  end_time: '10:30:00',
  appointment_reason: '',
  slot: 4,
  visit_kind: 'in_person',
  no_show: false,
};
const upcoming = {
  ...base,
  id: 12,
  patient_full_name: 'Amina Benali',
  appointment_date: '2099-11-24',
  day: '2099-11-24',
};
const past = {
  ...base,
  id: 11,
  patient_full_name: 'Yacine Mansouri',
  appointment_date: '2020-11-24',
  day: '2020-11-24',
};

type Answer = { status: number; body?: unknown };

/** The doctor's two appointments; `post` answers the changes and may change the list. */
function stubApi(post: (url: string, body: unknown) => Answer = () => ({ status: 204 })) {
  const state = { list: [upcoming, past] as Record<string, unknown>[] };
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
    if (url === LIST) return json(200, state.list);
    if (url === '/api/visits/') return json(200, { results: [] });
    if (url === MESSAGES) {
      return json(200, [
        {
          kind: 'appointment.confirmation',
          channel: 'email',
          status: 'sent',
          attempts: 1,
          created_at: '2099-11-01T09:00:00.000Z',
          sent_at: '2099-11-01T09:00:05.000Z',
        },
        {
          kind: 'appointment.reminder',
          channel: 'email',
          status: 'retrying',
          attempts: 2,
          created_at: '2099-11-23T09:00:00.000Z',
          sent_at: null,
        },
      ]);
    }
    return new Promise<Response>(() => {});
  });
  const count = (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url);
  return { state, count };
}

async function openPage() {
  storeSession({ doctorId: '9' });
  const user = userEvent.setup();
  await renderApp('/Doctores/9/Appoints', { signedIn: true });
  // The first render compiles the doctor area's lazy chunks.
  await screen.findByText('Amina Benali', undefined, { timeout: 15_000 });
  return user;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

async function openCancel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    screen.getByRole('button', { name: "Cancel with a reason: Amina Benali's appointment on 24 Nov 2099" }),
  );
  return screen.findByRole('dialog', { name: 'Cancel this appointment' });
}

describe('doctor appointments after the booking', { timeout: 20_000 }, () => {
  it('asks for a reason before cancelling, and shows the server’s word on it under the field', async () => {
    const api = stubApi(() => ({
      status: 400,
      body: { reason: ['The reason must be 500 characters or less'] },
    }));
    const user = await openPage();
    const dialog = await openCancel(user);
    expect(dialog.textContent).toContain("Amina Benali's appointment on Tuesday, 24 November 2099 at 10:00");
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for the patient' });
    expect(document.activeElement).toBe(reason);

    // Empty, then only spaces: refused here, nothing sent.
    const submit = within(dialog).getByRole('button', { name: 'Cancel appointment' });
    await user.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Say why the appointment is cancelled.',
    );
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reason);
    await user.type(reason, '   ');
    await user.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe('Say why the appointment is cancelled.');
    expect(api.count('POST', CANCEL)).toHaveLength(0);

    // The server's field message goes under the field too.
    await user.type(reason, 'Away at a congress');
    await user.click(submit);
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('The reason must be 500 characters or less'),
    );
    expect(document.getElementById(reason.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The reason must be 500 characters or less',
    );
    expect(api.count('POST', CANCEL)).toHaveLength(1);
    expect(screen.getByText('Amina Benali')).toBeTruthy();
  });

  it('cancels with the reason, drops the row and says it is done', async () => {
    const api = stubApi((url) => {
      if (url !== CANCEL) return { status: 404 };
      api.state.list = api.state.list.filter((a) => a.id !== 12);
      return { status: 204 };
    });
    const user = await openPage();
    const dialog = await openCancel(user);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for the patient' }),
      ' Away at a congress ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.count('POST', CANCEL).map((c) => c.body)).toEqual([{ reason: 'Away at a congress' }]);
    expect(screen.queryByText('Amina Benali')).toBeNull();
    const notice = screen.getByText(
      "Amina Benali's appointment on Tuesday, 24 November 2099 at 10:00 is cancelled, and the patient has been told.",
    );
    expect(notice.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(notice);
    await vi.waitFor(() => expect(api.count('GET', LIST).length).toBeGreaterThan(1));
  });

  it('marks a past appointment “Did not come” and back; an upcoming one cannot be', async () => {
    const api = stubApi((url, body) => {
      if (url !== NO_SHOW) return { status: 404 };
      const noShow = (body as { no_show: boolean }).no_show;
      api.state.list = api.state.list.map((a) => (a.id === 11 ? { ...a, no_show: noShow } : a));
      return { status: 204 };
    });
    const user = await openPage();
    expect(within(rowOf('Amina Benali')).queryByRole('button', { name: /^Did not come/ })).toBeNull();

    const toggle = within(rowOf('Yacine Mansouri')).getByRole('button', {
      name: 'Did not come: Yacine Mansouri on 24 Nov 2020',
    });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    // Past: no cancelling with a reason, no calendar file.
    expect(
      within(rowOf('Yacine Mansouri')).queryByRole('button', { name: /^Cancel with a reason/ }),
    ).toBeNull();
    expect(within(rowOf('Yacine Mansouri')).queryByRole('link', { name: /^Add to calendar/ })).toBeNull();

    await user.click(toggle);
    await vi.waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    // The status column shows the badge instead of "Not Completed".
    const cells = within(rowOf('Yacine Mansouri')).getAllByRole('cell');
    const status = cells.find((c) => c.textContent?.startsWith('Status')) as HTMLElement;
    expect(status.lastElementChild?.textContent).toBe('Did not come');

    await user.click(toggle);
    await vi.waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(status.lastElementChild?.textContent).toBe('Not Completed');
    expect(api.count('POST', NO_SHOW).map((c) => c.body)).toEqual([{ no_show: true }, { no_show: false }]);
  });

  it('lists the emails sent about an appointment when opened, and links its calendar file', async () => {
    const api = stubApi();
    const user = await openPage();
    const row = rowOf('Amina Benali');
    const calendar = within(row).getByRole('link', {
      name: "Add to calendar: Amina Benali's appointment on 24 Nov 2099",
    });
    expect(calendar.getAttribute('href')).toBe('/api/doctor/appointments/12/calendar.ics');
    expect(calendar.hasAttribute('download')).toBe(true);

    const emails = within(row).getByRole('button', {
      name: "Emails about Amina Benali's appointment on 24 Nov 2099",
    });
    expect(emails.getAttribute('aria-expanded')).toBe('false');
    expect(api.count('GET', MESSAGES)).toHaveLength(0);

    await user.click(emails);
    expect(emails.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(emails.getAttribute('aria-controls') ?? '') as HTMLElement;
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((li) => [...li.children].slice(0, 2).map((c) => c.textContent))).toEqual([
      ['Confirmation', 'Sent'],
      ['Reminder', 'Sending again'],
    ]);
    expect(api.count('GET', MESSAGES)).toHaveLength(1);

    await user.click(emails);
    expect(emails.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });
});
