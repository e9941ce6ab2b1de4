import type { Page } from '@playwright/test';
import {
  apiAs,
  completeProfile,
  createFolder,
  createSlots,
  statusFor,
  uploadPdf,
  verifyDoctor,
} from './support/api.ts';
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
  // Adding asks the patient, who joins the list once they accept (e2e/patient-consent.spec.ts).
  await expect(adding.getByRole('button', { name: 'Asked' })).toBeDisabled();
  await adding.getByRole('button', { name: 'Close' }).click();
  await apiAs(patient, 'post', `/api/patient/${patient.id}/care-requests/${doctor.id}`, { accept: true });
  await page.reload();
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
  expect(await statusFor(doctor, `/api/doctor/folder/${kept}/files/`)).toBe(404);
  expect(await statusFor(doctor, `/api/patient/folder/${kept}/file/${privateFile}/download/`)).toBe(404);
  await files.getByRole('button', { name: 'Close' }).click();
});

test("a doctor opens a booked patient's record from the patients list, writes a consultation with a medicine in parts and issues its prescription in one flow", async ({
  signedIn,
}) => {
  const doctor = await signedIn('doctor', 'Nadir', 'Hamidi');
  const patient = await signedIn('patient', 'Samia', 'Brahimi');
  await verifyDoctor(doctor);
  const [slot] = await createSlots(doctor, dayFromToday(2), [['09:00', '09:30']]);
  await apiAs(patient, 'post', `/api/patient/${patient.id}/booking/${slot}/`, {
    appointment_reason: 'Fatigue',
    type_person: '',
  });

  const page = doctor.page;
  await page.goto(`/Doctores/${doctor.id}/Patients`);
  // The patient who booked is listed without being added; the card's actions show without hovering.
  const card = page.getByRole('listitem').filter({ hasText: patient.name });
  await expect(card.getByRole('link', { name: 'Open record' })).toBeVisible();
  await card.getByRole('link', { name: `${patient.name}: open the record` }).click();
  await expect(page.getByRole('heading', { level: 1, name: patient.name })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming appointments' });
  await expect(upcoming).toContainText('Fatigue');
  await expect(page.getByText('No consultation yet.')).toBeVisible();

  await page.getByRole('button', { name: 'New consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New consultation' });
  await dialog.getByRole('button', { name: 'Add a medicine' }).click();
  const medicine = dialog.getByRole('group', { name: 'Medicine 1' });
  await expect(medicine).toBeVisible();
  await dialog.getByRole('button', { name: 'Save the consultation' }).click();
  await expect(dialog.getByText('Objective is required')).toBeVisible();
  await expect(dialog.getByText('Dose is required')).toBeVisible();
  await dialog.getByLabel('Objective').fill('Anaemia work-up');
  await dialog.getByLabel('Details').fill('Fatigue for two weeks; pale conjunctivae.');
  await dialog.getByLabel('Name', { exact: true }).fill('Ferritin');
  await dialog.getByLabel('Value', { exact: true }).fill('8 ng/mL');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await medicine.getByLabel('Medicine', { exact: true }).fill('Ferrous sulfate');
  await medicine.getByLabel('Form and strength', { exact: true }).fill('tablet 80 mg');
  await medicine.getByLabel('Dose', { exact: true }).fill('1 tablet');
  await medicine.getByLabel('How often', { exact: true }).fill('once a day');
  await medicine.getByLabel('How long', { exact: true }).fill('3 months');
  await medicine.getByLabel('Note', { exact: true }).fill('away from tea');
  // No next consultation date: it is optional.
  await dialog.getByRole('button', { name: 'Save the consultation' }).click();

  const saved = page.getByRole('dialog', { name: 'Consultation saved' });
  await expect(saved).toContainText(
    'Ferrous sulfate — tablet 80 mg · 1 tablet · once a day · 3 months · away from tea',
  );
  await saved.getByRole('button', { name: 'Issue the prescription' }).click();
  await expect(saved.getByRole('heading', { name: 'Prescription issued' })).toBeVisible();
  await expect(saved.getByRole('link', { name: /Download PDF of prescription [A-Z0-9]{10}/ })).toBeVisible();
  await expect(saved.getByRole('button', { name: 'Issue the prescription' })).toHaveCount(0);
  await saved.getByRole('button', { name: 'Done' }).click();

  const consultations = page.getByRole('region', { name: 'Consultations' });
  await expect(consultations).toContainText('Anaemia work-up');
  await expect(consultations).toContainText('Ferritin : 8 ng/mL');
  await expect(consultations.getByRole('link', { name: /Download PDF of prescription/ })).toHaveCount(1);

  await patient.page.goto(`/Patients/${patient.id}/Consultations`);
  const row = patient.page.getByRole('row').filter({ hasText: 'Anaemia work-up' });
  await expect(row).toContainText(`Dr. ${doctor.name}`);
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

test('a doctor sets their wilaya in the profile and a visitor finds them in that wilaya of the directory', async ({
  signedIn,
  page,
}) => {
  const doctor = await signedIn('doctor', 'Nassima', 'Belkacem');
  await completeProfile(doctor, 'Pediatrics');
  await doctor.page.goto(`/Doctores/${doctor.id}/Settings/profile`);
  const form = doctor.page;
  await form.getByLabel('Address', { exact: true }).fill('5 Boulevard de la Soummam');
  await form.getByLabel('Bio', { exact: true }).fill('Pédiatre.');
  await form.getByLabel('Phone number', { exact: true }).fill('0550123456');
  await form.getByLabel('Wilaya').selectOption({ label: '31 – Oran' });
  await form.getByRole('button', { name: 'Save' }).click();
  await closeAlert(form, 'Your information has been updated');
  await form.reload();
  await expect(form.getByLabel('Wilaya')).toHaveValue('31');

  const find = async (wilaya: string) => {
    await page.goto('/Doctors');
    await page.getByLabel('Name, specialty or place').fill(doctor.lastName);
    await page.getByLabel('Wilaya').selectOption({ label: wilaya });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  };
  await find('31 – Oran');
  await expect(page.getByTestId('directory-card')).toHaveCount(1);
  await expect(page.getByTestId('directory-card')).toContainText(doctor.lastName);
  await find('16 – Alger');
  await expect(page.getByText('No doctor matches this search.', { exact: false })).toBeVisible();
});
