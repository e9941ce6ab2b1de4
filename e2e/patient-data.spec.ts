import { readFile } from 'node:fs/promises';
import { addPatient, apiAs, createFolder, uploadPdf, verifyDoctor } from './support/api.ts';
import { dayFromToday, expect, test } from './fixtures.ts';

// Trust in what leaves the platform: a prescription a pharmacist can check on a public page,
// revoked by its doctor; and the patient's own data, exported as one ZIP.

test('a doctor issues a prescription, a pharmacist checks it, the doctor revokes it', async ({
  signedIn,
  browser,
}) => {
  const doctor = await signedIn('doctor', 'Karim', 'Benali');
  const patient = await signedIn('patient', 'Amel', 'Zerrouki');
  await addPatient(doctor, patient);
  await apiAs(doctor, 'post', '/api/doctor/CreateConsultation/', {
    patient: Number(patient.id),
    objective: 'Hypertension follow-up',
    content: 'Blood pressure 150/95.',
    next_consultaion: dayFromToday(30),
    items: [
      {
        type: 'medicine-item',
        name: 'Amlodipine 5 mg',
        form: 'tablet',
        dose: '1 tablet',
        frequency: 'each morning',
        duration: '30 days',
        note: '',
      },
    ],
  });

  const page = doctor.page;
  // Not verified yet: the dialog says why the prescription cannot be issued.
  await page.goto(`/Doctores/${doctor.id}/Consultations`);
  const row = page.getByRole('row').filter({ hasText: 'Hypertension follow-up' });
  await row.getByRole('button', { name: 'Prescriptions' }).click();
  const dialog = page.getByRole('dialog', { name: `Prescriptions for ${patient.name}` });
  await expect(dialog.getByText(/^Only doctors verified by an administrator can issue/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Issue prescription' })).toBeDisabled();

  // The doctor gives their registration number in their profile; an administrator verifies them.
  await page.goto(`/Doctores/${doctor.id}/Settings`);
  await page.getByLabel('Bio').fill('Cardiologist.');
  await page.getByLabel('Phone number').fill('0661234567');
  await page.getByLabel('Address').fill('Tizi Ouzou');
  await page.getByLabel('Registration number (N° d’ordre)').fill('16/0452');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your information has been updated')).toBeVisible();
  await verifyDoctor(doctor);

  await page.goto(`/Doctores/${doctor.id}/Consultations`);
  await row.getByRole('button', { name: 'Prescriptions' }).click();
  await dialog.getByRole('button', { name: 'Issue prescription' }).click();
  const issued = dialog.getByRole('status');
  await expect(issued).toContainText('Prescription issued.');
  const code = /Its code is ([A-Z0-9]{10})\./.exec((await issued.textContent()) ?? '')?.[1] ?? '';
  expect(code).toMatch(/^[A-Z0-9]{10}$/);

  // The PDF downloads for the doctor.
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: `Download PDF of prescription ${code}` }).click();
  const pdf = await readFile(await (await downloading).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // A pharmacist, signed in nowhere, checks the code.
  const pharmacy = await browser.newContext();
  const check = await pharmacy.newPage();
  await check.goto(`/verify/${code}`);
  await expect(check.getByRole('status')).toContainText('Genuine prescription');
  await expect(check.getByText('Verified by an administrator', { exact: true })).toBeVisible();
  await expect(check.getByText('16/0452')).toBeVisible();
  await expect(check.getByText('Amlodipine 5 mg')).toBeVisible();
  await expect(check.getByText('A. Z.')).toBeVisible();
  await expect(check.getByText(patient.name)).toHaveCount(0);

  await dialog.getByRole('button', { name: `Revoke prescription ${code}` }).click();
  await dialog.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(dialog.getByText(/^Revoked on/)).toBeVisible();
  await check.reload();
  await expect(check.getByRole('status')).toContainText(/Revoked on .*must not be dispensed/);
  await pharmacy.close();
});

test('a patient exports their data as a ZIP that holds their files', async ({ signedIn }) => {
  const patient = await signedIn('patient', 'Rania', 'Belkacem');
  const folder = await createFolder(patient, 'Analyses');
  await uploadPdf(patient, folder, 'Bilan');

  const page = patient.page;
  await page.goto(`/Patients/${patient.id}/Settings/data`);
  await page.getByRole('button', { name: 'Export my data' }).click();
  const link = page.getByRole('link', { name: /^Download the ZIP/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await link.click();
  const zip = await readFile(await (await downloading).path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  // The archive's directory names each part.
  const names = zip.toString('latin1');
  for (const name of [
    'profile.json',
    'appointments.json',
    'messages.json',
    'README.txt',
    'files/Analyses/',
  ]) {
    expect(names, name).toContain(name);
  }
});
