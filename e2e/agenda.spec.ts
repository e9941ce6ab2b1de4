import { signUpThroughApi } from './support/actors.ts';
import { apiAs, createSlots } from './support/api.ts';
import { dayFromToday, expect, test, uniqueEmail, uniqueTag } from './fixtures.ts';

// A doctor's day: signing in lands on the agenda; the doctor sets weekly hours, which make the
// free slots; a patient books one; the booking appears on the doctor's open agenda without a reload.

// With SCREENSHOT_DIR set, the agenda and the hours are kept at a desk in French and on a phone in Arabic.
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

test('a doctor lands on the agenda, sets hours, and sees a booking arrive live', async ({
  browser,
  signedIn,
}) => {
  test.setTimeout(SCREENSHOTS ? 240_000 : 120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const last = `Mansouri${uniqueTag()}`;
  const { email, password } = await signUpThroughApi(
    page.request,
    'doctor',
    { first: 'Karima', last },
    uniqueEmail('doctor'),
  );

  await page.goto('/Login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/Doctores\/\d+\/Agenda$/);
  await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
  await expect(page.getByText('No appointments on this day.')).toBeVisible();
  const doctorId = /\/Doctores\/(\d+)\//.exec(page.url())?.[1] ?? '';

  // Weekly hours: Sunday's two ranges, copied to Monday-Thursday, then every Friday and Saturday
  // morning too, so a slot exists whatever today is.
  await page.getByRole('link', { name: 'Opening hours' }).first().click();
  const sunday = page.getByRole('group', { name: 'Sunday' });
  await sunday.getByRole('button', { name: 'Add a range' }).click();
  await sunday.getByRole('button', { name: 'Add a range' }).click();
  await sunday.getByLabel('From').nth(1).fill('14:00');
  await sunday.getByLabel('To').nth(1).fill('17:00');
  await sunday.getByRole('button', { name: 'Same hours Monday to Thursday' }).click();
  for (const day of ['Friday', 'Saturday']) {
    await page.getByRole('group', { name: day }).getByRole('button', { name: 'Add a range' }).click();
  }
  await page.getByRole('button', { name: 'Save the hours' }).click();
  await expect(page.getByRole('status')).toContainText('Free slots added:');

  // The doctor keeps the week open.
  await page.getByRole('link', { name: 'Agenda' }).first().click();
  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page.getByTestId('agenda-day')).toHaveCount(7);

  const patient = await signedIn('patient', 'Lina', 'Haddad');
  await patient.page.goto(`/book-a-doctor/${doctorId}`);
  await patient.page.getByTestId('slot').first().click();
  await patient.page
    .getByRole('dialog', { name: 'Your appointment' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(patient.page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();

  // Live: no reload on the doctor's side.
  const booked = page.getByTestId('agenda-day').filter({ hasText: patient.name });
  await expect(booked).toHaveCount(1, { timeout: 15_000 });
  await booked.getByRole('button').first().click();
  const item = page.getByTestId('agenda-appointment').filter({ hasText: patient.name });
  await expect(item).toBeVisible();
  await expect(item.getByRole('button', { name: 'Start the consultation' })).toBeVisible();

  if (SCREENSHOTS) {
    await page.screenshot({ path: `${SCREENSHOTS}/agenda-day-en-1280.png` });
    // French at the desk.
    await context.addCookies([{ name: 'lang', value: 'fr', url: page.url() }]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/agenda-day-fr-1280.png` });
    await page.getByRole('button', { name: 'Semaine' }).click();
    await page.screenshot({ path: `${SCREENSHOTS}/agenda-week-fr-1280.png` });
    await page.goto(`/Doctores/${doctorId}/Hours`);
    await page.screenshot({ path: `${SCREENSHOTS}/hours-fr-1280.png`, fullPage: true });
    // Arabic on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await context.addCookies([{ name: 'lang', value: 'ar', url: page.url() }]);
    await page.goto(page.url().replace(/Hours$/, 'Agenda'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.screenshot({ path: `${SCREENSHOTS}/agenda-ar-phone.png`, fullPage: true });
    await page.goto(`/Doctores/${doctorId}/Hours`);
    await page.screenshot({ path: `${SCREENSHOTS}/hours-ar-phone.png`, fullPage: true });
  }
  await context.close();
});

test('from the agenda, the patient opens their record and the consultation starts for that appointment', async ({
  signedIn,
}) => {
  const doctor = await signedIn('doctor', 'Rachid', 'Ouali');
  const patient = await signedIn('patient', 'Meriem', 'Toumi');
  const day = dayFromToday(1);
  const [slot] = await createSlots(doctor, day, [['09:00', '09:30']]);
  await apiAs(patient, 'post', `/api/patient/${patient.id}/booking/${slot}/`, {
    appointment_reason: 'Fièvre depuis trois jours',
  });
  const page = doctor.page;
  await page.goto(`/Doctores/${doctor.id}/Agenda?day=${day}&view=day`);
  const item = page.getByTestId('agenda-appointment').filter({ hasText: patient.name });

  const start = item.getByRole('button', { name: 'Start the consultation' });
  await start.click();
  const dialog = page.getByRole('dialog', { name: 'New consultation' });
  await expect(dialog).toContainText(`For ${patient.name}, appointment of `);
  await expect(dialog).toContainText('at 09:00');
  await expect(dialog.getByLabel('Objective')).toHaveValue('Fièvre depuis trois jours');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(start).toBeFocused();

  await item.getByRole('link', { name: patient.name }).click();
  await expect(page).toHaveURL(new RegExp(`/Doctores/${doctor.id}/Patients/${patient.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(patient.name);
});

test('the week names its days in French and in Arabic, the month in lower case mid-sentence', async ({
  signedIn,
}) => {
  const doctor = await signedIn('doctor', 'Nadia', 'Cherifi');
  const page = doctor.page;
  await page.setViewportSize({ width: 360, height: 800 });
  // 30 November 2026 is a Monday; the week runs to Sunday 6 December.
  const agenda = `/Doctores/${doctor.id}/Agenda?day=2026-11-30&view=week`;

  await doctor.context.addCookies([{ name: 'lang', value: 'fr', url: ORIGIN }]);
  await page.goto(agenda);
  await expect(page.getByText('Semaine du lundi 30 novembre au dimanche 6 décembre 2026')).toBeVisible();
  const days = page.getByTestId('agenda-day').getByRole('button');
  // As drawn (innerText follows the CSS): only the first letter may be a capital, not the month's.
  await expect(days.first()).toHaveText('lundi 30 novembre');
  expect(await days.first().innerText()).toMatch(/^[lL]undi 30 novembre$/);
  expect(await days.nth(1).innerText()).toMatch(/^[mM]ardi 1 décembre$/);
  await page.screenshot({ path: test.info().outputPath('agenda-week-fr-360.png'), fullPage: true });

  await doctor.context.addCookies([{ name: 'lang', value: 'ar', url: ORIGIN }]);
  await page.goto(agenda);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(/الاثنين، 30 نوفمبر .*الأحد، 6 ديسمبر 2026/)).toBeVisible();
  await expect(days.first()).toHaveText('الاثنين، 30 نوفمبر');
  await page.screenshot({ path: test.info().outputPath('agenda-week-ar-360.png'), fullPage: true });
});
