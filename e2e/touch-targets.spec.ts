import type { Locator } from '@playwright/test';
import { apiAs, createFolder } from './support/api.ts';
import { expect, test } from './fixtures.ts';

// On a phone, the buttons a patient answers a doctor with are at least 44 px tall: a finger reaches
// them without hitting the one beside. Once answered, the request's notice says so and is read.

const PHONE = { width: 390, height: 844 };
const MIN = 44;

async function heightOf(button: Locator): Promise<number> {
  const box = await button.boundingBox();
  if (!box) throw new Error('button not shown');
  return box.height;
}

test("a patient answers a doctor's requests on a phone with buttons a finger reaches", async ({
  signedIn,
}) => {
  const doctor = await signedIn('doctor', 'Nabil', 'Touati');
  const patient = await signedIn('patient', 'Sonia', 'Amrani');
  await createFolder(patient, 'Analyses');
  await patient.page.setViewportSize(PHONE);

  // A request to add the patient to the doctor's list.
  await apiAs(doctor, 'post', `/api/doctor/add_patient/${doctor.id}/${patient.id}/`);
  await patient.page.goto(`/Patients/${patient.id}/Notifications`);
  const requests = patient.page.getByRole('region', { name: 'Doctors asking to add you' });
  const care = requests.getByRole('listitem').filter({ hasText: `Dr. ${doctor.name} asks to add you` });
  const accept = care.getByRole('button', { name: `Accept Dr. ${doctor.name}` });
  const decline = care.getByRole('button', { name: `Decline Dr. ${doctor.name}` });
  await expect(accept).toBeVisible();
  expect(await heightOf(accept)).toBeGreaterThanOrEqual(MIN);
  expect(await heightOf(decline)).toBeGreaterThanOrEqual(MIN);
  await accept.click();
  await patient.page.getByRole('button', { name: 'OK' }).click();
  await expect(requests).toContainText('No doctor is asking to add you.');
  // The notice of the request no longer asks for an answer.
  await patient.page.reload();
  await expect(
    patient.page.getByText(`Dr. ${doctor.name} asked to add you to their patients. You accepted.`),
  ).toBeVisible();
  await expect(patient.page.getByText(`Dr. ${doctor.name} asks to add you to their patients.`)).toHaveCount(
    0,
  );

  // A request to see the patient's files: Accept, Decline, then Share in the folder list.
  await apiAs(doctor, 'post', `/api/doctor/sendRequest/${doctor.id}/${patient.id}/`);
  await patient.page.reload();
  const files = patient.page
    .getByRole('listitem')
    .filter({ hasText: `Files Access Request from: Dr. ${doctor.name}` });
  const acceptFiles = files.getByRole('button', { name: 'Accept' });
  await expect(acceptFiles).toBeVisible();
  expect(await heightOf(acceptFiles)).toBeGreaterThanOrEqual(MIN);
  expect(await heightOf(files.getByRole('button', { name: 'Decline' }))).toBeGreaterThanOrEqual(MIN);
  await acceptFiles.click();
  const share = patient.page
    .getByRole('dialog', { name: 'Choose File' })
    .getByRole('listitem')
    .filter({ hasText: 'Analyses' })
    .getByRole('button', { name: 'Share' });
  await expect(share).toBeVisible();
  expect(await heightOf(share)).toBeGreaterThanOrEqual(MIN);
});

test('the same buttons stay compact beside a pointer on a wide screen', async ({ signedIn }) => {
  const doctor = await signedIn('doctor', 'Walid', 'Mansouri');
  const patient = await signedIn('patient', 'Imane', 'Bouzid');
  await patient.page.setViewportSize({ width: 1280, height: 800 });
  await apiAs(doctor, 'post', `/api/doctor/add_patient/${doctor.id}/${patient.id}/`);
  await patient.page.goto(`/Patients/${patient.id}/Notifications`);
  const accept = patient.page.getByRole('button', { name: `Accept Dr. ${doctor.name}` });
  await expect(accept).toBeVisible();
  expect(await heightOf(accept)).toBeLessThan(MIN);
});
