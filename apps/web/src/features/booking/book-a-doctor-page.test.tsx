import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n/index.ts';
import { renderApp, storeSession } from '#web/test/render-app.tsx';

const card = {
  id: 5,
  doctor: 5,
  first_name: 'Karim',
  last_name: 'Haddad',
  full_name: 'Karim Haddad',
  doctor_picture: null,
  picture: null,
  doctor_specialization: null,
  specialization_name: null,
  address: '22 Allées Ben Boulaïd, Batna',
  is_certified: true,
};

const slot = (id: number, day: string, start: string, visit_kind = 'in_person') => ({
  id,
  doctor: 5,
  day,
  start_time: `${start}:00`,
  end_time: `${start.slice(0, 3)}30:00`,
  existing: true,
  visit_kind,
});
// Listed out of order: the page groups them by day, earliest first.
const slots = [
  slot(78, '2030-01-16', '14:00', 'video'),
  slot(77, '2030-01-15', '09:00'),
  slot(79, '2030-01-15', '08:00'),
];

type Answer = { status: number; body: unknown };
function stubApi(extra: Record<string, Answer> = {}) {
  const answers: Record<string, Answer> = {
    '/api/doctor/search/5/': { status: 200, body: card },
    '/api/patient/all-bookings/5/': { status: 200, body: slots },
    ...extra,
  };
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers[url];
    return answer === undefined
      ? new Promise<Response>(() => {})
      : new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        });
  });
  return calls;
}

const booked = {
  id: 300,
  doctor: 5,
  patient: 11,
  slot: 79,
  day: '2030-01-15',
  appointment_date: '2030-01-15',
  start_time: '08:00:00',
  end_time: '08:30:00',
  is_completed: false,
  is_confirmed: false,
  visit_kind: 'in_person',
  appointment_reason: 'Fever for 3 days',
};

/** A patient's appointment still to come with the page's doctor. */
const upcomingWithKarim = {
  id: 9,
  day: '2030-01-10',
  start_time: '10:00:00',
  end_time: '10:30:00',
  doctor: 5,
  doctor_name: 'Karim Haddad',
  clinic_name: null,
  clinic_address: null,
  is_completed: false,
  status: 'booked',
  cancelled_by: null,
  cancel_reason: null,
};

