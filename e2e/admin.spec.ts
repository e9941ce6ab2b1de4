import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { completeProfile, createSlots } from './support/api.ts';
import { newestMailTo } from './support/outbox.ts';
import { type Actor, type ConsoleGuard, dayFromToday, expect, failedRequest, PDF, test } from './fixtures.ts';

const ADMIN_PASSWORD = 'admin-e2e-password-1';

/**
 * Opens the one-time link the command line printed and sets the administrator's password, then
 * signs in on the usual login page. A later or retried test finds the link used and just signs in.
 */
async function signInAsAdmin(page: Page, consoleGuard: ConsoleGuard): Promise<void> {
  consoleGuard.allow(
    failedRequest(400, '/api/admin/set-password/'),
    'the one-time link was used by an earlier test; the administrator then just signs in',
  );
  const link = new URL(await readFile(process.env.E2E_ADMIN_LINK_FILE ?? '', 'utf8'));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(
    page
      .getByText('Password set. You can sign in now.')
      .or(page.getByText('This link is invalid or has expired.')),
  ).toBeVisible();
  await page.goto('/Login');
  await page.getByLabel('Email').fill(process.env.E2E_ADMIN_EMAIL ?? '');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function uploadCertification(doctor: Actor): Promise<void> {
  const res = await doctor.context.request.patch(`/api/doctor/UpdateProfile/${doctor.id}/`, {
    multipart: {
      certification: { name: 'ordre-des-medecins.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The text of the newest mail in the outbox sent to `to`, its verification code aside. */
const mailTo = (to: string) => newestMailTo(to);

test('an administrator verifies one doctor and rejects another; patients can keep to verified doctors', async ({
  page,
  signedIn,
  consoleGuard,
}) => {
  const verified = await signedIn('doctor', 'Yasmine', 'Belkacem');
  const rejected = await signedIn('doctor', 'Hakim', 'Belkacem');
  await uploadCertification(verified);
  await uploadCertification(rejected);
  await completeProfile(rejected);

  await signInAsAdmin(page, consoleGuard);
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
  const row = (doctor: Actor) => page.getByRole('row').filter({ hasText: doctor.email });
  await row(verified).getByRole('button', { name: 'Verify' }).click();
  await expect(row(verified)).toHaveCount(0);

  await row(rejected).getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject the certification' });
  await dialog.getByLabel('Reason').fill('Le document est illisible, merci de le scanner à nouveau.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(row(rejected)).toHaveCount(0);
  expect(await mailTo(rejected.email)).toContain('Le document est illisible');

  // A patient searching the family name finds both, and only the verified one when asked.
  const patient = await signedIn('patient', 'Rym', 'Saadi');
  await patient.page.goto(`/Patients/${patient.id}/Appoints`);
  await patient.page.getByRole('button', { name: 'Search For Doctor' }).click();
  const search = patient.page.getByRole('dialog');
  await search.getByRole('searchbox').fill('Belkacem');
  const results = search.getByRole('listitem');
  await expect(results.filter({ hasText: verified.name })).toContainText('Verified');
  await expect(results.filter({ hasText: rejected.name })).toContainText('Not verified');
  await search.getByLabel('Verified doctors only').check();
  await expect(results.filter({ hasText: rejected.name })).toHaveCount(0);
  await expect(results.filter({ hasText: verified.name })).toBeVisible();
});

test('an administrator suspends a doctor: their card and slots leave a patient’s booking link at once; restored, back again', async ({
  page,
  signedIn,
  consoleGuard,
}) => {
  const doctor = await signedIn('doctor', 'Walid', 'Mebarki');
  for (const path of [`/api/doctor/search/${doctor.id}/`, `/api/patient/all-bookings/${doctor.id}/`]) {
    consoleGuard.allow(failedRequest(404, path), 'the suspended doctor is not found, on purpose');
  }
  await createSlots(doctor, dayFromToday(3), [['10:00', '10:30']]);
  const patient = await signedIn('patient', 'Lina', 'Hamdi');
  await patient.page.goto(`/book-a-doctor/${doctor.id}`);
  await expect(patient.page.getByText(doctor.name).first()).toBeVisible();
  const bookNow = patient.page.getByTestId('slot');
  await expect(bookNow).toHaveCount(1);

  await signInAsAdmin(page, consoleGuard);
  await page.getByRole('button', { name: 'Accounts', exact: true }).click();
  await page.getByLabel('Search by name or email').fill(doctor.email);
  const row = page.getByRole('row').filter({ hasText: doctor.email });
  await row.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Write the reason before confirming.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Diplôme non reconnu par le Conseil de l’Ordre.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toContainText('Suspended: Diplôme non reconnu');

  await patient.page.reload();
  await expect(patient.page.getByText('This doctor could not be found.')).toBeVisible();
  await expect(patient.page.getByText(doctor.name)).toHaveCount(0);
  await expect(patient.page.getByRole('link', { name: 'Find another doctor' })).toBeVisible();
  await expect(bookNow).toHaveCount(0);

  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(row).toContainText('Active');
  await patient.page.reload();
  await expect(patient.page.getByText(doctor.name).first()).toBeVisible();
  await expect(patient.page.getByText('This doctor could not be found.')).toHaveCount(0);
  await expect(bookNow).toHaveCount(1);
});
