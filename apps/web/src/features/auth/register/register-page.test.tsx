import { screen } from '@testing-library/react';
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

async function reachEmailStep(type: 'Patient' | 'Doctor' = 'Patient', path = '/Register') {
  const user = userEvent.setup();
  await renderApp(path);
  await screen.findByRole('heading', { name: 'Create your account' });
  expect((screen.getByRole('radio', { name: /Patient/ }) as HTMLInputElement).checked).toBe(true);
  await user.click(screen.getByRole('radio', { name: new RegExp(type) }));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await screen.findByRole('button', { name: 'Check Email' });
  return user;
}

describe('register flow', () => {
  it('shows no button that does nothing yet', async () => {
    await renderApp('/Register');
    await screen.findByRole('button', { name: 'Create Account' });
    expect(screen.queryByRole('button', { name: /Google|Facebook/ })).toBeNull();
  });

  it('says Invalid Email without calling the API', async () => {
    const { fetchMock, calls } = stubFetch({});
    vi.stubGlobal('fetch', fetchMock);
    const user = await reachEmailStep();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Check Email' }));
    expect(await screen.findByText('Invalid Email')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('offers to sign in or recover the account when the email is taken', async () => {
    const { fetchMock } = stubFetch({
      '/api/auth/check_email/': () => ({ status: 400, body: { email: ['taken'] } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = await reachEmailStep();
    await user.type(screen.getByLabelText('Email'), 'amina@example.dz');
    await user.click(screen.getByRole('button', { name: 'Check Email' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This email is already used');
    expect(screen.getByRole('link', { name: 'Sign in with this email' }).getAttribute('href')).toBe('/Login');
    expect(screen.getByRole('link', { name: 'Recover the account' }).getAttribute('href')).toBe(
      '/Recovery-account',
    );
    expect(showAlert).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Check Email' })).toBeTruthy();
  });

  it('alerts when the check throws', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    const user = await reachEmailStep();
    await user.type(screen.getByLabelText('Email'), 'amina@example.dz');
    await user.click(screen.getByRole('button', { name: 'Check Email' }));
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({ icon: 'error', title: 'error while checking the email' }),
    );
  });

  it('registers a doctor through the steps, signed in at once, then verifies the mobile number', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const status = {
      email: 'karim@example.dz',
      email_verified: false,
      phone_number: '+213555123456',
      phone_verified: false,
      sms_resend_in: 60,
      email_resend_in: 60,
    };
    const { fetchMock, calls } = stubFetch({
      '/api/auth/verification/': () => ({ status: 200, body: status }),
      '/api/auth/verification/confirm/': (body) =>
        (body as { code: string }).code === '123456'
          ? { status: 200, body: { ...status, phone_verified: true } }
          : { status: 400, body: { code: ['This code is not the one we sent. Tries left: 4.'] } },
      '/api/auth/check_email/': () => ({ status: 200, body: {} }),
      '/api/auth/sign_up/doctor/': () => ({ status: 201, body: { id: 1 } }),
      '/api/auth/custom_token/': () => ({
        status: 200,
        body: { access: 'a', refresh: 'r', user: { id: 1, id_patient: null, id_doctor: 4 } },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = await reachEmailStep('Doctor');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'Karim@Example.dz');
    await user.click(screen.getByRole('button', { name: 'Check Email' }));
    await screen.findByRole('button', { name: 'Get Started' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('karim@example.dz');
    // The button that moved on is gone: the step starts at its first field, not the page top.
    expect(document.activeElement).toBe(screen.getByLabelText('First Name'));

    // The rule is shown before it fails.
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('First Name is Required')).toBeTruthy();
    expect(screen.getByText('Last Name is Required')).toBeTruthy();
    expect(screen.getByText('Password is Required')).toBeTruthy();
    expect(screen.getByText('Please Confirm your Password')).toBeTruthy();
    expect(screen.getByText('Mobile Number is required')).toBeTruthy();

    await user.type(screen.getByLabelText('First Name'), 'Karim');
    await user.type(screen.getByLabelText('Last Name'), 'Benali');
    await user.type(screen.getByLabelText('Mobile number'), '05 55 12 34 56');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(screen.getByText('Passwords Does not match')).toBeTruthy();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));

    // Signed in at once; the next step asks for the code sent by text message.
    const code = await screen.findByLabelText('Code received by text message');
    expect(window.localStorage.getItem('doctorId')).toBe('4');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText('+213 555 12 34 56').getAttribute('dir')).toBe('ltr');
    // Both codes (text and email) wait a minute before another may be sent.
    const waits = screen.getAllByRole('button', { name: /^Send a new code in (1:00|0:5\d)$/ });
    expect(waits.map((b) => (b as HTMLButtonElement).disabled)).toEqual([true, true]);
    expect(
      calls.filter((c) => c.url.startsWith('/api/auth/sign_up/') || c.url.endsWith('custom_token/')),
    ).toEqual([
      {
        url: '/api/auth/sign_up/doctor/',
        body: {
          first_name: 'Karim',
          last_name: 'Benali',
          email: 'karim@example.dz',
          phone_number: '+213555123456',
          password: 'secret123',
        },
      },
      { url: '/api/auth/custom_token/', body: { username: 'karim@example.dz', password: 'secret123' } },
    ]);
    const [verifyPhone] = screen.getAllByRole('button', { name: 'Verify' });
    await user.type(code, '000000');
    await user.click(verifyPhone as HTMLElement);
    expect(await screen.findByText('This code is not the one we sent. Tries left: 4.')).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(verifyPhone as HTMLElement);
    expect(await screen.findByText('Your mobile number is verified.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // A new doctor goes to their agenda, as on signing in.
    expect(assign).toHaveBeenCalledWith('/Doctores/4/Agenda');
  });

  async function registerPatientFrom(next: string) {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const status = {
      email: 'lina@example.dz',
      email_verified: false,
      phone_number: '+213555123457',
      phone_verified: false,
      sms_resend_in: 60,
      email_resend_in: 60,
    };
    const { fetchMock } = stubFetch({
      '/api/auth/verification/': () => ({ status: 200, body: status }),
      '/api/auth/check_email/': () => ({ status: 200, body: {} }),
      '/api/auth/sign_up/patient/': () => ({ status: 201, body: { id: 12 } }),
      '/api/auth/custom_token/': () => ({
        status: 200,
        body: { access: 'a', refresh: 'r', user: { id: 12, id_patient: 9, id_doctor: null } },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = await reachEmailStep('Patient', `/Register?next=${encodeURIComponent(next)}`);
    await user.type(screen.getByLabelText('Email'), 'lina@example.dz');
    await user.click(screen.getByRole('button', { name: 'Check Email' }));
    await screen.findByRole('button', { name: 'Get Started' });
    await user.type(screen.getByLabelText('First Name'), 'Lina');
    await user.type(screen.getByLabelText('Last Name'), 'Haddad');
    await user.type(screen.getByLabelText('Mobile number'), '05 55 12 34 57');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await screen.findByLabelText('Code received by text message');
    await user.click(screen.getByRole('button', { name: 'Later' }));
    return assign;
  }

  it("never sends a new patient to another patient's page named in ?next=", async () => {
    const assign = await registerPatientFrom('/Patients/5/Profile');
    expect(assign).toHaveBeenCalledWith('/');
    expect(assign).not.toHaveBeenCalledWith('/Patients/5/Profile');
  }, 20_000);

  it('sends a new patient back to a page of any visitor named in ?next=', async () => {
    const assign = await registerPatientFrom('/Search?speciality=3');
    expect(assign).toHaveBeenCalledWith('/Search?speciality=3');
  }, 20_000);
});
