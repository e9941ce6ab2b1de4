import type { Page } from '@playwright/test';
import { addPatient, createFolder, statusFor, uploadPdf } from './support/api.ts';
import { closeAlert, dayFromToday, expect, failedRequest, PDF, PNG, test, uniqueTag } from './fixtures.ts';

// The doctor area across both roles, each signed in within a browser context of their own. Every
// test creates its own doctor and patient, so tests run in any order and alongside each other.

async function createSlotInDialog(page: Page, day: string, start: string, end: string, kind = 'In person') {
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Booking' });
  await dialog.getByLabel('Day').fill(day);
  await dialog.getByLabel('Start Time').fill(start);
  await dialog.getByLabel('End Time').fill(end);
  await dialog.getByLabel('Visit kind').selectOption({ label: kind });
  await dialog.getByRole('button', { name: 'Create' }).click();
  return dialog;
}

test('a doctor opens slots, a patient books one, the doctor marks it Completed and the patient sees it', async ({
  signedIn,
  consoleGuard,
}) => {
  consoleGuard.allow(
    failedRequest(400, '/api/doctor/CreateBooking/'),
    'the overlapping slot is refused on purpose',
  );
  const doctor = await signedIn('doctor', 'Samir', 'Medjdoub');
  const patient = await signedIn('patient', 'Lina', 'Ouali');
  const day = dayFromToday(3);

  await doctor.page.goto(`/Doctores/${doctor.id}/Bookings`);
  await expect(doctor.page.getByText("You don't have any created bookings yet")).toBeVisible();
  await expect(await createSlotInDialog(doctor.page, day, '09:00', '09:30')).toBeHidden();
  await expect(await createSlotInDialog(doctor.page, day, '10:00', '10:30', 'Video visit')).toBeHidden();
  await expect(doctor.page.getByRole('row', { name: /10:00/ })).toContainText('Video visit');
  const clash = await createSlotInDialog(doctor.page, day, '09:15', '09:45');
  await expect(
    clash.getByText('This booking overlaps your booking from 09:00 to 09:30 on that day.'),
  ).toBeVisible();
  await clash.getByRole('button', { name: 'Cancel' }).click();
  await expect(doctor.page.getByRole('row')).toHaveCount(3);

  await patient.page.goto(`/Book-a-doctor/${doctor.id}`);
  await expect(patient.page.getByRole('heading', { name: `Dr. ${doctor.name}` })).toBeVisible();
  const slots = patient.page.getByTestId('slot');
  await expect(slots).toHaveCount(2);
  // The patient sees how each visit happens before booking.
  await expect(slots.filter({ hasText: '09:00' })).not.toContainText('Video');
  await expect(slots.filter({ hasText: '10:00' })).toContainText('Video');
  await slots.filter({ hasText: '09:00' }).click();
  const confirm = patient.page.getByRole('dialog', { name: 'Your appointment' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(patient.page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
  await patient.page.goBack();
  await expect(slots).toHaveCount(1);
  await expect(slots).toContainText('10:00');

  await doctor.page.reload();
  await expect(doctor.page.getByRole('row', { name: /09:00/ })).toContainText('Booked');
  await expect(doctor.page.getByRole('row', { name: /10:00/ })).toContainText('Available');
  await doctor.page.goto(`/Doctores/${doctor.id}/Appoints`);
  await expect(doctor.page.getByRole('heading', { name: 'Appoinments' })).toBeVisible();
  const row = doctor.page.getByRole('row', { name: new RegExp(patient.name) });
  await expect(row).toContainText('Not Completed');
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = doctor.page.getByRole('dialog', { name: 'Update Appoinment' });
  await edit.getByLabel('Status').selectOption({ label: 'Completed' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).not.toContainText('Not Completed');

  await patient.page.goto(`/Patients/${patient.id}/Appoints`);
  const booking = patient.page.getByRole('row').filter({ hasText: `Dr. ${doctor.name}` });
  await expect(booking).toContainText('09:00');
  await expect(booking.getByText('Completed', { exact: true })).toBeVisible();
  await expect(booking.getByText('Not Completed')).toHaveCount(0);
});

test('a doctor asks for access, the patient shares one folder, and the doctor opens only that one', async ({
  signedIn,
}) => {
  const doctor = await signedIn('doctor', 'Karim', 'Bensalah');
  const patient = await signedIn('patient', 'Yasmine', 'Ferhat');
  const shared = await createFolder(patient, 'Analyses');
  const kept = await createFolder(patient, 'Private');
  await uploadPdf(patient, shared, 'Blood report');
  const privateFile = await uploadPdf(patient, kept, 'Private note');

  const page = doctor.page;
  await page.goto(`/Doctores/${doctor.id}/Patients`);
  await page.getByRole('button', { name: 'Add Patient' }).click();
  const adding = page.getByRole('dialog', { name: 'Adding a Patient' });
  await adding.getByPlaceholder('Search for patient').fill(`nobody${uniqueTag()}`);
  await expect(adding.getByText('No patients found')).toBeVisible();
  await adding.getByPlaceholder('Search for patient').fill(patient.lastName);
  await adding.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(adding.getByRole('button', { name: 'Added' })).toBeDisabled();
  await adding.getByRole('button', { name: 'Close' }).click();
  const card = page.getByRole('listitem').filter({ hasText: patient.name });
  await card.hover();
  await card.getByRole('button', { name: 'Request access' }).click();
  await closeAlert(page, 'Access Request send Successfully');
  await expect(card.getByRole('button', { name: 'Access requested' })).toBeDisabled();

  await patient.page.goto(`/Patients/${patient.id}/Notifications`);
  const request = patient.page
    .getByRole('listitem')
    .filter({ hasText: `Files Access Request from: Dr. ${doctor.name}` });
  await request.getByRole('button', { name: 'Accept' }).click();
  const choose = patient.page.getByRole('dialog', { name: 'Choose File' });
  await choose
    .getByRole('listitem')
    .filter({ hasText: 'Analyses' })
    .getByRole('button', { name: 'Share' })
    .click();
  await closeAlert(patient.page, 'Access Request Accepted');
  await expect(choose).toBeHidden();

  await page.reload();
  await card.hover();
  await card.getByRole('button', { name: 'Patient files' }).click();
  const files = page.getByRole('dialog', { name: 'Patient Files' });
  await expect(files.getByText('Blood report')).toBeVisible();
  const view = files.getByRole('link', { name: 'View' });
  await expect(view).toHaveCount(1);
  await expect(view).toHaveAttribute('href', new RegExp(`/folder/${shared}/`));
  const [tab] = await Promise.all([page.waitForEvent('popup'), view.click()]);
  await tab.close();
  const opened = await page.request.get((await view.getAttribute('href')) ?? '');
  expect(opened.status()).toBe(200);
  expect((await opened.body()).equals(PDF)).toBe(true);

  // Nothing of the folder kept private: no name, no link, and both of its routes refuse.
  await expect(page.getByText('Private note')).toHaveCount(0);
  await expect(page.locator(`a[href*="/folder/${kept}/"]`)).toHaveCount(0);
  expect(await statusFor(doctor, `/api/doctor/folder/${kept}/files/`)).toBe(403);
  expect(await statusFor(doctor, `/api/patient/folder/${kept}/file/${privateFile}/download/`)).toBe(403);
  await files.getByRole('button', { name: 'Close' }).click();
});

test('a doctor writes a consultation with two blood tests and a medicine, and the patient reads them', async ({
  signedIn,
}) => {
  const doctor = await signedIn('doctor', 'Nadir', 'Hamidi');
  const patient = await signedIn('patient', 'Samia', 'Brahimi');
  await addPatient(doctor, patient);

  const page = doctor.page;
  await page.goto(`/Doctores/${doctor.id}/Patients`);
  const card = page.getByRole('listitem').filter({ hasText: patient.name });
  await card.hover();
  await card.getByRole('button', { name: 'New consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Consultation' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Details are required')).toBeVisible();
  await dialog.getByLabel('Details').fill('Fatigue for two weeks; pale conjunctivae.');
  await dialog.getByLabel('Objective').fill('Anaemia work-up');
  await dialog.getByLabel('Next consultation').fill(dayFromToday(21));
  const items: [string, string, string][] = [
    ['Blood test', 'Ferritin', '8 ng/mL'],
    ['Blood test', 'Haemoglobin', '10.9 g/dL'],
    ['Medicine item', 'Ferrous sulfate', '80 mg a day'],
  ];
  for (const [type, name, value] of items) {
    await dialog.getByLabel('Type').selectOption({ label: type });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Value', { exact: true }).fill(value);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await closeAlert(page, 'Consultation Created Successfully');

  await patient.page.goto(`/Patients/${patient.id}/Consultations`);
  const row = patient.page.getByRole('row').filter({ hasText: 'Anaemia work-up' });
  await expect(row).toContainText(`Dr. ${doctor.name}`);
  await row.getByRole('button', { name: 'Anaemia work-up' }).click();
  const detail = patient.page.getByRole('dialog', { name: 'Anaemia work-up' });
  await expect(detail).toContainText('Fatigue for two weeks; pale conjunctivae.');
  const listUnder = (heading: string) =>
    detail.getByRole('heading', { name: heading }).locator('xpath=..').getByRole('listitem');
  await expect(listUnder('Blood Tests')).toHaveText([/Ferritin\s*8 ng\/mL/, /Haemoglobin\s*10\.9 g\/dL/]);
  await expect(listUnder('Medicine Items')).toHaveText([/Ferrous sulfate\s*80 mg a day/]);
});

test('a doctor creates a clinic and edits it', async ({ signedIn }) => {
  const doctor = await signedIn('doctor', 'Amine', 'Kaci');
  const outsider = await signedIn('patient', 'Rym', 'Tlemcani');
  const tag = uniqueTag();
  const page = doctor.page;
  await page.goto(`/Doctores/${doctor.id}/Settings/clinic`);
  await expect(page.getByText("You don't have a clinic yet")).toBeVisible();
  await expect(page.getByText('Create a new clinic now')).toBeVisible();
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/Settings\/create-clinic$/);
  await page.getByLabel('Clinic Name').fill(`Clinique Ennour ${tag}`);
  await page.getByLabel('Email').fill('contact@ennour.dz');
  await page.getByLabel('Phone Number').fill('0550123456');
  await page.getByLabel('Address').fill('12 Rue Larbi Ben Mhidi, Oran');
  await page.getByLabel('Description').fill('General medicine and cardiology.');
  await page.getByRole('button', { name: 'Create clinic' }).click();
  await closeAlert(page, 'Please attach a picture for the clinic');
  await page
    .locator('input[type=file][accept^="image"]')
    .setInputFiles({ name: 'clinic.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Create clinic' }).click();
  await closeAlert(page, 'Please attach a certification for the clinic');
  await page
    .getByLabel('Certification')
    .setInputFiles({ name: 'cert.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Create clinic' }).click();
  await closeAlert(page, 'Your clinic created successfully');

  await expect(page).toHaveURL(/\/Settings\/clinic$/);
  await expect(page.getByRole('link', { name: 'Clinic' })).toHaveAttribute('aria-current', 'page');
  const name = page.getByLabel('Clinic Name');
  await expect(name).toHaveValue(`Clinique Ennour ${tag}`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await name.fill(`Clinique El Amel ${tag}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await closeAlert(page, 'Your information has been updated');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByLabel('Clinic', { exact: true })).toHaveValue(`Clinique El Amel ${tag}`);
  await page.goto(`/Doctores/${doctor.id}/Settings/clinic`);
  const href = await page.getByRole('link', { name: 'Your certification' }).getAttribute('href');
  const certificate = await page.request.get(href ?? '');
  expect(certificate.headers()['content-type']).toBe('application/pdf');
  expect(await statusFor(outsider, certificate.url())).toBe(403);
});
