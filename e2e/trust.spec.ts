import { DEMO, expect, login, test } from './fixtures.ts';
import { addPatient, apiAs, createFolder, statusFor, uploadPdf } from './support/api.ts';

test('a patient sees who opened a shared folder, revokes the doctor, and the doctor is refused at once', async ({
  signedIn,
}) => {
  const doctor = await signedIn('doctor', 'Samia', 'Boudiaf');
  const patient = await signedIn('patient', 'Omar', 'Khelifi');
  const folder = await createFolder(patient, 'Cardiology');
  await uploadPdf(patient, folder, 'ECG');
  await addPatient(doctor, patient);
  const request = await apiAs<{ id: number }>(
    doctor,
    'post',
    `/api/doctor/sendRequest/${doctor.id}/${patient.id}/`,
  );
  await apiAs(patient, 'post', `/api/patient/access-folder/${request.id}/${folder}/`, { status: 'True' });
  const files = `/api/doctor/folder/${folder}/files/`;
  expect(await statusFor(doctor, files)).toBe(200);

  const page = patient.page;
  await page.goto(`/Patients/${patient.id}/Access-log`);
  await expect(page.getByRole('heading', { name: 'Access log' })).toBeVisible({ timeout: 30_000 });
  const entry = page.getByRole('row').filter({ hasText: doctor.name });
  await expect(entry.first()).toContainText('Opened · Folder · “Cardiology”');

  await page.goto(`/Patients/${patient.id}/Medical_Folders/${folder}`);
  const grants = page.getByRole('region', { name: 'Doctors who can read this folder' });
  await expect(grants).toContainText(`Dr. ${doctor.name}`);
  await expect(grants).toContainText('Until ');
  await grants.getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke access' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(grants).toContainText('No doctor can read this folder');
  expect(await statusFor(doctor, files)).toBe(404);
});

test('patients see which doctors are verified', async ({ page }) => {
  await login(page, DEMO.patient);
  await page.goto('/Search?q=skin%20rash');
  // A doctor's card is the list item with the doctor's name as its heading (its facts are a list too).
  const doctors = page
    .getByRole('region', { name: 'Recommended doctors' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(doctors.first()).toBeVisible();
  const labels = await doctors.allTextContents();
  expect(labels.every((text) => text.includes('Verified') || text.includes('Not verified'))).toBe(true);
});
