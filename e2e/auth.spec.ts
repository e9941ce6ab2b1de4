import type { Page } from '@playwright/test';
import {
  apiSignUp,
  DEMO,
  EMAIL_CODE_MAIL,
  expect,
  failedRequest,
  latestCodeFor,
  latestSmsCodeFor,
  login,
  RESET_CODE_MAIL,
  test,
  uniqueEmail,
  uniquePhone,
} from './fixtures.ts';

// Registration, sign-in, sign-out and password recovery through the screens.

/**
 * Registers through the four steps; the last one takes the code texted to the number, unless
 * `verify` is false (the account then chooses Later).
 */
async function register(
  page: Page,
  type: 'Patient' | 'Doctor',
  email: string,
  password: string,
  phone = uniquePhone(),
  verify = true,
) {
  await page.goto('/Register');
  await expect(page.getByRole('button', { name: /Google|Facebook/ })).toHaveCount(0);
  // The choice can be made once the app has taken over the prerendered page.
  await expect(page.getByRole('radio', { name: new RegExp(`^${type}`) })).toBeEnabled();
  await page.getByText(type, { exact: true }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Check Email' }).click();

  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('First Name').fill('Lina');
  await page.getByLabel('Last Name').fill(type === 'Patient' ? 'Haddad' : 'Belkacem');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Get Started' }).click();

  // Signed in at once, the account types the code texted to its number.
  await expect(page.getByRole('heading', { name: 'Check your mobile number' })).toBeVisible();
  await expect(page.getByText('We also sent a code by email to')).toContainText(email);
  if (verify) {
    const code = page.getByLabel('Code received by text message');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill(await latestSmsCodeFor(phone));
    await page.getByRole('button', { name: 'Verify', exact: true }).first().click();
    await expect(page.getByText('Your mobile number is verified.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
  } else {
    await page.getByRole('button', { name: 'Later' }).click();
  }
  // Then it goes to the account's home: a patient's is the home page, a doctor's their agenda.
  if (type === 'Patient') {
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\/Doctores\/\d+\/Agenda$/);
  }
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a patient registers in four steps, is signed in at once, reaches the dashboard and signs out', async ({
  page,
}) => {
  const email = uniqueEmail('register-patient');
  const password = 'patient-pass-1';
  await register(page, 'Patient', email, password);
  await expect(page.getByRole('heading', { name: 'Your next appointment' })).toBeVisible();

  const dashboard = page.getByRole('link', { name: 'Dashboard' });
  await expect(dashboard).toHaveAttribute('href', /^\/Patients\/\d+\/Profile$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  // A patient (doctorId 'null') gets the symptom search on Home.
  await expect(page.getByLabel('Describe your symptoms')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('doctorId'))).toBe('null');
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => /access|refresh/.test(k))),
  ).toEqual([]);

  await dashboard.click();
  await expect(page).toHaveURL(/\/Patients\/\d+\/Profile$/);
  await expect(page.getByRole('navigation', { name: 'Patient menu' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
    'href',
    /^\/Patients\/\d+\/Profile$/,
  );
  // Signing out opens the home page afresh: wait for it before reading what it kept.
  const reopened = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Logout' }).click();
  await reopened;
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('patientId'))).toBeNull();
  await page.goto('/Patients/1/Profile');
  await expect(page).toHaveURL(/\/Login\?next=%2FPatients%2F1%2FProfile$/);
});

test('a doctor registers, is signed in at once, and lands on their agenda', async ({ page }) => {
  const email = uniqueEmail('register-doctor');
  const password = 'doctor-pass-1';
  await register(page, 'Doctor', email, password);
  const menu = page.getByRole('navigation', { name: 'Doctor menu' });
  await expect(menu.getByRole('link', { name: 'Agenda' })).toHaveAttribute(
    'href',
    /^\/Doctores\/\d+\/Agenda$/,
  );
  await expect(page.getByLabel('Describe your symptoms')).toHaveCount(0);
});

