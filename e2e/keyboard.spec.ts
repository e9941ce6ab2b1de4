import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { signUpThroughApi } from './support/actors.ts';
import { addPatient, apiAs, completeProfile, createFolder, createSlots } from './support/api.ts';
import { type Lang, text, useLanguage } from './support/a11y.ts';
import { expectFocusOn, expectFocusVisible, tabTo, typeInto } from './support/keyboard.ts';
import {
  type Actor,
  dayFromToday,
  expect,
  latestSmsCodeFor,
  PDF,
  test,
  uniqueEmail,
  uniquePhone,
} from './fixtures.ts';

// Every main flow with the keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11): from the page load
// on, only Tab, Shift+Tab, Enter, Space, Escape, arrows and typing. Data a flow needs beforehand (a
// doctor with free slots, a doctor's request) is made through the API. Every focus stop must show
// a ring on screen, and a dialog that closes gives the focus back to what opened it.

// The flows are independent (each makes its own accounts): two workers keep the file short.
test.describe.configure({ mode: 'parallel' });

const PASSWORD = 'keyboard-pass-1';

async function logIn(
  page: Page,
  email: string,
  password: string,
  words = { email: 'Email', password: 'Password' },
) {
  await page.goto('/Login');
  const emailBox = page.getByRole('textbox', { name: words.email });
  await tabTo(page, emailBox);
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel(words.password, { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
}

test('a patient signs up with the keyboard alone', async ({ page }) => {
  const email = uniqueEmail('keyboard-sign-up');
  await page.goto('/Register');
  const patient = page.getByRole('radio', { name: /^Patient/ });
  const doctor = page.getByRole('radio', { name: /^Doctor/ });
  await tabTo(page, patient);
  await page.keyboard.press('ArrowRight');
  await expect(doctor).toBeChecked();
  await expectFocusOn(page, doctor);
  await page.keyboard.press('ArrowLeft');
  await expect(patient).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Create Account' }));
  await page.keyboard.press('Enter');

  // Each step starts at its first field.
  await typeInto(page, page.getByRole('textbox', { name: 'Email' }), email);
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByRole('textbox', { name: 'First Name' }), 'Lina');
  await tabTo(page, page.getByRole('textbox', { name: 'Last Name' }));
  await page.keyboard.type('Haddad');
  const phone = uniquePhone();
  await tabTo(page, page.getByRole('textbox', { name: 'Mobile number' }));
  await page.keyboard.type(phone);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByLabel('Confirm Password'));
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByRole('button', { name: 'Get Started' }));
  await page.keyboard.press('Enter');
  // Signed in at once; the code texted to the number, typed and sent with Enter.
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Code received by text message' }),
    await latestSmsCodeFor(phone),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your mobile number is verified.')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('a patient searches by symptoms, and by a doctor’s name, with the keyboard alone', async ({
  signedIn,
}) => {
  const doctor = await signedIn('doctor', 'Mourad', 'Khelifi');
  await completeProfile(doctor, 'Dermatology');
  await createSlots(doctor, dayFromToday(4), [['09:00', '09:30']]);
  const patient = await signedIn('patient', 'Nour', 'Saadi');
  const page = patient.page;

  await page.goto('/');
  await tabTo(page, page.getByRole('searchbox', { name: 'Describe your symptoms' }));
  await page.keyboard.type("j'ai des boutons et des démangeaisons sur la peau");
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Search\?q=/);
  await expect(page.getByRole('region', { name: 'Recommended specialty' })).toContainText('Dermatology');
  const book = page
    .getByRole('region', { name: 'Recommended doctors' })
    .getByRole('link', { name: /^Book / })
    .first();
  await tabTo(page, book, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Book-a-doctor\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeVisible();

  // The doctor search dialog, from Appointments.
  await page.goto(`/Patients/${patient.id}/Appoints`);
  const opener = page.getByRole('button', { name: 'Search For Doctor' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await typeInto(page, dialog.getByRole('searchbox'), 'Cardiology');
  await expect(dialog.getByRole('listitem').first()).toContainText('Cardiology');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(doctor.lastName);
  const seeBookings = dialog.getByRole('link', { name: new RegExp(doctor.lastName) });
  await tabTo(page, seeBookings);
  // In the same tab.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/Book-a-doctor/${doctor.id}$`));
});

/** The words a flow looks for, in the language of the page. */
function bookingWords(lang: Lang) {
  const file = resolve(import.meta.dirname, `../apps/web/src/features/booking/locales/${lang}.json`);
  const booking = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const word = (key: string) => booking[key] ?? `missing ${key}`;
  return {
    confirmTitle: word('confirmTitle'),
    confirm: word('confirm'),
    bookedTitle: word('bookedTitle'),
  };
}

/** Books the first of two free slots; Escape first, to check the dialog gives the focus back. */
async function bookWithKeyboard(page: Page, doctor: Actor, lang: Lang) {
  const words = bookingWords(lang);
  await page.goto(`/Book-a-doctor/${doctor.id}`);
  const slots = page.getByTestId('slot');
  await expect(slots).toHaveCount(2);
  const first = slots.first();
  const second = slots.nth(1);
  await tabTo(page, first);
  // The grid reads in the page's direction: the next slot is to the right, or to the left in Arabic.
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  expect(lang === 'ar' ? (b?.x ?? 0) < (a?.x ?? 0) : (b?.x ?? 0) > (a?.x ?? 0)).toBe(true);
  // A day is one Tab stop; the arrows go from time to time, in the page's direction.
  const [forward, backward] = lang === 'ar' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  await page.keyboard.press(forward);
  await expectFocusOn(page, second);
  await page.keyboard.press(backward);
  await expectFocusOn(page, first);

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: words.confirmTitle });
  await expect(dialog).toBeVisible();
  await expectFocusVisible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, first);

  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: words.confirm, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: words.bookedTitle })).toBeVisible();
  await page.goBack();
  await expect(slots).toHaveCount(1);
}

