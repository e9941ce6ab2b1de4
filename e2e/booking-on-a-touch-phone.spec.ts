import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Lang, text, useLanguage } from './support/a11y.ts';
import { signUpThroughApi } from './support/actors.ts';
import { completeProfile, createSlots } from './support/api.ts';
import { dayFromToday, expect, test, uniqueEmail } from './fixtures.ts';

// A patient with an account, on a touch phone, opens a doctor's page signed out: the header's
// account icon signs them in and brings them back to that doctor; the booking dialog opens without
// the keyboard over its summary; the reason they write is on the confirmation, in their list and
// in the doctor's Appointments list.

const SHOTS = resolve(import.meta.dirname, '../.tmp/e2e-shots/booking-on-a-touch-phone');
mkdirSync(SHOTS, { recursive: true });

/** A text of a feature's catalog (apps/web/src/features/<ns>/locales/<lang>.json). */
const word = (lang: Lang, ns: 'booking' | 'patient', key: string) =>
  text(lang, `../../features/${ns}/locales/${lang}`, key);

const REASON = {
  fr: "J'ai des boutons qui grattent sur les bras depuis une semaine",
  ar: 'عندي حبوب تحكني في الذراعين منذ أسبوع',
} as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`on a 360 px touch phone in ${lang}, a patient signs in from the header, comes back to the doctor and books with a reason`, async ({
    browser,
    baseURL,
    signedIn,
    consoleGuard,
  }) => {
    test.setTimeout(120_000);
    const b = (key: string) => word(lang, 'booking', key);
    const doctor = await signedIn('doctor', 'Nadia', 'Touati');
    await completeProfile(doctor, 'Dermatology');
    await createSlots(doctor, dayFromToday(3), [['10:00', '10:30']]);

    const phone = await browser.newContext({
      viewport: { width: 360, height: 780 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    consoleGuard.watch(phone);
    await useLanguage(phone, lang, baseURL ?? '');
    const patient = await signUpThroughApi(
      phone.request,
      'patient',
      { first: 'Amina', last: 'Kaci' },
      uniqueEmail('touch'),
    );
    const page = await phone.newPage();

    // Signed out on the doctor's page, the account icon leads to sign in and back here.
    const doctorPage = `/Book-a-doctor/${doctor.id}`;
    await page.goto(doctorPage);
    await expect(page.getByRole('button', { name: b('bookNext') })).toBeVisible();
    await page.getByRole('link', { name: text(lang, 'common', 'nav.account') }).tap();
    await expect(page).toHaveURL(`/Login?next=${encodeURIComponent(doctorPage)}`);
    await page.getByLabel(text(lang, 'auth', 'login.name')).fill(patient.email);
    await page.getByLabel(text(lang, 'auth', 'password'), { exact: true }).fill(patient.password);
    await page.getByRole('button', { name: text(lang, 'auth', 'login.submit') }).tap();
    await expect(page).toHaveURL(doctorPage);

    // The dialog opens on its title: no text box has the focus, so no keyboard covers the summary.
    await page.getByRole('button', { name: b('bookNext') }).tap();
    const dialog = page.getByRole('dialog', { name: b('confirmTitle') });
    await expect(dialog.getByRole('heading', { name: b('confirmTitle') })).toBeFocused();
    const reason = dialog.getByLabel(b('reason'));
    await expect(reason).not.toBeFocused();
    await page.screenshot({ path: join(SHOTS, `${lang}-dialog.png`) });
    await reason.fill(REASON[lang]);
    await dialog.getByRole('button', { name: b('confirm'), exact: true }).tap();

    // The confirmation says the reason, under its label.
    await expect(page.getByRole('heading', { name: b('bookedTitle') })).toBeVisible();
    const recap = page.getByTestId('booked-recap');
    await expect(recap).toContainText(b('recapReason'));
    await expect(recap).toContainText(REASON[lang]);
    await page.screenshot({ path: join(SHOTS, `${lang}-booked.png`) });

    // In the patient's list, and in the doctor's.
    await page.getByRole('link', { name: b('myAppointments') }).tap();
    const row = page.getByRole('row').filter({ hasText: REASON[lang] });
    await expect(row).toContainText(word(lang, 'patient', 'appoints.visitReason'));
    await page.screenshot({ path: join(SHOTS, `${lang}-appointments.png`) });
    await doctor.page.goto(`/Doctores/${doctor.id}/Appoints`);
    const doctorsRow = doctor.page.getByRole('row').filter({ hasText: REASON[lang] });
    await expect(doctorsRow).toContainText('Amina Kaci');
    await doctor.page.setViewportSize({ width: 360, height: 780 });
    await doctor.page.screenshot({ path: join(SHOTS, `${lang}-doctor-appointments.png`) });
    await phone.close();
  });
}
