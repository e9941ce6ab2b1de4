import { expect, test } from './fixtures.ts';
import { text } from './support/a11y.ts';

// A signed-in user who types an address of the other role's area stays signed in and is told the
// page is not for their account, with their own dashboard one tap away; a visitor signs in.

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

test('a doctor who types a patient’s address, in French on a phone, stays signed in and goes to the agenda', async ({
  signedIn,
  baseURL,
}) => {
  const karim = await signedIn('doctor', 'Karim', 'Ailleurs');
  await karim.context.addCookies([{ name: 'lang', value: 'fr', url: baseURL ?? '' }]);
  const { page } = karim;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/Patients/1/Appoints');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('fr', 'auth', 'notForThisAccount.title'),
  );
  await expect(page.getByText(text('fr', 'auth', 'notForThisAccount.doctor'))).toBeVisible();
  // Still where they typed, still signed in.
  await expect(page).toHaveURL(/\/Patients\/1\/Appoints$/);
  expect(await page.evaluate(() => localStorage.getItem('doctorId'))).toBe(karim.id);
  if (SCREENSHOTS)
    await page.screenshot({ path: `${SCREENSHOTS}/wrong-account-doctor-fr.png`, fullPage: true });

  await page.getByRole('link', { name: text('fr', 'auth', 'notForThisAccount.home') }).click();
  await expect(page).toHaveURL(new RegExp(`/Doctores/${karim.id}/Agenda$`));
});

test('a patient who types a doctor’s address reads it in Arabic, right to left, and goes to their dashboard', async ({
  signedIn,
  baseURL,
}) => {
  const lina = await signedIn('patient', 'Lina', 'Ailleurs');
  await lina.context.addCookies([{ name: 'lang', value: 'ar', url: baseURL ?? '' }]);
  const { page } = lina;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/Doctores/1/Agenda');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('ar', 'auth', 'notForThisAccount.title'),
  );
  await expect(page.getByText(text('ar', 'auth', 'notForThisAccount.patient'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL(/\/Doctores\/1\/Agenda$/);
  if (SCREENSHOTS)
    await page.screenshot({ path: `${SCREENSHOTS}/wrong-account-patient-ar.png`, fullPage: true });

  // The redirect address of the doctors' area says the same.
  await page.goto('/Doctores');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('ar', 'auth', 'notForThisAccount.title'),
  );

  await page.getByRole('link', { name: text('ar', 'auth', 'notForThisAccount.home') }).click();
  await expect(page).toHaveURL(new RegExp(`/Patients/${lina.id}/Profile$`));
});

test('a visitor who types an area’s address is sent to sign in, with the address to return to', async ({
  page,
}) => {
  await page.goto('/Doctores/1/Agenda');
  await expect(page).toHaveURL(/\/Login\?next=%2FDoctores%2F1%2FAgenda$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'auth', 'login.title'));
});
