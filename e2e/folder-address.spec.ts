import { expect, failedRequest, test } from './fixtures.ts';
import { createFolder } from './support/api.ts';

// A medical folder opened by its address: another patient's folder and a folder that does not
// exist get the same clear page, which tells nothing of which folders exist, and a way back.

test('a patient typing the address of a folder that is not theirs, or of none, is told so and led back', async ({
  signedIn,
  consoleGuard,
}) => {
  for (const status of [403, 404]) {
    consoleGuard.allow(failedRequest(status, '/'), 'the folder is refused on purpose: the page says so');
  }
  const yacine = await signedIn('patient', 'Yacine', 'Folders');
  const amina = await signedIn('patient', 'Amina', 'Folders');
  const hisFolder = await createFolder(yacine, 'Cardiology 2025');
  const { page } = amina;

  for (const address of [
    `/Patients/${amina.id}/Medical_Folders/${hisFolder}`,
    `/Patients/${yacine.id}/Medical_Folders/${hisFolder}`,
    `/Patients/${amina.id}/Medical_Folders/999999999`,
  ]) {
    await page.goto(address);
    // An address under another patient's id opens the same page under one's own.
    await expect(page).toHaveURL(new RegExp(`/Patients/${amina.id}/Medical_Folders/\\d+$`));
    await expect(
      page.getByRole('heading', { name: 'This folder does not exist or is not shared with you' }),
    ).toBeVisible();
    await expect(page.getByText('Cardiology 2025')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload a File' })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to my medical folders' }).click();
  await expect(page).toHaveURL(new RegExp(`/Patients/${amina.id}/Medical_Folders$`));
  await expect(page.getByRole('heading', { name: 'Medical Folders' })).toBeVisible();

  // The same page in Arabic, right to left.
  await amina.context.addCookies([{ name: 'lang', value: 'ar', url: page.url() }]);
  await page.goto(`/Patients/${amina.id}/Medical_Folders/${hisFolder}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'هذا المجلد غير موجود أو غير مشارك معك' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'العودة إلى ملفاتي الطبية' })).toBeVisible();
});

test('a doctor typing the address of a patient record that is not open to them, or of none, is told so and led back', async ({
  signedIn,
  consoleGuard,
}) => {
  for (const status of [403, 404]) {
    consoleGuard.allow(failedRequest(status, '/'), 'the record is refused on purpose: the page says so');
  }
  const doctor = await signedIn('doctor', 'Karim', 'Records');
  const stranger = await signedIn('patient', 'Nadia', 'Records');
  const { page } = doctor;

  for (const patientId of [stranger.id, '999999999']) {
    await page.goto(`/Doctores/${doctor.id}/Patients/${patientId}`);
    await expect(
      page.getByRole('heading', { name: "This patient's record does not exist or is not open to you" }),
    ).toBeVisible();
    await expect(page.getByText(stranger.lastName)).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'All patients' }).click();
  await expect(page).toHaveURL(new RegExp(`/Doctores/${doctor.id}/Patients$`));

  // Another doctor's address opens the same page of one's own practice.
  await page.goto(`/Doctores/999999999/Patients`);
  await expect(page).toHaveURL(new RegExp(`/Doctores/${doctor.id}/Patients$`));
  await expect(page.getByRole('navigation', { name: 'Doctor menu' })).toBeVisible();
});
