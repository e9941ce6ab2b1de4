import { addPatient, bookDoctor, statusFor } from './support/api.ts';
import { dayFromToday, expect, test } from './fixtures.ts';

// A patient sees the doctors who can reach them and why, and ends one's access after confirming:
// the doctor loses the patient from their list and their record; the list empties, in Arabic too.

test("a patient ends a doctor's access from the doctors who can reach them", async ({ signedIn }) => {
  const doctor = await signedIn('doctor', 'Yacine', 'Amrani');
  const other = await signedIn('doctor', 'Souad', 'Hamidi');
  const patient = await signedIn('patient', 'Amel', 'Ferhat');
  await addPatient(doctor, patient);
  await bookDoctor(other, patient, dayFromToday(4));
  const record = `/api/doctor/patients/${patient.id}/record/`;
  expect(await statusFor(doctor, record)).toBe(200);

  await patient.page.goto(`/Patients/${patient.id}/Profile`);
  await patient.page.getByRole('link', { name: 'Doctors with access' }).first().click();
  await expect(patient.page.getByRole('heading', { name: 'Doctors who can reach you' })).toBeVisible();
  const list = patient.page.getByRole('list', { name: 'Doctors who can reach you' });
  const card = list
    .getByRole('listitem')
    .filter({ hasText: `Dr. ${doctor.name}` })
    .first();
  await expect(card).toContainText('You accepted their request to add you to their patients');
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: `Dr. ${other.name}` })
      .first(),
  ).toContainText('You booked an appointment with them');

  // Cancelling the confirmation changes nothing.
  await card.getByRole('button', { name: 'End access' }).click();
  const confirm = patient.page.getByRole('dialog', { name: "End this doctor's access?" });
  await expect(confirm).toContainText(`Dr. ${doctor.name} will no longer see you in their patients`);
  // This doctor never had a booking of the patient: nothing is said of appointments.
  await expect(confirm).not.toContainText('Appointments you booked with them stay');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await statusFor(doctor, record)).toBe(200);

  await card.getByRole('button', { name: 'End access' }).click();
  await confirm.getByRole('button', { name: 'End access' }).click();
  await expect(patient.page.getByText(`Dr. ${doctor.name} no longer has access to your data.`)).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: `Dr. ${doctor.name}` })).toHaveCount(0);
  await expect(list.getByRole('listitem').filter({ hasText: `Dr. ${other.name}` })).toHaveCount(1);

  // The doctor no longer has the patient in their list nor opens their record.
  expect(await statusFor(doctor, record)).toBe(404);
  await doctor.page.goto(`/Doctores/${doctor.id}/Patients`);
  await expect(doctor.page.getByRole('heading').first()).toBeVisible();
  await expect(doctor.page.getByRole('link', { name: `${patient.name}: open the record` })).toHaveCount(0);

  // In Arabic, right to left: the last doctor goes and the page says no doctor has access.
  await patient.page.getByRole('combobox', { name: 'Language' }).first().selectOption('ar');
  await expect(patient.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(patient.page.getByRole('heading', { name: 'الأطباء الذين يمكنهم الوصول إليك' })).toBeVisible();
  await patient.page.getByRole('button', { name: 'إنهاء الوصول' }).click();
  const arabic = patient.page.getByRole('dialog', { name: 'إنهاء وصول هذا الطبيب؟' });
  // The patient booked this one: the booked appointments stay, theirs to cancel.
  await expect(arabic).toContainText('تبقى المواعيد التي حجزتها معه في جدول مواعيده باسمك');
  await arabic.getByRole('button', { name: 'إنهاء الوصول' }).click();
  await expect(patient.page.getByText('لا يوجد طبيب له وصول إلى بياناتك.')).toBeVisible();
  expect(await statusFor(other, record)).toBe(404);
});