test('an account that put verification off is asked calmly, verifies from the banner, and signs in with its number', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(failedRequest(400, '/api/auth/verification/confirm/'), 'a wrong code on purpose');
  const email = uniqueEmail('verify-later');
  const password = 'patient-pass-2';
  const phone = uniquePhone();
  await register(page, 'Patient', email, password, phone, false);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const banner = page.getByRole('complementary', { name: 'Verify your mobile number and email' });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Verify now' }).click();
  await expect(page).toHaveURL(/\/Verify-contacts\?next=/);

  // A wrong code says how many tries are left; a new code waits for its countdown.
  const smsCode = page.getByLabel('Code received by text message');
  await smsCode.fill('000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).first().click();
  await expect(page.getByText(/This code is not the one we sent\. Tries left: 4\./)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Send a new code in \d:\d\d$/ }).first()).toBeDisabled();
  await smsCode.fill(await latestSmsCodeFor(phone));
  await page.getByRole('button', { name: 'Verify', exact: true }).first().click();
  await expect(page.getByText('Your mobile number is verified.')).toBeVisible();
  await page.getByLabel('Code received by email').fill(await latestCodeFor(email, 10_000, EMAIL_CODE_MAIL));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Your email is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('navigation', { name: 'Patient menu' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Signed out, the account signs in with its number as people write it.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/Login');
  await signIn(page, phone, password);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('registration refuses a mobile number another account holds, offering sign-in or recovery', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(
    failedRequest(400, '/api/auth/sign_up/patient/'),
    'the taken number is refused on purpose',
  );
  const first = await apiSignUp(page, 'patient', { first: 'Nadia', last: 'Taken' });
  await page.goto('/Register');
  await expect(page.getByRole('radio', { name: /^Patient/ })).toBeEnabled();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('second-owner'));
  await page.getByRole('button', { name: 'Check Email' }).click();
  await page.getByLabel('First Name').fill('Lina');
  await page.getByLabel('Last Name').fill('Second');
  await page.getByLabel('Mobile number').fill('021 23 45 67');
  await page.getByLabel('Password', { exact: true }).fill('second-pass-1');
  await page.getByLabel('Confirm Password').fill('second-pass-1');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByText(/^Mobile Number must be an Algerian mobile/)).toBeVisible();
  await page.getByLabel('Mobile number').fill(`+213 ${first.phone.slice(1)}`);
  await page.getByRole('button', { name: 'Get Started' }).click();
  const taken = page.getByRole('alert').filter({ hasText: 'This mobile number is already used' });
  await expect(taken).toBeVisible();
  await expect(taken.getByRole('link', { name: 'Recover the account' })).toBeVisible();
});

test('registration refuses a taken or malformed email', async ({ page, consoleGuard }) => {
  consoleGuard.allow(failedRequest(400, '/api/auth/check_email/'), 'the taken email is refused on purpose');
  await page.goto('/Register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Check Email' }).click();
  await expect(page.getByText('Invalid Email', { exact: true })).toBeVisible();

  await page.getByLabel('Email').fill(DEMO.patient);
  await page.getByRole('button', { name: 'Check Email' }).click();
  const taken = page.getByRole('alert');
  await expect(taken).toContainText('This email is already used');
  await expect(taken.getByRole('link', { name: 'Sign in with this email' })).toHaveAttribute(
    'href',
    '/Login',
  );
  await expect(taken.getByRole('link', { name: 'Recover the account' })).toBeVisible();
});

test('login validates the form and reports bad credentials', async ({ page, consoleGuard }) => {
  consoleGuard.allow(
    failedRequest(401, '/api/auth/custom_token/'),
    'the wrong password is refused on purpose',
  );
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email or Mobile Number is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Password is Required', { exact: true })).toBeVisible();

  await page.getByLabel('Email').fill(DEMO.patient);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('The email, the number or the password is wrong.');
  await expect(page.getByRole('link', { name: /Recover your account/ })).toBeVisible();
});

test('the login form’s validation downloads when the visitor starts on the form', async ({ page }) => {
  const validation = /\/assets\/(validation|schemas)-[\w-]+\.js$/;
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (validation.test(request.url())) fetched.push(request.url());
  });
  await page.goto('/Login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(fetched, 'zod and the schemas are not part of the page’s load').toEqual([]);

  await page.getByLabel('Email').click();
  await expect.poll(() => fetched.length).toBeGreaterThan(0);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).click();
  await expect(
    page.getByText('Enter your email address or your Algerian mobile number', { exact: true }),
  ).toBeVisible();
});

