import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '#web/lib/query-client.ts';
import { renderApp, storeSession } from '#web/test/render-app.tsx';

const appointment = {
  id: 12,
  doctor: 9,
  patient: 2,
  patient_full_name: 'Amina Benali',
  appointment_date: '2026-11-24',
  is_completed: false,
  is_confirmed: true,
  type_person: 'patient',
  day: '2026-11-24',
  start_time: '10:00:00',
  end_time: '10:30:00',
  appointment_reason: '',
  slot: 4,
  visit_kind: 'in_person',
};

const slot = {
  id: 4,
  doctor: 9,
  day: '2026-11-24',
  start_time: '14:05:00',
  end_time: '14:35:00',
  existing: true,
  visit_kind: 'video',
};

/** The doctor's appointments and slots; everything else (profile, banners) stays pending. */
function stubApi(appointments: unknown[] = [appointment]) {
  const answers: Record<string, unknown> = {
    '/api/doctor/get_my_patients_appointments/9/': appointments,
    '/api/doctor/allBooking_doctor/9/': [slot],
    '/api/visits/': { results: [] },
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const body = answers[String(input)];
    return body === undefined
      ? new Promise<Response>(() => {})
      : new Response(JSON.stringify(body), { status: 200 });
  });
}

async function firstRow(url: string, caption: string, appointments?: unknown[]) {
  stubApi(appointments);
  storeSession({ doctorId: '9' });
  await renderApp(url, { signedIn: true });
  // The first render compiles the doctor area's lazy chunks.
  const table = await screen.findByRole('table', { name: caption }, { timeout: 15_000 });
  const [, row] = await within(table).findAllByRole('row');
  // Each cell repeats its column header for small screens, then holds the value.
  return within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.lastElementChild?.textContent);
}

describe('doctor schedule tables', { timeout: 20_000 }, () => {
  it('shows an appointment’s day as a date and its time, not ISO text', async () => {
    const cells = await firstRow('/Doctores/9/Appoints', 'Appoinments');
    expect(cells.slice(0, 3)).toEqual(['24 Nov 2026', '10:00–10:30', 'Amina Benali']);
    expect(cells.join(' ')).not.toContain('2026-11-24');
  });

  it('names a patient who deleted their account as a former patient, not a blank', async () => {
    const cells = await firstRow('/Doctores/9/Appoints', 'Appoinments', [
      { ...appointment, patient_full_name: '' },
    ]);
    expect(cells[2]).toBe('Former patient');
  });

  it('shows the reason the patient wrote when booking, under its header, and no line without one', async () => {
    const cells = await firstRow('/Doctores/9/Appoints', 'Appoinments', [
      { ...appointment, appointment_reason: 'Toux depuis une semaine' },
    ]);
    expect(cells[3]).toBe('Toux depuis une semaine');
    const header = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(header[3]).toBe('Reason for the visit');
    cleanup();
    queryClient.clear();
    const none = await firstRow('/Doctores/9/Appoints', 'Appoinments');
    expect(none[3]).toBeUndefined();
  });

  it('shows a slot’s day as a date and its times on the clock', async () => {
    const cells = await firstRow('/Doctores/9/Bookings', 'Bookings');
    expect(cells.slice(0, 3)).toEqual(['24 Nov 2026', '14:05', '14:35']);
    expect(cells.join(' ')).not.toContain('2026-11-24');
  });
});
