import { apiAs, createSlots } from './support/api.ts';
import { dayFromToday, expect, test } from './fixtures.ts';

// For whom: a mother adds her son and books for him; the doctor's list says who comes. And the
// doctor's open Overview counts a patient's booking without a reload.

test('a mother adds her son, books for him, and the doctor sees who comes', async ({ signedIn }) => {
  const doctor = await signedIn('doctor', 'Nadia', 'Cherif');
  await createSlots(doctor, dayFromToday(3), [['10:00', '10:30']]);
  const mother = await signedIn('patient', 'Samira', 'Belkacem');

  await mother.page.goto(`/Patients/${mother.id}/Relatives`);
  await expect(mother.page.getByText('You have not added any relatives yet.')).toBeVisible();
  await mother.page.getByRole('button', { name: 'Add a relative' }).click();
  const dialog = mother.page.getByRole('dialog', { name: 'Add a relative' });
  await dialog.getByLabel('Full name').fill('Rayan Belkacem');
  await dialog.getByLabel('Date of birth').fill('2018-06-02');
  await dialog.getByText('Male', { exact: true }).click();
  await dialog.getByText('Child', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(mother.page.getByRole('list', { name: 'Relatives' })).toContainText('Rayan Belkacem');

  await mother.page.goto(`/book-a-doctor/${doctor.id}`);
  await mother.page.getByTestId('slot').first().click();
  const confirm = mother.page.getByRole('dialog', { name: 'Your appointment' });
  await confirm.getByText('Rayan Belkacem').click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(mother.page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();

  await doctor.page.goto(`/Doctores/${doctor.id}/Appoints`);
  const row = doctor.page.getByRole('row').filter({ hasText: mother.name });
  await expect(row).toContainText('for Rayan Belkacem (Child)');
});

test("a patient's booking appears on the doctor's open Overview without a reload", async ({ signedIn }) => {
  const doctor = await signedIn('doctor', 'Walid', 'Mansouri');
  const [slot] = await createSlots(doctor, dayFromToday(4), [['11:00', '11:30']]);
  const patient = await signedIn('patient', 'Imane', 'Saidi');

  await doctor.page.goto(`/Doctores/${doctor.id}/Overview`);
  const card = (label: string) => doctor.page.locator('div').filter({ hasText: label }).last();
  await expect(card('New Appointments')).toContainText('0');
  await expect(card('Available Slots')).toContainText('1');

  await apiAs(patient, 'post', `/api/patient/${patient.id}/booking/${slot}/`, {});
  await expect(card('New Appointments')).toContainText('1');
  await expect(card('Available Slots')).toContainText('0');
});
