import type { DoctorConsultation, PrescriptionSummary } from '@reayah/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#web/test/render-app.tsx';
import { PrescriptionsDialog } from './prescriptions-dialog.tsx';

const consultation: DoctorConsultation = {
  id: 7,
  doctor: 1,
  doctor_name: 'Karim Benali',
  patient: 2,
  patient_name: 'Amina Haddad',
  objective: 'Diabetes follow-up',
  content: 'Glucose under control.',
  next_consultaion: null,
  date_created: '2026-05-12T10:00:00.000Z',
  is_approved: true,
  bloodtests: [],
  medicineItems: [
    {
      name: 'Metformin',
      form: '',
      dose: '500 mg',
      frequency: 'twice a day',
      duration: '',
      note: '',
      value: '500 mg twice a day',
    },
  ],
};
const issued: PrescriptionSummary = {
  id: 31,
  code: 'K7M2Q9X4PA',
  consultation: 7,
  issued_at: '2026-05-12T10:05:00.000Z',
  revoked_at: null,
};
const LIST = '/api/doctor/consultations/7/prescriptions/';
const PROFILE = '/api/doctor/UpdateProfile/1/';
const profile = (is_certified: boolean) => ({
  id: 1,
  full_name: 'Karim Benali',
  email: 'karim@example.dz',
  phone_number: null,
  address: null,
  specialization: null,
  biography: null,
  age: null,
  picture: null,
  certification: null,
  is_certified,
  order_number: '16/0452',
  clinic: null,
});
beforeEach(() => {
  window.localStorage.setItem('doctorId', '1');
});
afterEach(() => {
  window.localStorage.clear();
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PrescriptionsDialog consultation={consultation} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe('the prescriptions of a consultation, for its doctor', () => {
  it("issues one from the consultation's medicines, edited, and tells its code", async () => {
    let list: PrescriptionSummary[] = [];
    const { fetchMock, calls } = stubFetch({
      [PROFILE]: () => ({ status: 200, body: profile(true) }),
      [LIST]: (body) => {
        if (body === undefined) return { status: 200, body: list };
        list = [issued];
        return { status: 201, body: issued };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('No prescription yet.')).toBeTruthy();
    const dosage = screen.getByDisplayValue('500 mg twice a day');
    await user.clear(dosage);
    await user.type(dosage, '850 mg at dinner');
    await user.click(screen.getByRole('button', { name: 'Issue prescription' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Prescription issued. Its code is K7M2Q9X4PA.',
    );
    expect(calls.find((c) => c.body !== undefined)?.body).toEqual({
      medicines: [{ name: 'Metformin', dosage: '850 mg at dinner' }],
    });
    const link = await screen.findByRole('link', { name: 'Download PDF of prescription K7M2Q9X4PA' });
    expect(link.getAttribute('href')).toBe('/api/prescriptions/31/pdf');
  });

  it('explains to a doctor nobody verified yet why they cannot issue, instead of failing', async () => {
    const { fetchMock, calls } = stubFetch({
      [PROFILE]: () => ({ status: 200, body: profile(false) }),
      [LIST]: () => ({ status: 200, body: [] }),
    });
    vi.stubGlobal('fetch', fetchMock);
    show();
    const why = await screen.findByText(
      /^Only doctors verified by an administrator can issue prescriptions\./,
    );
    const button = screen.getByRole('button', { name: 'Issue prescription' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(why.id);
    expect(calls.some((c) => c.body !== undefined)).toBe(false);
  });

  it("shows the server's reason when the issue is refused", async () => {
    const detail =
      'Only a doctor whose registration an administrator verified can issue prescriptions. Your profile is waiting for review.';
    const { fetchMock } = stubFetch({
      [PROFILE]: () => ({ status: 200, body: profile(true) }),
      [LIST]: (body) => (body === undefined ? { status: 200, body: [] } : { status: 403, body: { detail } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    show();
    await screen.findByText('No prescription yet.');
    await user.click(screen.getByRole('button', { name: 'Issue prescription' }));
    expect((await screen.findByRole('alert')).textContent).toBe(detail);
  });

  it('will not issue a line without its dosage', async () => {
    const { fetchMock } = stubFetch({
      [PROFILE]: () => ({ status: 200, body: profile(true) }),
      [LIST]: () => ({ status: 200, body: [] }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    show();
    await user.clear(screen.getByDisplayValue('500 mg twice a day'));
    expect(screen.getByText('Give each medicine a name and a dosage.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Issue prescription' }).hasAttribute('disabled')).toBe(true);
  });

  it('revokes after asking, and then shows when', async () => {
    let list = [issued];
    const { fetchMock, calls } = stubFetch({
      [PROFILE]: () => ({ status: 200, body: profile(true) }),
      [LIST]: () => ({ status: 200, body: list }),
      '/api/doctor/prescriptions/31/revoke/': () => {
        list = [{ ...issued, revoked_at: '2026-05-14T09:00:00.000Z' }];
        return { status: 200, body: list[0] };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Revoke prescription K7M2Q9X4PA' }));
    const ask = screen.getByText(/^Revoke it\? Pharmacists checking code K7M2Q9X4PA/);
    await user.click(within(ask.parentElement as HTMLElement).getByRole('button', { name: 'Yes, revoke' }));
    expect(await screen.findByText('Revoked on 14 May 2026')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/doctor/prescriptions/31/revoke/')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Revoke prescription K7M2Q9X4PA' })).toBeNull();
  });
});
