import type { DoctorProfile } from '@reayah/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showAlert } from '#web/lib/alerts.ts';
import { ProfileForm } from './profile-form.tsx';

vi.mock('#web/lib/alerts.ts', () => ({ showAlert: vi.fn(() => Promise.resolve()) }));

const saved: DoctorProfile = {
  id: 1,
  full_name: 'Karim Benali',
  email: 'karim@example.dz',
  phone_number: '0661234567',
  address: 'Alger',
  specialization: null,
  biography: 'Generalist.',
  age: 45,
  picture: null,
  certification: '/api/doctor/UpdateProfile/1/certification/',
  is_certified: true,
  order_number: null,
  clinic: null,
  fee_dzd: null,
  languages: [],
  visit_types: ['in_person'],
  wilaya: 'Alger',
};

function show(profile: DoctorProfile) {
  const sent: FormData[] = [];
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    if (init?.body instanceof FormData) sent.push(init.body);
    const number = init?.body instanceof FormData ? String(init.body.get('order_number')) : null;
    return new Response(JSON.stringify({ ...profile, order_number: number, is_certified: false }), {
      status: 200,
    });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProfileForm profile={profile} specializations={[]} />
    </QueryClientProvider>,
  );
  return sent;
}

describe('the registration number in the doctor profile', () => {
  it('is refused with the reason when it is not one, and sent once it is', async () => {
    const sent = show(saved);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Registration number (N° d’ordre)');
    await user.type(field, 'abc');
    await user.tab();
    expect(
      await screen.findByText(
        'Registration number: up to 20 digits, letters, slashes or dashes, with at least one digit.',
      ),
    ).toBeTruthy();
    await user.clear(field);
    await user.type(field, '16/0452');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('order_number')).toBe('16/0452');
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success' })),
    );
  });

  it('warns a verified doctor that changing it sends the profile back to review', () => {
    show(saved);
    expect(
      screen.getByText(/^Your profile is verified\. Changing your name, specialty or registration/),
    ).toBeTruthy();
  });

  it('does not warn a doctor who is not verified yet', () => {
    show({ ...saved, is_certified: false });
    expect(screen.queryByText(/^Your profile is verified\./)).toBeNull();
  });

  it('tells a doctor not verified yet what it means and how to be verified', () => {
    show({ ...saved, is_certified: false, certification: null });
    expect(screen.getByRole('note').textContent).toMatch(
      /^Your profile is not verified yet: patients see “Not verified” beside your name, and you cannot issue prescriptions\. Add your registration number and your certification below/,
    );
  });

  it('tells a doctor whose certification is sent that it is being reviewed', () => {
    show({ ...saved, is_certified: false });
    expect(screen.getByRole('note').textContent).toMatch(
      /^Your certification is with an administrator for review\./,
    );
  });
});

describe('the fee, languages and visit types in the doctor profile', () => {
  it('refuses a fee that is not whole dinars and no visit type, with the reasons, then sends them', async () => {
    const sent = show(saved);
    const user = userEvent.setup();
    const fee = screen.getByLabelText('Consultation fee (DZD)');
    await user.type(fee, '12.5');
    await user.click(screen.getByLabelText('In person'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The fee must be a whole number of dinars between 0 and 1000000'),
    ).toBeTruthy();
    expect(screen.getByText('Choose at least one visit type: in person or video')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await user.clear(fee);
    await user.type(fee, '2500');
    await user.click(screen.getByLabelText('Video'));
    await user.click(screen.getByLabelText('French'));
    await user.click(screen.getByLabelText('Arabic'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('fee_dzd')).toBe('2500');
    expect(sent[0]?.get('visit_types')).toBe('video');
    expect(String(sent[0]?.get('languages')).split(',').sort()).toEqual(['ar', 'fr']);
  });
});

describe('the wilaya in the doctor profile', () => {
  it('shows the saved wilaya and sends the one chosen, by its number', async () => {
    const sent = show(saved);
    const user = userEvent.setup();
    const select = screen.getByLabelText('Wilaya');
    expect((select as HTMLSelectElement).value).toBe('16');
    expect(screen.getByRole('option', { name: '16 – Alger' })).toBeTruthy();
    await user.selectOptions(select, '31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('wilaya')).toBe('31');
  });
});
