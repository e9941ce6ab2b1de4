import { apiAs, createSlots } from './support/api.ts';
import { dayFromToday, expect, test } from './fixtures.ts';

// A doctor reaches a patient only once the patient chose them: "Add patient" asks the patient, who
// accepts in their notifications; an appointment the doctor then makes shows in the patient's list
// with a notice. A doctor's free slots come a window of days at a time.

test("a patient accepts a doctor's request to add them, and sees the appointment the doctor makes with its notice", async ({
  signedIn,
}) => {
  const doctor = await signedIn('doctor', 'Samir', 'Haddad');
  const patient = await signedIn('patient', 'Lina', 'Kaci');

  // The doctor asks to add the patient from the search.
  await doctor.page.goto(`/Doctores/${doctor.id}/Patients`);
  await doctor.page.getByRole('button', { name: 'Add Patient' }).click();
  const dialog = doctor.page.getByRole('dialog', { name: 'Adding a Patient' });
  await expect(dialog).toContainText('they join your list once they accept');
  await dialog
    .getByRole('searchbox', { name: 'Search for patient' })
    .or(dialog.getByLabel('Search for patient'))
    .fill(patient.lastName);
  const result = dialog.getByRole('listitem').filter({ hasText: patient.name });
  await result.getByRole('button', { name: 'Add' }).click();
  await expect(result.getByRole('button', { name: 'Asked' })).toBeDisabled();
  await doctor.page.keyboard.press('Escape');
  const waiting = doctor.page.getByRole('region', { name: "Waiting for the patient's answer" });
  await expect(waiting).toContainText(`${patient.name} has not answered your request yet.`);
  await expect(doctor.page.getByRole('link', { name: `${patient.name}: open the record` })).toHaveCount(0);

  // The patient reads the request, marked as from a doctor nobody verified, and accepts.
  await patient.page.goto(`/Patients/${patient.id}/Notifications`);
  const requests = patient.page.getByRole('region', { name: 'Doctors asking to add you' });
  const request = requests.getByRole('listitem').filter({ hasText: `Dr. ${doctor.name} asks to add you` });
  await expect(request).toContainText('Not verified');
  await request.getByRole('button', { name: `Accept Dr. ${doctor.name}` }).click();
  await expect(
    patient.page.getByText(`Dr. ${doctor.name} can now count you among their patients.`),
  ).toBeVisible();
  await patient.page.getByRole('button', { name: 'OK' }).click();
  await expect(requests).toContainText('No doctor is asking to add you.');

  // Now the doctor makes an appointment for the patient: the patient sees it, marked as the doctor's.
  const day = dayFromToday(6);
  await apiAs(doctor, 'post', `/api/doctor/create_appointment/${doctor.id}/${patient.id}/`, {
    day,
    start_time: '11:00',
    end_time: '11:30',
  });
  await patient.page.goto(`/Patients/${patient.id}/Appoints`);
  const row = patient.page.getByRole('row').filter({ hasText: `Dr. ${doctor.name}` });
  await expect(row).toContainText(`Made by Dr. ${doctor.name} for you`);
  await expect(row).toContainText('Booked');
  await patient.page.goto(`/Patients/${patient.id}/Notifications`);
  await expect(
    patient.page.getByText(new RegExp(`Dr\\. ${doctor.name} made an appointment for you on`)),
  ).toBeVisible();
});

test("the slot picker pages through a doctor's days", async ({ signedIn, page }) => {
  const doctor = await signedIn('doctor', 'Nora', 'Bellal');
  await createSlots(doctor, dayFromToday(2), [['09:00', '09:30']]);
  await createSlots(doctor, dayFromToday(3), [['09:00', '09:30']]);
  // Past the first fourteen days.
  await createSlots(doctor, dayFromToday(25), [['10:00', '10:30']]);

  await page.goto(`/book-a-doctor/${doctor.id}`);
  await expect(page.getByTestId('slot')).toHaveCount(2);
  await page.getByRole('button', { name: 'Show later days' }).click();
  await expect(page.getByTestId('slot')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Show later days' })).toHaveCount(0);
  // The slot of the later window books like any other.
  await page.getByTestId('slot').last().click();
  await expect(page.getByRole('dialog', { name: 'Your appointment' })).toBeVisible();
});
