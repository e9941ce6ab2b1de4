import type { Consultation, PrescriptionSummary } from '@reayah/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#web/test/render-app.tsx';
import { ConsultationDialog } from './consultation-dialog.tsx';

const medicine = {
  name: 'Ferrous sulfate',
  form: 'tablet 80 mg',
  dose: '1 tablet',
  frequency: 'once a day',
  duration: '',
  note: '',
  value: 'tablet 80 mg · 1 tablet · once a day',
};
const saved: Consultation = {
  id: 7,
  doctor: 1,
  doctor_name: 'Karim Benali',
  patient: 2,
  objective: 'Anaemia work-up',
  content: 'Pale.',
  next_consultaion: null,
  date_created: '2026-05-12T10:00:00.000Z',
  is_approved: true,
  bloodtests: [],
  medicineItems: [medicine],
};
const issued: PrescriptionSummary = {
  id: 31,
  code: 'K7M2Q9X4PA',
  consultation: 7,
  issued_at: '2026-05-12T10:05:00.000Z',
  revoked_at: null,
};

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConsultationDialog doctorId="1" patient={{ id: 2, full_name: 'Samia Brahimi' }} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe('writing a consultation and issuing its prescription', () => {
  it('names every missing field at once, the next date being optional, then saves, issues once and shows the PDF', async () => {
    let prescriptions: PrescriptionSummary[] = [];
    const { fetchMock, calls } = stubFetch({
      '/api/doctor/CreateConsultation/': () => ({ status: 201, body: saved }),
      '/api/doctor/consultations/7/prescriptions/': (body) => {
        if (body === undefined) return { status: 200, body: prescriptions };
        prescriptions = [issued];
        return { status: 201, body: issued };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    show();
    const dialog = screen.getByRole('dialog', { name: 'New consultation' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a medicine' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the consultation' }));
    expect(await within(dialog).findByText('Objective is required')).toBeTruthy();
    expect(within(dialog).getByText('Details are required')).toBeTruthy();
    expect(within(dialog).getByText('Medicine name is required')).toBeTruthy();
    expect(within(dialog).getByText('Dose is required')).toBeTruthy();
    expect(within(dialog).getByText('How often is required')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Objective'), 'Anaemia work-up');
    await user.type(within(dialog).getByLabelText('Details'), 'Pale.');
    const line = within(dialog).getByRole('group', { name: 'Medicine 1' });
    await user.type(within(line).getByLabelText('Medicine'), 'Ferrous sulfate');
    await user.type(within(line).getByLabelText('Form and strength'), 'tablet 80 mg');
    await user.type(within(line).getByLabelText('Dose'), '1 tablet');
    await user.type(within(line).getByLabelText('How often'), 'once a day');
    await user.click(within(dialog).getByRole('button', { name: 'Save the consultation' }));

    const done = await screen.findByRole('dialog', { name: 'Consultation saved' });
    expect(calls[0]?.body).toMatchObject({
      objective: 'Anaemia work-up',
      next_consultaion: null,
      items: [
        {
          type: 'medicine-item',
          name: 'Ferrous sulfate',
          form: 'tablet 80 mg',
          dose: '1 tablet',
          frequency: 'once a day',
        },
      ],
    });
    expect(done.textContent).toContain('Ferrous sulfate — tablet 80 mg · 1 tablet · once a day');
    await user.click(await within(done).findByRole('button', { name: 'Issue the prescription' }));
    expect(
      await within(done).findByRole('link', { name: 'Download PDF of prescription K7M2Q9X4PA' }),
    ).toBeTruthy();
    expect(within(done).queryByRole('button', { name: 'Issue the prescription' })).toBeNull();
    expect(calls.filter((c) => c.body !== undefined && c.url.endsWith('/prescriptions/'))).toHaveLength(1);
  }, 30_000);
});
