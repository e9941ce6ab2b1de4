import type { Page } from '@playwright/test';
import { addPatient } from './support/api.ts';
import { expectFocusOn, tabTo, typeInto } from './support/keyboard.ts';
import { dayFromToday, expect, test } from './fixtures.ts';

// A doctor's main flows with the keyboard alone, as e2e/keyboard.spec.ts does a patient's: only
// Tab, Shift+Tab, Enter, Space, Escape, arrows and typing; every dialog gives the focus back.

test.describe.configure({ mode: 'parallel' });

test('a doctor writes a consultation with a blood test and a medicine with the keyboard alone', async ({
  signedIn,
}) => {
  const doctor = await signedIn('doctor', 'Nadir', 'Hamidi');
  const patient = await signedIn('patient', 'Samia', 'Brahimi');
  await addPatient(doctor, patient);
  const page = doctor.page;
  await page.goto(`/Doctores/${doctor.id}/Patients`);
  const card = page.getByRole('listitem').filter({ hasText: patient.name });
  const opener = card.getByRole('button', { name: 'New consultation' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New consultation' });
  await expect(dialog).toBeVisible();
  await typeInto(page, dialog.getByLabel('Objective'), 'Anaemia work-up');
  await tabTo(page, dialog.getByLabel('Details'));
  await page.keyboard.type('Fatigue for two weeks; pale conjunctivae.');
  await tabTo(page, dialog.getByLabel('Next consultation'));
  await typeDate(page, dayFromToday(21));
  await tabTo(page, dialog.getByLabel('Name', { exact: true }));
  await page.keyboard.type('Ferritin');
  await tabTo(page, dialog.getByLabel('Value', { exact: true }));
  await page.keyboard.type('8 ng/mL');
  await tabTo(page, dialog.getByRole('button', { name: 'Add', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await tabTo(page, dialog.getByRole('button', { name: 'Add a medicine' }));
  await page.keyboard.press('Enter');
  for (const [label, value] of [
    ['Medicine', 'Ferrous sulfate'],
    ['Dose', '1 tablet'],
    ['How often', 'once a day'],
  ] as const) {
    await tabTo(page, dialog.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, dialog.getByRole('button', { name: 'Save the consultation' }));
  await page.keyboard.press('Enter');
  const saved = page.getByRole('dialog', { name: 'Consultation saved' });
  await expect(saved).toContainText('Ferrous sulfate — 1 tablet · once a day');
  await tabTo(page, saved.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(saved).toBeHidden();
  await expectFocusOn(page, opener);
});

/** Types a date into a focused date field, segment by segment, as en-US Chromium shows it. */
async function typeDate(page: Page, isoDay: string) {
  const [year, month, day] = isoDay.split('-');
  await page.keyboard.type(`${month}${day}${year}`);
}

/** Types a time into a focused time field (hh, mm, then AM or PM, as en-US Chromium shows it). */
async function typeTime(page: Page, time: string) {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  await page.keyboard.type(
    `${String(hour).padStart(2, '0')}${String(m).padStart(2, '0')}${h < 12 ? 'A' : 'P'}`,
  );
}

test('a doctor opens slots and deletes one with the keyboard alone', async ({ signedIn }) => {
  const doctor = await signedIn('doctor', 'Samir', 'Medjdoub');
  const page = doctor.page;
  const day = dayFromToday(3);
  await page.goto(`/Doctores/${doctor.id}/Bookings`);
  await expect(page.getByText("You don't have any created bookings yet")).toBeVisible();
  const create = page.getByRole('button', { name: 'New', exact: true });
  for (const [start, end, kind] of [
    ['09:00', '09:30', 'In person'],
    ['10:00', '10:30', 'Video visit'],
    ['11:00', '11:30', 'In person'],
  ] as const) {
    await tabTo(page, create);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create New Booking' });
    await expectFocusOn(page, dialog.getByLabel('Day'));
    await typeDate(page, day);
    await tabTo(page, dialog.getByLabel('Start Time'));
    await typeTime(page, start);
    await tabTo(page, dialog.getByLabel('End Time'));
    await typeTime(page, end);
    const visitKind = dialog.getByLabel('Visit kind');
    await tabTo(page, visitKind);
    await page.keyboard.type(kind);
    await expect(visitKind.locator('option:checked')).toHaveText(kind);
    await tabTo(page, dialog.getByRole('button', { name: 'Create' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectFocusOn(page, create);
    await expect(page.getByRole('status').filter({ hasText: 'Slot created:' })).toContainText(start);
    await expect(page.getByRole('row', { name: new RegExp(start) })).toContainText(kind);
  }

  const remove = (time: string) =>
    page.getByRole('row', { name: new RegExp(time) }).getByRole('button', { name: 'Delete' });
  await tabTo(page, remove('10:00'));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete Booking' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expectFocusOn(page, remove('10:00'));

  await page.keyboard.press('Enter');
  await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: /10:00/ })).toHaveCount(0);
  // Its row is gone: the focus moves on to the next row's Delete.
  await expectFocusOn(page, remove('11:00'));
});
