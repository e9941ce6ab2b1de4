import { expect, test, uniqueEmail, uniquePhone } from './fixtures.ts';

// The mobile number a patient gives at sign-up is the phone number of their profile: shown there,
// and changed from the profile's settings like any other field.

test('a new patient finds the number given at sign-up on the profile, and changes it there', async ({
  page,
}) => {
  const email = uniqueEmail('profile-phone');
  const typed = uniquePhone();
  const digits = typed.replace(/\s/g, '');
  const password = 'patient-pass-1';

  await page.goto('/Register');
  await expect(page.getByRole('radio', { name: /^Patient/ })).toBeEnabled();
  await page.getByText('Patient', { exact: true }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Check Email' }).click();
  await page.getByLabel('First Name').fill('Rym');
  await page.getByLabel('Last Name').fill('Boudiaf');
  await page.getByLabel('Mobile number').fill(typed);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mobile number' })).toBeVisible();
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/Patients\/\d+\/Profile$/);
  const profile = page.url();
  const phone = page.locator('dl > div').filter({ hasText: 'Phone number' }).locator('dd');
  await expect(phone).toHaveText(digits);

  await page.getByRole('link', { name: 'Edit profile' }).click();
  const field = page.getByLabel('Phone number');
  await expect(field).toHaveValue(digits);
  await field.fill('0661234567');
  // The form asks for the rest of the profile before it saves.
  await page.getByLabel('Bio').fill('Migraines.');
  await page.getByLabel('Address').fill('9 Rue Larbi Ben M’hidi, Oran');
  await page.getByLabel('Age', { exact: true }).fill('31');
  await page.getByLabel('Birthday').fill('1994-06-02');
  await page.getByText('Female', { exact: true }).click();
  await page.getByText('A+', { exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog').getByText('Your information has been updated')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  await page.goto(profile);
  await expect(phone).toHaveText('0661234567');
  await page.reload();
  await expect(phone).toHaveText('0661234567');
});
