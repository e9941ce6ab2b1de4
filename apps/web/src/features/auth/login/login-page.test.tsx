import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert, showErrorAlert } from '#web/lib/alerts.ts';
import { browser } from '#web/lib/browser.ts';
import { renderApp, stubFetch } from '#web/test/render-app.tsx';

vi.mock('#web/lib/alerts.ts', () => ({
  showAlert: vi.fn(async () => {}),
  showErrorAlert: vi.fn(async () => {}),
}));

beforeEach(() => {
  vi.mocked(showAlert).mockClear();
  vi.mocked(showErrorAlert).mockClear();
});

/** The server signs in patient 11; returns the spy on the page the browser is sent to. */
/** Signing in succeeds as `user` (a patient by default); returns the spy on the page change. */
function stubSignIn(user = { id: 3, id_patient: 11 as number | null, id_doctor: null as number | null }) {
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const { fetchMock } = stubFetch({
    '/api/auth/custom_token/': () => ({ status: 200, body: { access: 'a', refresh: 'r', user } }),
  });
  vi.stubGlobal('fetch', fetchMock);
  return assign;
}
const stubPatientSignIn = () => stubSignIn();
const stubDoctorSignIn = () => stubSignIn({ id: 4, id_patient: null, id_doctor: 7 });

describe('login', { timeout: 20_000 }, () => {
  it('shows the validation messages', async () => {
    const user = userEvent.setup();
    await renderApp('/Login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email or Mobile Number is required')).toBeTruthy();
    expect(screen.getByText('Password is Required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email or mobile number'), 'amina@');
    await user.type(screen.getByLabelText('Password'), '1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter your email address or your Algerian mobile number')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
  });

  it('keeps the hint’s example number whole, left to right, on one line', async () => {
    await renderApp('/Login');
    const hint = (await screen.findByText(/^Your email, or your mobile number such as/)) as HTMLElement;
    expect(hint.textContent).toBe('Your email, or your mobile number such as 05 55 12 34 56.');
    const number = within(hint).getByText('05 55 12 34 56');
    expect(number.tagName).toBe('BDI');
    expect(number.getAttribute('dir')).toBe('ltr');
    expect(number.className).toContain('whitespace-nowrap');
  });

  it('links to recovery and sign up', async () => {
    await renderApp('/login');
    expect((await screen.findByRole('link', { name: 'Forget Your Password' })).getAttribute('href')).toBe(
      '/Recovery-account',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/Register');
  });

  it('stores the ids as text and hard-redirects home', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { fetchMock, calls } = stubFetch({
      '/api/auth/custom_token/': () => ({
        status: 200,
        body: { access: 'a', refresh: 'r', user: { id: 3, id_patient: 11, id_doctor: null } },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderApp('/Login');
    await user.type(await screen.findByLabelText('Email or mobile number'), 'amina@example.dz');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(calls[0]?.body).toEqual({ username: 'amina@example.dz', password: 'secret123' });
    expect(window.localStorage.getItem('patientId')).toBe('11');
    expect(window.localStorage.getItem('doctorId')).toBe('null');
    expect(window.localStorage.getItem('userId')).toBe('3');
    expect(window.localStorage.getItem('access')).toBeNull();
  });

  it('signs in with a mobile number as typed, and asks an unverified account to verify first', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { fetchMock, calls } = stubFetch({
      '/api/auth/custom_token/': () => ({
        status: 200,
        body: { access: 'a', refresh: 'r', user: { id: 3, id_patient: 11, id_doctor: null } },
      }),
      '/api/auth/verification/': () => ({
        status: 200,
        body: { email: 'a@b.dz', email_verified: false, phone_number: null, phone_verified: false },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderApp('/Login');
    await user.type(await screen.findByLabelText('Email or mobile number'), '05 55 12 34 56');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/Verify-contacts?next=%2F'));
    expect(calls[0]?.body).toEqual({ username: '+213555123456', password: 'secret123' });
  });

  it("sends a doctor to the agenda, the doctor's home", async () => {
    const assign = stubDoctorSignIn();
    const user = userEvent.setup();
    await renderApp('/Login');
    await user.type(await screen.findByLabelText('Email or mobile number'), 'karim@example.dz');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/Doctores/7/Agenda'));
  });

  it('returns to the page asked for before signing in, never to another site', async () => {
    const assign = stubPatientSignIn();
    const user = userEvent.setup();
    await renderApp('/Login?next=%2FBook-a-doctor%2F5');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/Register?next=%2FBook-a-doctor%2F5',
    );
    await user.type(await screen.findByLabelText('Email or mobile number'), 'amina@example.dz');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/Book-a-doctor/5'));
  });

  it('says calmly that the session ended, and returns to the page after signing in again', async () => {
    const assign = stubPatientSignIn();
    // The session of user 3, the one signing in again, is the one that ended.
    window.localStorage.setItem('sessionEndedFor', '3');
    const user = userEvent.setup();
    await renderApp('/Login?session=ended&next=%2FPatients%2F11%2FAppoints');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your session has ended. Sign in again to continue where you left off.',
    );
    await user.type(screen.getByLabelText('Email or mobile number'), 'amina@example.dz');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/Patients/11/Appoints'));
    expect(window.localStorage.getItem('sessionEndedFor')).toBeNull();
  });

  it("sends another person signing in after a session ended to their own home, not the previous account's page", async () => {
    const assign = stubPatientSignIn();
    // Patient 8's session (user 20) ended on this device; patient 11 (user 3) signs in.
    window.localStorage.setItem('sessionEndedFor', '20');
    const user = userEvent.setup();
    await renderApp('/Login?session=ended&next=%2FBook-a-doctor%2F5%2FBooked%2F41');
    // Nor does the previous account's page follow a new account made from here.
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/Register');
    await user.type(await screen.findByLabelText('Email or mobile number'), 'amina@example.dz');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(assign).not.toHaveBeenCalledWith('/Book-a-doctor/5/Booked/41');
  });

  it("sends a doctor whose return page is in the patients' area to the agenda", async () => {
    const assign = stubDoctorSignIn();
    const user = userEvent.setup();
    await renderApp('/Login?next=%2FPatients%2F11%2FAppoints');
    await user.type(await screen.findByLabelText('Email or mobile number'), 'karim@example.dz');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/Doctores/7/Agenda'));
  });

  it('says the email or the password is wrong, and offers recovery', async () => {
    const { fetchMock } = stubFetch({
      '/api/auth/custom_token/': () => ({
        status: 401,
        body: { detail: 'No active account found with the given credentials' },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderApp('/Login');
    await user.type(await screen.findByLabelText('Email or mobile number'), 'amina@example.dz');
    await user.type(screen.getByLabelText('Password'), 'wrongpass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The email, the number or the password is wrong.');
    expect(
      screen.getByRole('link', { name: 'Forgot your password? Recover your account' }).getAttribute('href'),
    ).toBe('/Recovery-account');
    expect(showErrorAlert).not.toHaveBeenCalled();
  });

  it('shows the generic error, or the rate-limit detail', async () => {
    let status = 500;
    const { fetchMock } = stubFetch({
      '/api/auth/custom_token/': () => ({
        status,
        body: { detail: status === 429 ? 'Too many attempts' : 'No' },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderApp('/Login');
    await user.type(await screen.findByLabelText('Email or mobile number'), 'amina@example.dz');
    await user.type(screen.getByLabelText('Password'), 'wrongpass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(showErrorAlert).toHaveBeenCalledWith(undefined));
    status = 429;
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(showErrorAlert).toHaveBeenCalledWith('Too many attempts'));
  });

  it('announces a recovered password', async () => {
    await renderApp('/Login?restored=true');
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        icon: 'success',
        title: 'Your Password Recovred',
        text: 'Login to your account using your new password',
      }),
    );
  });
});
