import { randomUUID } from 'node:crypto';
import { dayFromToday, expect, test } from './fixtures.ts';
import { bookDoctor } from './support/api.ts';
import { saveScreens } from './support/screens.ts';

test('a message reaches the doctor’s open Inbox live, is read there, and the patient sees “Read”', async ({
  signedIn,
}, testInfo) => {
  const doctor = await signedIn('doctor', 'Nadia', 'Ferhat');
  const patient = await signedIn('patient', 'Karim', 'Bensalem');
  await bookDoctor(doctor, patient, dayFromToday(3));

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

test('a patient reads an unverified doctor’s link as plain text, blocks the doctor, and leaves the conversation', async ({
  signedIn,
}) => {
  const doctor = await signedIn('doctor', 'Samir', 'Khelifi');
  const patient = await signedIn('patient', 'Lina', 'Haddad');
  await bookDoctor(doctor, patient, dayFromToday(4));
  const {
    results: [conversation],
  } = (await (await patient.context.request.get('/api/conversations/')).json()) as {
    results: { id: number }[];
  };
  const id = conversation?.id;
  const post = (body: string) =>
    doctor.context.request.post(`/api/conversations/${id}/messages/`, {
      data: { body, client_id: randomUUID() },
    });
  expect((await post('Your results are ready, log in at https://evil.example/login')).status()).toBe(201);

  const page = patient.page;
  await page.goto(`/Patients/${patient.id}/Inbox`);
  await page.getByRole('button', { name: new RegExp(doctor.name) }).click();
  const thread = page
    .getByRole('region', { name: doctor.name })
    .or(page.getByRole('region', { name: `Dr. ${doctor.name}` }));
  await expect(thread.getByText('log in at https://evil.example/login')).toBeVisible();
  await expect(thread.getByRole('link', { name: /evil\.example/ })).toHaveCount(0);

  await thread.getByRole('button', { name: 'Block' }).click();
  const confirmBlock = page.getByRole('dialog', { name: /^Block / });
  await confirmBlock.getByRole('button', { name: 'Block' }).click();
  await expect(thread.getByText('You blocked this doctor: they cannot write to you here.')).toBeVisible();
  const refused = await post('Still there?');
  expect(refused.status()).toBe(403);

  await thread.getByRole('button', { name: 'Leave' }).click();
  const confirmLeave = page.getByRole('dialog', { name: /^Leave the conversation/ });
  await expect(confirmLeave.getByText(/This cannot be undone\./)).toBeVisible();
  await confirmLeave.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByText(/No conversations yet\./)).toBeVisible();
});