describe('book-a-doctor page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says the doctor has not set a specialty in its header', async () => {
    stubApi({ '/api/doctor/search/5/': { status: 200, body: { ...card, specialization_name: null } } });
    storeSession({ patientId: '2' });
    await renderApp('/Book-a-doctor/5', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Dr. Karim Haddad' }, { timeout: 15_000 });
    expect(screen.getByText('Specialty not set')).toBeTruthy();
  });

  it('paints its background down to the bottom of the screen however short the page is', async () => {
    stubApi({ '/api/patient/all-bookings/5/': { status: 200, body: [] } });
    await renderApp('/Book-a-doctor/5');
    await screen.findByText("There's No Bookings Available", undefined, { timeout: 15_000 });
    const page = document.querySelector('main')?.firstElementChild;
    expect(page?.classList.contains('bg-surface')).toBe(true);
    expect(page?.classList.contains('min-h-[calc(100dvh-var(--spacing-nav))]')).toBe(true);
  });

  it('fills in the reason with the symptoms searched before choosing the doctor, which the patient may change', async () => {
    stubApi();
    const user = userEvent.setup();
    await renderApp({
      pathname: '/Book-a-doctor/5',
      state: { reason: 'Fever and a sore throat for 3 days' },
    });
    const [first, second] = await screen.findAllByTestId('slot', undefined, { timeout: 15_000 });
    await user.click(first as HTMLElement);
    let dialog = await screen.findByRole('dialog', { name: 'Your appointment' });
    const reason = within(dialog).getByLabelText(/reason/i) as HTMLTextAreaElement;
    expect(reason.value).toBe('Fever and a sore throat for 3 days');
    await user.clear(reason);
    await user.type(reason, 'Sore throat');
    expect(reason.value).toBe('Sore throat');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(second as HTMLElement);
    dialog = await screen.findByRole('dialog', { name: 'Your appointment' });
    expect((within(dialog).getByLabelText(/reason/i) as HTMLTextAreaElement).value).toBe(
      'Fever and a sore throat for 3 days',
    );
  });

  it('leaves the reason empty when the page was not reached from a search', async () => {
    stubApi();
    const user = userEvent.setup();
    await renderApp('/Book-a-doctor/5');
    await user.click(
      (await screen.findAllByTestId('slot', undefined, { timeout: 15_000 }))[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your appointment' });
    expect((within(dialog).getByLabelText(/reason/i) as HTMLTextAreaElement).value).toBe('');
  });

  it('groups the slots by day, the next free one first, in French with a 24-hour clock', async () => {
    await i18n.changeLanguage('fr');
    stubApi();
    await renderApp('/Book-a-doctor/5');
    await screen.findByText('Prochain créneau libre', undefined, { timeout: 15_000 });
    expect(screen.getByText('mardi 15 janvier à 08:00')).toBeTruthy();
    const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days).toEqual(['mardi 15 janvier', 'mercredi 16 janvier']);
    expect(screen.getAllByTestId('slot').map((s) => s.textContent)).toEqual(['08:00', '09:00', '14:00Vidéo']);
  });

  it('lets a visitor choose a slot, sign up inside the booking, verify the number, and land on the confirmation', async () => {
    const status = {
      email: 'amina@example.dz',
      email_verified: false,
      phone_number: '+213661234567',
      phone_verified: false,
      sms_resend_in: 0,
      email_resend_in: 0,
    };
    const calls = stubApi({
      '/api/auth/verification/': { status: 200, body: status },
      '/api/auth/verification/confirm/': { status: 200, body: { ...status, phone_verified: true } },
      '/api/auth/sign_up/patient/': { status: 201, body: { id: 3 } },
      '/api/auth/custom_token/': {
        status: 200,
        body: { access: 'a', refresh: 'r', user: { id: 3, id_patient: 11, id_doctor: null } },
      },
      '/api/patient/11/booking/79/': { status: 201, body: booked },
      '/api/patient/11/bookings': { status: 200, body: [] },
    });
    const user = userEvent.setup();
    const app = await renderApp('/Book-a-doctor/5');
    await user.click(await screen.findByRole('button', { name: 'Book this time' }, { timeout: 15_000 }));

    const dialog = await screen.findByRole('dialog', { name: 'Your appointment' });
    const recap = within(dialog).getByTestId('booking-recap');
    expect(recap.textContent).toContain('Dr. Karim Haddad');
    expect(recap.textContent).toContain('Tuesday 15 January');
    expect(recap.textContent).toContain('08:00–08:30');
    expect(recap.textContent).toContain('22 Allées Ben Boulaïd, Batna');
    await user.type(within(dialog).getByLabelText('Reason for the visit (optional)'), 'Fever for 3 days');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    // Every empty field is flagged at once; the password rule shows before it fails.
    expect(within(dialog).getByText('At least 8 characters.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create my account and book' }));
    expect(within(dialog).getByText('First Name is Required')).toBeTruthy();
    expect(within(dialog).getByText('Last Name is Required')).toBeTruthy();
    expect(within(dialog).getByText('Email is Required')).toBeTruthy();
    expect(within(dialog).getByText('Mobile Number is required')).toBeTruthy();
    expect(within(dialog).getByText('Password is Required')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('First Name'), 'Amina');
    await user.type(within(dialog).getByLabelText('Last Name'), 'Saidi');
    await user.type(within(dialog).getByLabelText('Email'), 'Amina@Example.dz');
    await user.type(within(dialog).getByLabelText('Mobile number'), '0661 23 45 67');
    await user.type(within(dialog).getByLabelText('Password'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Create my account and book' }));

    // Signed in; the booking waits for the code sent to the number.
    const code = await within(dialog).findByLabelText('Code received by text message');
    expect(within(dialog).getByText('+213 661 23 45 67')).toBeTruthy();
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await screen.findByRole('heading', { name: 'Your appointment is booked' });
    expect(app.location().pathname).toBe('/Book-a-doctor/5/Booked/300');
    expect(screen.getByTestId('booked-recap').textContent).toContain('Tuesday 15 January');
    expect(screen.getByTestId('booked-recap').textContent).toContain('ReasonFever for 3 days');
    expect(screen.getByRole('link', { name: 'My appointments' }).getAttribute('href')).toBe(
      '/Patients/11/Appoints',
    );
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      '/api/patient/appointments/300/calendar.ics',
    );
    expect(screen.getByRole('link', { name: 'Directions' }).getAttribute('href')).toContain(
      encodeURIComponent('22 Allées Ben Boulaïd, Batna'),
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        url: '/api/auth/sign_up/patient/',
        method: 'POST',
        body: {
          type: undefined,
          first_name: 'Amina',
          last_name: 'Saidi',
          email: 'amina@example.dz',
          phone_number: '0661 23 45 67',
          password: 'secret123',
        },
      },
      {
        url: '/api/auth/custom_token/',
        method: 'POST',
        body: { username: 'amina@example.dz', password: 'secret123' },
      },
      {
        url: '/api/auth/verification/confirm/',
        method: 'POST',
        body: { channel: 'sms', code: '123456' },
      },
      {
        url: '/api/patient/11/booking/79/',
        method: 'POST',
        body: { appointment_reason: 'Fever for 3 days', type_person: '', relative: null },
      },
    ]);
    expect(window.localStorage.getItem('patientId')).toBe('11');
  });

  it('tells a visitor signing in with a wrong password which of the two may be wrong, with recovery', async () => {
    stubApi({ '/api/auth/custom_token/': { status: 401, body: { detail: 'No active account found' } } });
    const user = userEvent.setup();
    await renderApp('/Book-a-doctor/5');
    await user.click(
      (await screen.findAllByTestId('slot', undefined, { timeout: 15_000 }))[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your appointment' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('tab', { name: 'I have an account' }));
    await user.type(within(dialog).getByLabelText('Email or mobile number'), 'amina@example.dz');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in and book' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The email, the number or the password is wrong.',
    );
    expect(within(dialog).getByRole('link', { name: 'Recover my account' }).getAttribute('href')).toBe(
      '/Recovery-account',
    );
  });

  it('warns a patient who already has an upcoming appointment with this doctor', async () => {
    stubApi({
      '/api/patient/2/bookings': {
        status: 200,
        body: [upcomingWithKarim],
      },
    });
    storeSession({ patientId: '2' });
    await renderApp('/Book-a-doctor/5', { signedIn: true });
    fireEvent.click((await screen.findAllByTestId('slot', undefined, { timeout: 15_000 }))[1] as HTMLElement);
    expect((await screen.findByRole('status')).textContent).toBe(
      'You already have an appointment with this doctor on Thursday 10 January at 10:00. Book another only if you need both.',
    );
  });

  it('tells a doctor signed in that slots are booked from a patient account, and offers no sign-up', async () => {
    stubApi();
    storeSession({ doctorId: '4' });
    await i18n.changeLanguage('fr');
    await renderApp('/Book-a-doctor/5', { signedIn: true });
    fireEvent.click((await screen.findAllByTestId('slot', undefined, { timeout: 15_000 }))[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Vous êtes connecté à un compte médecin. Pour réserver ce créneau, connectez-vous avec un compte patient.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Continuer' })).toBeNull();
    expect(within(dialog).queryByLabelText('Motif')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });

  it('shows the reason written when booking on the confirmation read again after a reload', async () => {
    stubApi({
      '/api/patient/2/bookings': {
        status: 200,
        body: [{ ...upcomingWithKarim, appointment_reason: 'Toux depuis une semaine' }],
      },
    });
    storeSession({ patientId: '2' });
    await i18n.changeLanguage('fr');
    await renderApp('/Book-a-doctor/5/Booked/9', { signedIn: true });
    await screen.findByRole('heading', { name: 'Votre rendez-vous est réservé' }, { timeout: 15_000 });
    const reason = within(screen.getByTestId('booked-recap')).getByText('Toux depuis une semaine');
    expect(reason.closest('div')?.querySelector('dt')?.textContent).toBe('Motif');
  });

  it('does not show an appointment under another doctor named in the address', async () => {
    stubApi({
      '/api/patient/2/bookings': { status: 200, body: [upcomingWithKarim] },
      '/api/doctor/search/6/': {
        status: 200,
        body: {
          ...card,
          id: 6,
          doctor: 6,
          full_name: 'Samira Other',
          address: '2 Boulevard de la Soummam, Oran',
        },
      },
    });
    storeSession({ patientId: '2' });
    await renderApp('/Book-a-doctor/6/Booked/9', { signedIn: true });
    expect(
      await screen.findByText('This appointment could not be found.', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.queryByText(/Oran/)).toBeNull();
  });

  it('tells the patient why a booking was refused when the doctor is no longer found', async () => {
    stubApi({ '/api/patient/2/booking/79/': { status: 404, body: { detail: 'Doctor not found.' } } });
    storeSession({ patientId: '2' });
    await renderApp('/Book-a-doctor/5', { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Book this time' }, { timeout: 15_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Doctor not found.')).toBeTruthy();
    expect(screen.queryByText('Something went wrong, Try again')).toBeNull();
  });
});
