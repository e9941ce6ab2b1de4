import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { apiSignUp, login } from './fixtures.ts';

// The doctor area across both roles, each in its own browser context. The patient's screens for
// booking, notifications and consultations are not built yet, so the patient's steps go through the
// API with that patient's signed-in session (page.request carries its cookies).

test.describe.configure({ mode: 'serial' });

const PDF = Buffer.from('%PDF-1.4\n% report\n1 0 obj <<>> endobj\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

interface Actor {
  context: BrowserContext;
  page: Page;
  id: string;
  name: string;
}

let doctor: Actor;
let patient: Actor;
const tag = `${Date.now() % 1_000_000}`;

function dayFromToday(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Algiers' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

async function signIn(
  browser: Browser,
  role: 'doctor' | 'patient',
  first: string,
  last: string,
): Promise<Actor> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await apiSignUp(page, role, { first, last });
  await login(page, account.email, account.password);
  const id = await page.evaluate(
    (key) => localStorage.getItem(key),
    role === 'doctor' ? 'doctorId' : 'patientId',
  );
  if (!id || id === 'null') throw new Error(`no ${role} id stored`);
  return { context, page, id, name: `${first} ${last}` };
}

/** The SweetAlert2 popup with this text, closed with its OK button. */
async function okAlert(page: Page, text: string) {
  const popup = page.locator('.swal2-popup');
  await expect(popup).toContainText(text);
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
}

async function api<T>(actor: Actor, method: 'get' | 'post', url: string, data?: object): Promise<T> {
  const res = await actor.page.request[method](url, data ? { data } : {});
  expect(res.status(), `${method} ${url}`).toBeLessThan(300);
  return (await res.json()) as T;
}

test.beforeAll(async ({ browser }) => {
  doctor = await signIn(browser, 'doctor', 'Samir', `Medjdoub${tag}`);
  patient = await signIn(browser, 'patient', 'Lina', `Ouali${tag}`);
});
test.afterAll(async () => {
  await doctor.context.close();
  await patient.context.close();
});

test('a doctor opens slots, a patient books one, the doctor marks it Completed and the patient sees it', async () => {
  const page = doctor.page;
  const day = dayFromToday(3);
  await page.goto(`/Doctores/${doctor.id}/Bookings`);
  await expect(page.getByText("You don't have any created bookings yet")).toBeVisible();
  for (const [start, end] of [
    ['09:00', '09:30'],
    ['10:00', '10:30'],
  ]) {
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Booking' });
    await dialog.getByLabel('Day').fill(day);
    await dialog.getByLabel('Start Time').fill(start as string);
    await dialog.getByLabel('End Time').fill(end as string);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const clash = page.getByRole('dialog', { name: 'Create New Booking' });
  await clash.getByLabel('Day').fill(day);
  await clash.getByLabel('Start Time').fill('09:15');
  await clash.getByLabel('End Time').fill('09:45');
  await clash.getByRole('button', { name: 'Create' }).click();
  await expect(
    clash.getByText('This booking overlaps your booking from 09:00 to 09:30 on that day.'),
  ).toBeVisible();
  await clash.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row')).toHaveCount(3);

  const slots = await api<{ id: number; start_time: string }[]>(
    patient,
    'get',
    `/api/patient/all-bookings/${doctor.id}/`,
  );
  const first = slots.find((s) => s.start_time.startsWith('09:00'));
  if (!first) throw new Error('the new slot is not offered to patients');
  await api(patient, 'post', `/api/patient/${patient.id}/booking/${first.id}/`, {
    appointment_reason: '',
    type_person: '',
  });

  await page.reload();
  await expect(page.getByRole('row', { name: /09:00/ })).toContainText('Booked');
  await page.goto(`/Doctores/${doctor.id}/Appoints`);
  await expect(page.getByRole('heading', { name: 'Appoinments' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(patient.name) });
  await expect(row).toContainText('Not Completed');
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Update Appoinment' });
  await edit.getByLabel('Status').selectOption({ label: 'Completed' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Complete');
  await expect(row).not.toContainText('Not Completed');

  const bookings = await api<{ is_completed: boolean }[]>(
    patient,
    'get',
    `/api/patient/${patient.id}/bookings`,
  );
  expect(bookings).toEqual([expect.objectContaining({ is_completed: true })]);
});

test('a doctor adds the patient, asks for access, and opens only the folder the patient shared', async () => {
  const page = doctor.page;
  await page.goto(`/Doctores/${doctor.id}/Patients`);
  await page.getByRole('button', { name: 'Add Patient' }).click();
  const adding = page.getByRole('dialog', { name: 'Adding a Patient' });
  await adding.getByPlaceholder('Search for patient').fill(`nobody-${tag}`);
  await expect(adding.getByText('No patients found')).toBeVisible();
  await adding.getByPlaceholder('Search for patient').fill(`Ouali${tag}`);
  await adding.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(adding.getByRole('button', { name: 'Added' })).toBeDisabled();
  await adding.getByRole('button', { name: 'Close' }).click();

  const card = page.getByRole('listitem').filter({ hasText: patient.name });
  await card.hover();
  await card.getByRole('button', { name: 'Request access' }).click();
  await okAlert(page, 'Access Request send Successfully');
  await expect(card.getByRole('button', { name: 'Access requested' })).toBeDisabled();

  const shared = await api<{ id: number }>(patient, 'post', `/api/patient/${patient.id}/folder/`, {
    name: 'Analyses',
  });
  const kept = await api<{ id: number }>(patient, 'post', `/api/patient/${patient.id}/folder/`, {
    name: 'Private',
  });
  for (const [folder, name] of [
    [shared.id, 'Blood report'],
    [kept.id, 'Private note'],
  ] as const) {
    const res = await patient.page.request.post(`/api/patient/${patient.id}/folder/${folder}/file/`, {
      multipart: { name, file: { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(res.status()).toBe(201);
  }
  const [request] = await api<{ id: number }[]>(
    patient,
    'get',
    `/api/patient/${patient.id}/access-requests/`,
  );
  await api(patient, 'post', `/api/patient/access-folder/${request?.id}/${shared.id}/`, { status: 'True' });

  await page.reload();
  await card.hover();
  await card.getByRole('button', { name: 'Patient files' }).click();
  const files = page.getByRole('dialog', { name: 'Patient Files' });
  await expect(files.getByText('Blood report')).toBeVisible();
  await expect(files.getByText('Private note')).toHaveCount(0);
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    files.getByRole('link', { name: 'View' }).click(),
  ]);
  await tab.close();
  const link = await files.getByRole('link', { name: 'View' }).getAttribute('href');
  const opened = await page.request.get(link ?? '');
  expect(opened.status()).toBe(200);
  expect((await opened.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await page.request.get(`/api/doctor/folder/${kept.id}/files/`)).status()).toBe(403);
  const privateFiles = await api<{ id: number }[]>(
    patient,
    'get',
    `/api/patient/${patient.id}/folder/${kept.id}/file/`,
  );
  const privateFile = privateFiles[0]?.id;
  expect(
    (await page.request.get(`/api/patient/folder/${kept.id}/file/${privateFile}/download/`)).status(),
  ).toBe(403);
  await files.getByRole('button', { name: 'Close' }).click();
});

test('a doctor writes a consultation with two blood tests and a medicine, and the patient reads them', async () => {
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
  await okAlert(page, 'Consultation Created Successfully');

  const seen = await api<{ objective: string; bloodtests: object[]; medicineItems: object[] }[]>(
    patient,
    'get',
    `/api/patient/${patient.id}/view-consultations/`,
  );
  expect(seen).toEqual([
    expect.objectContaining({
      objective: 'Anaemia work-up',
      bloodtests: [
        { name: 'Ferritin', value: '8 ng/mL' },
        { name: 'Haemoglobin', value: '10.9 g/dL' },
      ],
      medicineItems: [{ name: 'Ferrous sulfate', value: '80 mg a day' }],
    }),
  ]);
});

test('a doctor creates a clinic and edits it', async () => {
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
  await okAlert(page, 'Please attach a picture for the clinic');
  await page
    .locator('input[type=file][accept^="image"]')
    .setInputFiles({ name: 'clinic.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Create clinic' }).click();
  await okAlert(page, 'Please attach a certification for the clinic');
  await page
    .getByLabel('Certification')
    .setInputFiles({ name: 'cert.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Create clinic' }).click();
  await okAlert(page, 'Your clinic created successfully');

  await expect(page).toHaveURL(/\/Settings\/clinic$/);
  await expect(page.getByRole('link', { name: 'Clinic' })).toHaveAttribute('aria-current', 'page');
  const name = page.getByLabel('Clinic Name');
  await expect(name).toHaveValue(`Clinique Ennour ${tag}`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await name.fill(`Clinique El Amel ${tag}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await okAlert(page, 'Your information has been updated');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByLabel('Clinic', { exact: true })).toHaveValue(`Clinique El Amel ${tag}`);
  await page.goto(`/Doctores/${doctor.id}/Settings/clinic`);
  const href = await page.getByRole('link', { name: 'Your certification' }).getAttribute('href');
  const certificate = await page.request.get(href ?? '');
  expect(certificate.headers()['content-type']).toBe('application/pdf');
  expect((await patient.page.request.get(certificate.url())).status()).toBe(403);
});
