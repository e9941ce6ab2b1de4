import { expect, test } from './fixtures.ts';
import { addPatient } from './support/api.ts';
import { saveScreens } from './support/screens.ts';

test('a message reaches the doctor’s open Inbox live, is read there, and the patient sees “Read”', async ({
  signedIn,
}, testInfo) => {
  const doctor = await signedIn('doctor', 'Nadia', 'Ferhat');
  const patient = await signedIn('patient', 'Karim', 'Bensalem');
  await addPatient(doctor, patient);

  await doctor.page.goto(`/Doctores/${doctor.id}/Inbox`);
  await doctor.page.getByRole('button', { name: new RegExp(patient.name) }).click();
  const doctorThread = doctor.page.getByRole('region', { name: patient.name });
  await expect(doctorThread.getByText('No messages yet. Write the first one.')).toBeVisible();

  const inbox = patient.page;
  await inbox.goto(`/Patients/${patient.id}/Inbox`);
  await inbox.getByRole('button', { name: new RegExp(doctor.name) }).click();
  const box = inbox.getByRole('textbox', { name: 'Message' });
  await box.fill('Bonjour docteur,');
  await box.press('Shift+Enter');
  await box.pressSequentially('la fièvre est revenue cette nuit.');
  const sentAt = Date.now();
  await box.press('Enter');
  await expect(box).toHaveValue('');

  // No reload on the doctor's side: the message arrives on the event stream.
  const received = doctorThread.getByText('la fièvre est revenue cette nuit.');
  await expect(received).toBeVisible({ timeout: 5_000 });
  testInfo.annotations.push({ type: 'live delivery', description: `${Date.now() - sentAt} ms` });
  await expect(doctorThread.getByText('Bonjour docteur,')).toBeVisible();

  // The doctor has the thread open, so it is read; the patient's receipt says so, live.
  const patientThread = inbox
    .getByRole('region', { name: `Dr. ${doctor.name}` })
    .or(inbox.getByRole('region', { name: doctor.name }));
  await expect(patientThread.getByText(/· Read$/)).toBeVisible({ timeout: 10_000 });

  await doctorThread.getByRole('textbox', { name: 'Message' }).fill('Prenez votre température ce soir.');
  await doctorThread.getByRole('button', { name: 'Send' }).click();
  await expect(patientThread.getByText('Prenez votre température ce soir.')).toBeVisible({ timeout: 5_000 });

  await saveScreens(inbox, testInfo, 'inbox-patient');
  // On a phone one pane shows at a time: the thread, with a way back to the list.
  await expect(inbox.getByRole('button', { name: 'Back to conversations' })).toBeVisible();
  await saveScreens(doctor.page, testInfo, 'inbox-doctor');
});
