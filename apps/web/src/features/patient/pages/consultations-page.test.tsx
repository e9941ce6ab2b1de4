import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, storeSession } from '#web/test/render-app.tsx';

const consultation = (id: number, objective: string) => ({
  id,
  doctor: 1,
  doctor_name: 'Karim Benali',
  patient: 2,
  objective,
  content: 'Glucose under control.',
  next_consultaion: null,
  date_created: '2026-05-12T10:00:00.000Z',
  is_approved: true,
  bloodtests: [],
  medicineItems: [{ name: 'Metformin', value: '500 mg twice a day' }],
});
const prescription = (id: number, code: string, revoked_at: string | null = null) => ({
  id,
  code,
  consultation: 7,
  issued_at: '2026-05-12T10:05:00.000Z',
  revoked_at,
  doctor_name: 'Karim Benali',
});

/** Answers the two lists; everything else (profile, banners) stays pending. */
function stubApi() {
  const answers: Record<string, unknown> = {
    '/api/patient/2/view-consultations/': [consultation(7, 'Diabetes'), consultation(8, 'Flu')],
    // Newest first, as the API lists them.
    '/api/patient/prescriptions/': [
      prescription(32, 'NEWREVOKED', '2026-05-14T09:00:00.000Z'),
      prescription(31, 'K7M2Q9X4PA'),
    ],
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const body = answers[String(input)];
    if (body) return new Response(JSON.stringify(body), { status: 200 });
    return new Promise<Response>(() => {});
  });
}

describe('patient consultations with their prescriptions', { timeout: 20_000 }, () => {
  it('offers the valid prescription of a consultation, and lists them all in its details', async () => {
    stubApi();
    storeSession({ patientId: '2' });
    const user = userEvent.setup();
    await renderApp('/Patients/2/Consultations', { signedIn: true });
    const link = await screen.findByRole(
      'link',
      { name: 'Prescription K7M2Q9X4PA, PDF' },
      { timeout: 15_000 },
    );
    expect(link.getAttribute('href')).toBe('/api/prescriptions/31/pdf');
    expect(screen.getAllByRole('link', { name: /^Prescription .*, PDF$/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Diabetes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diabetes' });
    expect(within(dialog).getByText('Revoked on 14 May 2026')).toBeTruthy();
    expect(within(dialog).getByText('Valid')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Revoke/ })).toBeNull();
  });
});