test("a patient books a doctor's slot with the keyboard alone", async ({ signedIn }) => {
  const doctor = await signedIn('doctor', 'Walid', 'Cherif');
  await createSlots(doctor, dayFromToday(2), [
    ['08:00', '08:30'],
    ['11:00', '11:30'],
  ]);
  const { page } = await signedIn('patient', 'Sofiane', 'Meziane');
  await bookWithKeyboard(page, doctor, 'en');
});

test.describe('in Arabic, right to left', () => {
  test('a patient logs in and books with the keyboard alone', async ({
    browser,
    signedIn,
    baseURL,
    consoleGuard,
  }) => {
    const doctor = await signedIn('doctor', 'Yacine', 'Boudiaf');
    await createSlots(doctor, dayFromToday(5), [
      ['08:00', '08:30'],
      ['09:00', '09:30'],
    ]);
    const context = await browser.newContext({ locale: 'ar-DZ' });
    consoleGuard.watch(context);
    await useLanguage(context, 'ar', baseURL ?? '');
    const page = await context.newPage();

    // Arrow keys follow the page's direction: Doctor, shown left of Patient, is the left arrow.
    await page.goto('/Register');
    const patient = page.getByRole('radio', {
      name: new RegExp(`^${text('ar', 'auth', 'register.patient')}`),
    });
    const doctorType = page.getByRole('radio', {
      name: new RegExp(`^${text('ar', 'auth', 'register.doctor')}`),
    });
    await tabTo(page, patient);
    const [p, d] = [await patient.locator('..').boundingBox(), await doctorType.locator('..').boundingBox()];
    expect((d?.x ?? 0) < (p?.x ?? 0)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect(doctorType).toBeChecked();
    await expectFocusOn(page, doctorType);
    await page.keyboard.press('ArrowRight');
    await expect(patient).toBeChecked();
    const { email, password } = await signUpThroughApi(page.request, 'patient', {
      first: 'Amel',
      last: 'Rahmani',
    });
    await logIn(page, email, password, {
      email: text('ar', 'auth', 'email'),
      password: text('ar', 'auth', 'password'),
    });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await bookWithKeyboard(page, doctor, 'ar');
    await context.close();
  });
});

test('a patient creates a folder and uploads a file into it with the keyboard alone', async ({
  signedIn,
}) => {
  const patient = await signedIn('patient', 'Karima', 'Meziane');
  const page = patient.page;
  await page.goto(`/Patients/${patient.id}/Medical_Folders`);
  const addFolder = page.getByRole('button', { name: 'Add Folder' });
  await tabTo(page, addFolder);
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByLabel('Folder name'), 'Analyses 2024');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectFocusOn(page, addFolder);

  await tabTo(page, page.getByRole('link', { name: 'Analyses 2024' }));
  await page.keyboard.press('Enter');
  const upload = page.getByRole('button', { name: 'Upload a File' });
  await tabTo(page, upload);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Upload a File' });
  await typeInto(page, dialog.getByLabel('File name'), 'Blood test');
  await tabTo(page, dialog.getByLabel('File', { exact: true }));
  const choosing = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await choosing).setFiles({ name: 'blood.pdf', mimeType: 'application/pdf', buffer: PDF });
  await tabTo(page, dialog.getByRole('button', { name: 'Upload', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('cell', { name: 'Blood test', exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, upload);
});

test("a patient accepts a doctor's request to share a folder with the keyboard alone", async ({
  signedIn,
}) => {
  const doctor = await signedIn('doctor', 'Karim', 'Bensalah');
  const patient = await signedIn('patient', 'Yasmine', 'Ferhat');
  await createFolder(patient, 'Analyses');
  await addPatient(doctor, patient);
  await apiAs(doctor, 'post', `/api/doctor/sendRequest/${doctor.id}/${patient.id}/`);

  const page = patient.page;
  await page.goto(`/Patients/${patient.id}/Notifications`);
  const request = page
    .getByRole('listitem')
    .filter({ hasText: `Files Access Request from: Dr. ${doctor.name}` });
  const accept = request.getByRole('button', { name: 'Accept' });
  await tabTo(page, accept);
  await page.keyboard.press('Enter');
  const choose = page.getByRole('dialog', { name: 'Choose File' });
  await expect(choose).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(choose).toBeHidden();
  await expectFocusOn(page, accept);

  await page.keyboard.press('Enter');
  const duration = choose.getByRole('combobox');
  await expectFocusOn(page, duration);
  await page.keyboard.press('ArrowDown');
  const share = choose
    .getByRole('listitem')
    .filter({ hasText: 'Analyses' })
    .getByRole('button', { name: 'Share' });
  await tabTo(page, share);
  await page.keyboard.press('Enter');
  const alert = page.locator('.swal2-popup');
  await expect(alert).toContainText('Access Request Accepted');
  await expectFocusOn(page, alert.getByRole('button', { name: 'OK' }));
  await page.keyboard.press('Enter');
  await expect(choose).toBeHidden();
  await expect(request).toHaveCount(0);
  // The request is answered and its buttons gone: the focus stays in their section, not lost.
  await expectFocusOn(page, page.getByRole('heading', { name: 'Access requests' }));
});
