import { expect, test } from './fixtures.ts';

// A doctor closes their account from the settings: the page says what happens, asks for the
// password and the word DELETE, then once more; the doctor is signed out and cannot sign in again.

test('a doctor closes their account from the settings', async ({ signedIn }) => {
  const doctor = await signedIn('doctor', 'Rachid', 'Bouzid');
  const { page } = doctor;
  await page.goto(`/Doctores/${doctor.id}/Settings/account`);
  await expect(
    page.getByText('Every upcoming appointment is cancelled and each patient is told'),
  ).toBeVisible();
  await expect(
    page.getByText('Your patients keep reading the consultations and prescriptions you wrote for them.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Close my account' }).click();
  await expect(page.getByText('Password is Required')).toBeVisible();

  await page.getByLabel('Your password').fill(doctor.password);
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Close my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close your account now?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Yes, close it' }).click();
  await expect(page).toHaveURL(/\/$/);

  const again = await page.request.post('/api/auth/custom_token/', {
    data: { username: doctor.email, password: doctor.password },
  });
  expect(again.status()).toBe(401);
});
