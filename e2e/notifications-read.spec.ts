import { bookDoctor } from './support/api.ts';
import { dayFromToday, expect, test } from './fixtures.ts';

// "Mark all as read" is offered only while a notification is unread: not on an empty list, and
// gone once everything has been read.

test('a doctor is offered "Mark all as read" only while a notification is unread', async ({ signedIn }) => {
  const doctor = await signedIn('doctor', 'Samir', 'Ouali');
  const patient = await signedIn('patient', 'Nadia', 'Cherif');
  const page = doctor.page;
  const markAll = page.getByRole('button', { name: 'Mark all as read' });
  const nav = page.getByRole('link', { name: /^Notifications/ }).first();

  await page.goto(`/Doctores/${doctor.id}/Notifications`);
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await expect(markAll).toHaveCount(0);

  // A booking arrives while the page is open.
  await bookDoctor(doctor, patient, dayFromToday(4));
  await expect(page.getByRole('link', { name: new RegExp(`${patient.name} booked`) })).toBeVisible();
  await expect(nav).toHaveAccessibleName('Notifications 1 unread');
  await expect(markAll).toBeVisible();

  await markAll.click();
  await expect(nav).toHaveAccessibleName('Notifications');
  await expect(page.getByText('Unread', { exact: true })).toHaveCount(0);
  await expect(markAll).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(`${patient.name} booked`) })).toBeVisible();

  // Everything read stays read: the button does not come back with the page.
  await page.reload();
  await expect(page.getByRole('link', { name: new RegExp(`${patient.name} booked`) })).toBeVisible();
  await expect(markAll).toHaveCount(0);
});