test('a login form whose validation cannot download says something went wrong', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/validation-|Failed to fetch dynamically imported module/, 'the test cuts its download');
  await page.route(/\/assets\/validation-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/Login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await page.getByLabel('Email').fill(DEMO.patient);
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-2024');
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Error!' })).toBeVisible();
  await expect(page).toHaveURL(/\/Login$/);
});

test('a user recovers the password with the mailed code and signs in with the new one', async ({ page }) => {
  const { email } = await apiSignUp(page, 'patient', { first: 'Sofia', last: 'Mansouri' });
  await page.goto('/Login');
  await page.getByRole('link', { name: 'Forget Your Password' }).click();
  await expect(page).toHaveURL(/\/Recovery-account$/);
  await expect(page.getByRole('heading', { name: 'Forget your password?' })).toBeVisible();
  await expect(page.getByText('Enter your email so that we can send you password reset link.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Email' }).click();

  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page.getByText('Set your new password')).toBeVisible();
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Verification Code is Required', { exact: true })).toBeVisible();

  const code = await latestCodeFor(email, 10_000, RESET_CODE_MAIL);
  const newPassword = 'recovered-pass-9';
  await page.getByLabel('Verification Code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password').fill('something-else');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText("Confirm Password doesn't match", { exact: true })).toBeVisible();
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Set Password' }).click();

  await expect(page).toHaveURL(/\/login\?restored=true$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Your Password Recovred' })).toBeVisible();
  await expect(dialog.getByText('Login to your account using your new password')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();

  await signIn(page, email, newPassword);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('a reload that cuts off the session refresh keeps the visitor signed in', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(/ERR_CONNECTION_RESET|ERR_FAILED/, 'the test cuts the refresh answer off on purpose');
  const account = await apiSignUp(page, 'patient', { first: 'Rym', last: 'Reload' });
  await login(page, account.email, account.password);
  const dashboard = page.getByRole('link', { name: 'Dashboard' });
  await expect(dashboard).toBeVisible();

  // The next page load refreshes the session: the server rotates the refresh cookie, but the
  // answer never reaches the browser (a reload, a dropped mobile connection), which keeps the
  // cookie the server has just spent.
  let cut = false;
  await page.route('**/api/auth/token/refresh/', async (route) => {
    if (cut) return route.fallback();
    cut = true;
    const spent = (await context.cookies()).filter((c) => c.name === 'refresh');
    const answer = await route.fetch();
    expect(answer.status()).toBe(200);
    await context.clearCookies({ name: 'access' });
    await context.clearCookies({ name: 'refresh' });
    await context.addCookies(spent);
    await route.abort('connectionreset');
  });
  await page.reload();
  await expect.poll(() => cut).toBe(true);
  await page.unrouteAll({ behavior: 'wait' });

  await page.reload();
  await expect(dashboard).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});

test('a session signed out on another device: its patient page asks to sign in again, and the page after sign-in opens', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(/401/, 'the start-up refresh of the ended session is refused on purpose');
  const account = await apiSignUp(page, 'patient', { first: 'Rania', last: 'Elsewhere' });
  await login(page, account.email, account.password);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const patientId = await page.evaluate(() => localStorage.getItem('patientId'));

  // The tab is closed meanwhile: an open page would itself meet the ended session (session-end.spec).
  await page.goto('about:blank');
  // Signed out on another device: the server ends the session; this browser keeps its cookies.
  const cookies = await context.cookies();
  const refresh = cookies.find((c) => c.name === 'refresh')?.value;
  const ended = await page.request.post('/api/auth/logout/', { data: { refresh } });
  expect(ended.status()).toBe(204);
  await context.addCookies(cookies);

  await page.goto(`/Patients/${patientId}/Appoints`);
  await expect(page).toHaveURL(/\/Login\?session=ended&next=/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(
    page.getByText('Your session has ended. Sign in again to continue where you left off.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops...' })).toHaveCount(0);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/Patients/${patientId}/Appoints$`));
});
