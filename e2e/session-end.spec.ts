import type { APIRequestContext } from '@playwright/test';
import { type Actor, expect, test } from './fixtures.ts';

// A session that ends while a page is open (signed out on another device, revoked by the server):
// the user is taken to the sign-in page, told calmly why, and comes back to the page afterwards.

/** Signs the actor's session out as another device would, with its refresh token. */
async function endSessionElsewhere(actor: Actor, other: APIRequestContext) {
  const refresh = (await actor.context.cookies()).find((c) => c.name === 'refresh')?.value;
  expect(refresh, 'the session has a refresh cookie').toBeTruthy();
  expect((await other.post('/api/auth/logout/', { data: { refresh } })).status()).toBe(204);
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

  // The next thing the page asks of the server meets the ended session.
  await page.getByRole('link', { name: 'Medical Folders' }).first().click();
  await expect(page).toHaveURL(/\/Login\?session=ended&next=/);
  await expect(
    page.getByText('Your session has ended. Sign in again to continue where you left off.'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();

  await page.getByLabel('Email or mobile number').fill(amina.email);
  await page.getByLabel('Password', { exact: true }).fill(amina.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/Patients/${amina.id}/Medical_Folders$`));
  await expect(page.getByRole('heading', { name: 'Medical Folders' })).toBeVisible();
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

  await page.getByRole('link', { name: 'المرضى' }).first().click();
  await expect(page).toHaveURL(/\/Login\?session=ended&next=/);
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
