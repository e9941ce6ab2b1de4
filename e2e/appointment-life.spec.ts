import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createSlots } from './support/api.ts';
import { dayFromToday, expect, test } from './fixtures.ts';

// After the booking: the patient gets the confirmation by email, cancels, and the doctor, whose
// Notifications page is open, sees it arrive without reloading.

async function mailsTo(to: string, subject: RegExp): Promise<string[]> {
  const dir = process.env.E2E_OUTBOX_DIR ?? '';
  const found: string[] = [];
  for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'))) {
    const text = await readFile(join(dir, name), 'utf8');
    if (text.includes(to) && subject.test(text)) found.push(text);
  }
  return found;
}

test('a patient books, is mailed the confirmation, cancels, and the doctor is told live', async ({
  signedIn,
}) => {
  const doctor = await signedIn('doctor', 'Rachid', 'Bensalem');
  await createSlots(doctor, dayFromToday(3), [['10:00', '10:30']]);
  const patient = await signedIn('patient', 'Lina', 'Haddad');

  // The doctor keeps the Notifications page open.
  await doctor.page.goto(`/Doctores/${doctor.id}/Notifications`);
  const doctorNav = doctor.page.getByRole('link', { name: /^Notifications/ }).first();
  await expect(doctorNav).toHaveAccessibleName('Notifications');

  await patient.page.goto(`/book-a-doctor/${doctor.id}`);
  await patient.page.getByTestId('slot').first().click();
  await patient.page
    .getByRole('dialog', { name: 'Your appointment' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(patient.page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();

  // The confirmation, with its calendar invitation, is in the outbox.
  await expect
    .poll(async () => (await mailsTo(patient.email, /Subject: Appointment booked with Dr/)).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const [confirmation] = await mailsTo(patient.email, /Subject: Appointment booked with Dr/);
  expect(confirmation).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);

  // The doctor sees the booking arrive.
  await expect(doctor.page.getByRole('link', { name: new RegExp(`${patient.name} booked`) })).toBeVisible();
  await expect(doctorNav).toHaveAccessibleName('Notifications 1 unread');

  // The patient cancels from Appointments.
  await patient.page.goto(`/Patients/${patient.id}/Appoints`);
  const row = patient.page.getByRole('row').filter({ hasText: `Dr. ${doctor.name}` });
  await expect(row).toContainText('Booked');
  await row.getByRole('button', { name: /^Cancel/ }).click();
  const dialog = patient.page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(row).toContainText('Cancelled by you');

  // Without a reload, the doctor's page shows the cancellation and the badge counts it.
  await expect(
    doctor.page.getByRole('link', { name: new RegExp(`${patient.name} cancelled`) }),
  ).toBeVisible();
  await expect(doctorNav).toHaveAccessibleName('Notifications 2 unread');
  await expect
    .poll(async () => (await mailsTo(patient.email, /Subject: Appointment cancelled/)).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const [cancellation] = await mailsTo(patient.email, /Subject: Appointment cancelled/);
  expect(cancellation).toMatch(/method=CANCEL/i);
});
