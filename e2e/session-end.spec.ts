import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type Actor, expect, test } from './fixtures.ts';
import { signUpThroughApi } from './support/actors.ts';

// A session that ends while a page is open (signed out on another device, revoked by the server):
// the user is taken to the sign-in page, told calmly why, and comes back to the page afterwards.

/** Signs the actor's session out as another device would, with its refresh token. */
async function endSessionElsewhere(actor: Actor, other: APIRequestContext) {
  const refresh = (await actor.context.cookies()).find((c) => c.name === 'refresh')?.value;
  expect(refresh, 'the session has a refresh cookie').toBeTruthy();
  expect((await other.post('/api/auth/logout/', { data: { refresh } })).status()).toBe(204);
}

/**
 * The next thing the page asks of the server meets the ended session: the page `link` opens, or,
 * first on a busy machine, the live updates' stream reconnecting (the server closed it with the
 * session). Either way the user lands on the sign-in page, which names the page that was open.
 */
async function meetEndedSession(page: Page, link: Locator): Promise<string> {
  // Bounded: on the sign-in page, which has no such link, the click gives up instead of waiting on.
  await link.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/Login\?session=ended&next=/);
  return new URL(page.url()).searchParams.get('next') ?? '';
}

test.beforeEach(({ consoleGuard }) => {
  consoleGuard.allow(
    /^Failed to load resource: .* 401 .*\[[^\]]*\/api\/[^\]]*\]$/,
    'the session was ended on purpose: the calls after it meet a 401 before the sign-in page opens',
  );
});

test('a patient whose session ended elsewhere signs in again and is back on the page', async ({
  signedIn,
  playwright,
  baseURL,
}) => {
  const amina = await signedIn('patient', 'Amina', 'Ended');
  const { page } = amina;
  await page.goto(`/Patients/${amina.id}/Appoints`);
  await expect(page.getByRole('heading', { name: 'Appointments' })).toBeVisible();

  const other = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  await endSessionElsewhere(amina, other);
  await other.dispose();

  const next = await meetEndedSession(page, page.getByRole('link', { name: 'Medical Folders' }).first());
  const folders = `/Patients/${amina.id}/Medical_Folders`;
  expect([folders, `/Patients/${amina.id}/Appoints`]).toContain(next);
  await expect(
    page.getByText('Your session has ended. Sign in again to continue where you left off.'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();

  await page.getByLabel('Email or mobile number').fill(amina.email);
  await page.getByLabel('Password', { exact: true }).fill(amina.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  await expect(
    page.getByRole('heading', { name: next === folders ? 'Medical Folders' : 'Appointments' }),
  ).toBeVisible();
});

test('the message is in the page’s language: Arabic, right to left', async ({
  signedIn,
  playwright,
  baseURL,
}) => {
  const karim = await signedIn('doctor', 'Karim', 'Ended');
  await karim.context.addCookies([{ name: 'lang', value: 'ar', url: baseURL ?? '' }]);
  const { page } = karim;
  await page.goto(`/Doctores/${karim.id}/Appoints`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'المواعيد', level: 1 })).toBeVisible();

  const other = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  await endSessionElsewhere(karim, other);
  await other.dispose();

  await meetEndedSession(page, page.getByRole('link', { name: 'المرضى' }).first());
  await expect(page.getByText('انتهت جلستك. سجّل الدخول من جديد لتواصل من حيث توقفت.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('a page opened again after the session ended elsewhere says so on the sign-in page', async ({
  signedIn,
  playwright,
  baseURL,
}) => {
  const lina = await signedIn('patient', 'Lina', 'Ended');
  const { page } = lina;
  await page.goto(`/Patients/${lina.id}/Appoints`);
  await expect(page.getByRole('heading', { name: 'Appointments' })).toBeVisible();

  const other = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  await endSessionElsewhere(lina, other);
  await other.dispose();

  await page.reload();
  await expect(page).toHaveURL(/\/Login\?session=ended&next=%2FPatients%2F\d+%2FAppoints$/);
  await expect(
    page.getByText('Your session has ended. Sign in again to continue where you left off.'),
  ).toBeVisible();
});

/** Signs `account` in on the sign-in page the ended session led to. */
async function signInHere(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email or mobile number').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test("another person signing in on the device after the session ended goes to their own home, not the previous account's page", async ({
  signedIn,
  playwright,
  baseURL,
}) => {
  const sara = await signedIn('patient', 'Sara', 'Ended');
  const { page } = sara;
  await page.goto(`/Patients/${sara.id}/Appoints`);
  await expect(page.getByRole('heading', { name: 'Appointments' })).toBeVisible();

  const other = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const yanis = await signUpThroughApi(other, 'patient', { first: 'Yanis', last: 'Next' });
  const karim = await signUpThroughApi(other, 'doctor', { first: 'Karim', last: 'Next' });
  await endSessionElsewhere(sara, other);
  await other.dispose();

  // The page, opened again, finds the session ended.
  await page.reload();
  await expect(page).toHaveURL(/\/Login\?session=ended&next=%2FPatients%2F\d+%2FAppoints$/);

  // Another patient: their own home, where the signed-in patient is offered their dashboard.
  await signInHere(page, yanis);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  expect(page.url()).not.toContain(`/Patients/${sara.id}`);

  // The device forgets Yanis; on the sign-in page with Sara's page, a doctor goes to their agenda.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto(`/Login?session=ended&next=${encodeURIComponent(`/Patients/${sara.id}/Appoints`)}`);
  await signInHere(page, karim);
  await expect(page).toHaveURL(/\/Doctores\/\d+\/Agenda$/);
  await expect(page.getByRole('heading', { name: 'This page is not for your account' })).toHaveCount(0);
});
