import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, storeSession } from '#web/test/render-app.tsx';

const appointment = (over: object) => ({
  id: 12,
  patient: 2,
  patient_full_name: 'Amina Benali',
  type_person: '',
  appointment_reason: 'Chest pain',
  visit_kind: 'in_person',
  day: '2030-01-08',
  start_time: '09:00:00',
  end_time: '09:30:00',
  is_completed: false,
  no_show: false,
  ...over,
});

type Answer = (body: unknown, method: string) => unknown;
const calls: { url: string; method: string; body: unknown }[] = [];

/** Answers the listed URLs; anything else (profile, banners) stays pending. */
function stubApi(answers: Record<string, Answer>) {
  calls.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, method, body });
    const answer = answers[`${method} ${url}`];
    if (!answer) return new Promise<Response>(() => {});
    const result = answer(body, method);
    return new Response(result === null ? null : JSON.stringify(result), {
      status: result === null ? 204 : 200,
    });
  });
}

async function open(url: string) {
  storeSession({ doctorId: '9' });
  await renderApp(url, { signedIn: true });
}

describe('the agenda', { timeout: 20_000 }, () => {
  it('shows a coming day: who comes, why, how, and one tap to start; nothing to close yet', async () => {
    stubApi({
      'GET /api/doctor/agenda/?from=2030-01-08&days=1': () => ({
        from: '2030-01-08',
        to: '2030-01-08',
        appointments: [
          appointment({}),
          appointment({
            id: 13,
            start_time: '10:00:00',
            end_time: '10:30:00',
            patient_full_name: 'Yacine Amrani',
            appointment_reason: '',
            visit_kind: 'video',
            type_person: 'relative',
          }),
        ],
        absences: [],
      }),
    });
    await open('/Doctores/9/Agenda?day=2030-01-08');
    const items = await screen.findAllByTestId('agenda-appointment', {}, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'To come (2)' })).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Amina Benali')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Reason: Chest pain')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('In person')).toBeTruthy();
    const second = within(items[1] as HTMLElement);
    expect(second.getByText('No reason given')).toBeTruthy();
    expect(second.getByText('for a relative')).toBeTruthy();
    expect(second.getByText('Video visit')).toBeTruthy();
    // The video visit's join button appears only in its window.
    expect(second.queryByRole('link', { name: 'Join video visit' })).toBeNull();
    // The patient's name opens that patient's record.
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'Amina Benali' })
        .getAttribute('href'),
    ).toBe('/Doctores/9/Patients/2');
    expect(
      within(items[0] as HTMLElement).getByRole('button', { name: 'Start the consultation' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark done' })).toBeNull();
  });

  it('puts a past appointment apart, and marks it done in one tap', async () => {
    let completed = false;
    stubApi({
      'GET /api/doctor/agenda/?from=2026-01-06&days=1': () => ({
        from: '2026-01-06',
        to: '2026-01-06',
        appointments: [appointment({ day: '2026-01-06', is_completed: completed })],
        absences: [],
      }),
      'PATCH /api/doctor/update_delete_appointment/9/12/': () => {
        completed = true;
        return {};
      },
    });
    await open('/Doctores/9/Agenda?day=2026-01-06');
    expect(await screen.findByRole('heading', { name: 'Earlier (1)' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('To close')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(screen.getByText('Done')).toBeTruthy());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ is_completed: true });
    expect(screen.queryByRole('button', { name: 'Mark done' })).toBeNull();
  });

  it('shows a week, each day with its appointments, and says when a day is empty', async () => {
    stubApi({
      'GET /api/doctor/agenda/?from=2030-01-06&days=7': () => ({
        from: '2030-01-06',
        to: '2030-01-12',
        appointments: [appointment({})],
        absences: [{ id: 1, starts_at: '2030-01-10T08:00', ends_at: '2030-01-10T12:00', label: 'Congress' }],
      }),
    });
    await open('/Doctores/9/Agenda?day=2030-01-06&view=week');
    const days = await screen.findAllByTestId('agenda-day', {}, { timeout: 15_000 });
    expect(days).toHaveLength(7);
    expect(within(days[2] as HTMLElement).getByText('Amina Benali')).toBeTruthy();
    expect(within(days[0] as HTMLElement).getByText('No appointments')).toBeTruthy();
    expect(screen.getByText(/Congress/)).toBeTruthy();
  });
});

describe('opening hours', { timeout: 20_000 }, () => {
  it('says which range is wrong before sending, then saves and tells what changed', async () => {
    stubApi({
      'GET /api/doctor/opening-hours/': () => ({
        hours: [],
        slot_minutes: 30,
        horizon_weeks: 8,
        notice_hours: 2,
        visit_kind: 'in_person',
      }),
      'GET /api/doctor/absences/': () => [],
      'PUT /api/doctor/opening-hours/': (body) => ({
        ...(body as object),
        slots: { added: 130, removed: 0 },
      }),
    });
    await open('/Doctores/9/Hours');
    const user = userEvent.setup();
    const sunday = await screen.findByRole('group', { name: 'Sunday' }, { timeout: 15_000 });
    await user.click(within(sunday).getByRole('button', { name: 'Add a range' }));
    await user.click(within(sunday).getByRole('button', { name: 'Add a range' }));
    const froms = within(sunday).getAllByLabelText('From');
    const tos = within(sunday).getAllByLabelText('To');
    await user.clear(froms[1] as HTMLElement);
    await user.type(froms[1] as HTMLElement, '11:00');
    await user.clear(tos[1] as HTMLElement);
    await user.type(tos[1] as HTMLElement, '10:00');
    await user.click(screen.getByRole('button', { name: 'Save the hours' }));
    expect(await within(sunday).findByText('The end must be after the start.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(froms[1] as HTMLElement);
    await user.type(froms[1] as HTMLElement, '14:00');
    await user.clear(tos[1] as HTMLElement);
    await user.type(tos[1] as HTMLElement, '17:00');
    await user.click(within(sunday).getByRole('button', { name: 'Same hours Monday to Thursday' }));
    await user.click(screen.getByRole('button', { name: 'Save the hours' }));
    expect(await screen.findByText(/Free slots added: 130/)).toBeTruthy();
    const sent = calls.find((c) => c.method === 'PUT')?.body as { hours: { weekday: number }[] };
    expect(sent.hours).toHaveLength(10);
    expect(new Set(sent.hours.map((h) => h.weekday))).toEqual(new Set([0, 1, 2, 3, 4]));
  });
});

describe('deleting a booked slot', { timeout: 20_000 }, () => {
  it('names the patient, asks the reason and cancels through the doctor’s cancel', async () => {
    stubApi({
      'GET /api/doctor/allBooking_doctor/9/': () => [
        {
          id: 4,
          doctor: 9,
          day: '2030-01-08',
          start_time: '09:00:00',
          end_time: '09:30:00',
          existing: false,
          visit_kind: 'in_person',
          appointment: 12,
          patient_full_name: 'Amina Benali',
        },
      ],
      'POST /api/doctor/UpdateDeleteBooking/4/cancel': () => null,
    });
    await open('/Doctores/9/Bookings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Amina Benali booked this slot/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the appointment and delete' }));
    expect(await within(dialog).findByText('Say why the appointment is cancelled.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason for the patient/), 'Off sick');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the appointment and delete' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Off sick' }));
  });
});
