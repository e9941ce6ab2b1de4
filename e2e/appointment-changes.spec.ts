import type { Page } from '@playwright/test';
import { type Actor, dayFromToday, expect, test } from './fixtures.ts';
import { apiAs, createSlots } from './support/api.ts';

// Changing a booked appointment, from each side: the patient moves it to another free time of the
// doctor; the doctor cancels it with a reason, or declines it by deleting its booked slot. Each
// time, what the other side sees afterwards.

/** The patient books the doctor's slot, as the booking page does. */
async function book(patient: Actor, slot: number | undefined) {
  await apiAs(patient, 'post', `/api/patient/${patient.id}/booking/${slot}/`, {});
}

/** The row of the patient's appointments with this doctor. */
const patientRow = (page: Page, doctor: Actor) =>
  page.getByRole('row').filter({ hasText: `Dr. ${doctor.name}` });

/** The patient's appointments show it cancelled by the doctor, with the reason, and nothing left to do. */
async function expectCancelledByDoctor(patient: Actor, doctor: Actor, reason: string) {
  await patient.page.goto(`/Patients/${patient.id}/Appoints`);
  const row = patientRow(patient.page, doctor);
  await expect(row).toContainText('Cancelled by the doctor');
  await expect(row).toContainText(`Reason: ${reason}`);
  await expect(row.getByRole('button')).toHaveCount(0);
}

test('a patient moves an appointment to another free time; the doctor sees the new time', async ({
  signedIn,
}) => {
  const doctor = await signedIn('doctor', 'Rachid', 'Moves');
  const [first] = await createSlots(doctor, dayFromToday(3), [['09:00', '09:30']]);
  await createSlots(doctor, dayFromToday(4), [['11:00', '11:30']]);
  const patient = await signedIn('patient', 'Lina', 'Moves');
  await book(patient, first);

  const { page } = patient;
  await page.goto(`/Patients/${patient.id}/Appoints`);
  const row = patientRow(page, doctor);
  await expect(row).toContainText('09:00');
  await row.getByRole('button', { name: /^Move the appointment/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Move this appointment' });
  await dialog.getByRole('radio', { name: /11:00–11:30/ }).check();
  await dialog.getByRole('button', { name: 'Move appointment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'is moved to' })).toContainText(
    `Your appointment with Dr. ${doctor.name} is moved to`,
  );
  await expect(row).toContainText('11:00');
  await expect(row).toContainText('Booked');

  // The doctor's appointments show the new time only.
  await doctor.page.goto(`/Doctores/${doctor.id}/Appoints`);
  const doctorRow = doctor.page.getByRole('row').filter({ hasText: patient.name });
  await expect(doctorRow).toHaveCount(1);
  await expect(doctorRow).toContainText('11:00');
  await expect(doctorRow).not.toContainText('09:00');
});

test('a doctor cancels an appointment with a reason; the patient reads it in their appointments', async ({
  signedIn,
}) => {
  const doctor = await signedIn('doctor', 'Samir', 'Reasons');
  const [slot] = await createSlots(doctor, dayFromToday(3), [['10:00', '10:30']]);
  const patient = await signedIn('patient', 'Amel', 'Reasons');
  await book(patient, slot);

  const { page } = doctor;
  await page.goto(`/Doctores/${doctor.id}/Appoints`);
  const row = page.getByRole('row').filter({ hasText: patient.name });
  await row.getByRole('button', { name: /^Cancel with a reason/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment' });
  // No reason, no cancellation.
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Say why the appointment is cancelled.');
  const reason = 'Away at a congress in Oran that day';
  await dialog.getByRole('textbox', { name: 'Reason for the patient' }).fill(reason);
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'is cancelled' })).toContainText(
    `${patient.name}'s appointment on`,
  );
  await expect(row).toHaveCount(0);

  await expectCancelledByDoctor(patient, doctor, reason);
});

test('a doctor declines a booking by deleting its booked slot, with a reason; the patient reads it', async ({
  signedIn,
}) => {
  const doctor = await signedIn('doctor', 'Nabil', 'Declines');
  const [slot] = await createSlots(doctor, dayFromToday(5), [['15:00', '15:30']]);
  const patient = await signedIn('patient', 'Sara', 'Declines');
  await book(patient, slot);

  const { page } = doctor;
  await page.goto(`/Doctores/${doctor.id}/Bookings`);
  const row = page.getByRole('row').filter({ hasText: '15:00' });
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete a booked slot' });
  await expect(dialog).toContainText(patient.name);
  const reason = 'The practice is closed for works';
  await dialog.getByRole('textbox', { name: 'Reason for the patient' }).fill(reason);
  await dialog.getByRole('button', { name: 'Cancel the appointment and delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await page.goto(`/Doctores/${doctor.id}/Appoints`);
  await expect(page.getByRole('row').filter({ hasText: patient.name })).toHaveCount(0);

  await expectCancelledByDoctor(patient, doctor, reason);

  // In Arabic, the doctor's Latin words sit whole after «السبب:», in their order.
  await patient.context.addCookies([{ name: 'lang', value: 'ar', url: patient.page.url() }]);
  await patient.page.reload();
  const arabicRow = patient.page.getByRole('row').filter({ hasText: 'أُلغي من طرف الطبيب' });
  await expect(arabicRow).toContainText(`السبب: ${reason}`);
  await expect(arabicRow.locator('bdi', { hasText: reason })).toHaveText(reason);
});
