import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SPECIALTIES } from '@reayah/contracts';
import type { Page } from '@playwright/test';
import { Audit, type Lang, settle, text, useLanguage } from './support/a11y.ts';
import { expect, latestSmsCodeFor, test, uniqueEmail, uniquePhone } from './fixtures.ts';

// A first visit, to a booked appointment: a visitor finds a doctor by a specialty's name, picks a
// slot, makes an account inside the booking, types the code texted to their number, lands on the
// confirmation and finds the appointment
// in their list; every date reads in the page's language, and axe finds nothing serious.

const SHOTS = resolve(import.meta.dirname, '../.tmp/e2e-shots/visitor-booking');
mkdirSync(SHOTS, { recursive: true });

const ENGLISH_DATE =
  /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|June|July|August|September|October|November|December|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b|\b\d{1,2}:\d{2}\s?(AM|PM)\b/;

/** No English day or month name and no 12-hour time anywhere on the page's visible text. */
async function expectDatesInLanguage(page: Page, where: string) {
  const body = await page.locator('main').innerText();
  expect(body.match(ENGLISH_DATE)?.[0] ?? null, `${where}: an English date in ${body}`).toBeNull();
}

/** A text of a feature's catalog (apps/web/src/features/<ns>/locales/<lang>.json). */
const word = (lang: Lang, ns: 'booking' | 'doctors', key: string) =>
  text(lang, `../../features/${ns}/locales/${lang}`, key);

for (const [lang, width] of [
  ['fr', 360],
  ['ar', 390],
] as const) {
  test(`a visitor books in ${lang} on a ${width} px phone, signing up inside the booking`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 780 });
    await useLanguage(context, lang, baseURL ?? '');
    const b = (key: string) => word(lang, 'booking', key);
    const d = (key: string) => word(lang, 'doctors', key);
    const audit = new Audit(lang);
    const pediatrics = SPECIALTIES.find((s) => s.code === 'pediatrics');
    if (!pediatrics) throw new Error('no pediatrics');

    // Find a doctor by a specialty's name, without an account.
    await page.goto('/Doctors');
    await settle(page, lang);
    await page.getByLabel(d('searchLabel')).fill(lang === 'fr' ? pediatrics.fr : pediatrics.ar);
    await page.getByRole('button', { name: d('search'), exact: true }).click();
    const cards = page.getByTestId('directory-card');
    await expect(cards.first()).toContainText(lang === 'fr' ? pediatrics.fr : pediatrics.ar);
    await expect(cards.first()).toContainText(d('nextSlot'));
    await expectDatesInLanguage(page, 'results');
    await audit.check(page, 'doctor directory');
    await page.screenshot({ path: join(SHOTS, `${lang}-${width}-results.png`), fullPage: true });

    // The doctor's page and free slots, grouped by day.
    await cards
      .first()
      .getByRole('link', { name: d('seeSlots') })
      .click();
    await expect(page.getByRole('heading', { name: b('heading') })).toBeVisible();
    await expect(page.getByTestId('slot').first()).toBeVisible();
    const slotBox = await page.getByTestId('slot').first().boundingBox();
    expect(slotBox?.height ?? 0).toBeGreaterThanOrEqual(44);
    await expectDatesInLanguage(page, 'slots');
    await audit.check(page, 'doctor slots');
    await page.screenshot({ path: join(SHOTS, `${lang}-${width}-slots.png`), fullPage: true });

    // Pick the next free slot; the recap names the doctor, day, time and place.
    await page.getByRole('button', { name: b('bookNext') }).click();
    const dialog = page.getByRole('dialog', { name: b('confirmTitle') });
    await expect(dialog.getByTestId('booking-recap')).toBeVisible();
    await expectDatesInLanguage(page, 'recap');
    await dialog.getByLabel(b('reason')).fill(lang === 'fr' ? 'Fièvre depuis 3 jours' : 'حمى منذ 3 أيام');
    await dialog.getByRole('button', { name: b('continue') }).click();

    // Sign up inside the booking; empty fields are all flagged at once.
    await dialog.getByRole('button', { name: b('signUpAndBook') }).click();
    await expect(dialog.getByRole('alert')).toHaveCount(5);
    await audit.check(page, 'booking account step');
    await page.screenshot({ path: join(SHOTS, `${lang}-${width}-account.png`) });
    await dialog.getByLabel(b('firstName'), { exact: true }).fill('Amina');
    await dialog.getByLabel(b('lastName'), { exact: true }).fill('Saidi');
    await dialog.getByLabel(b('email'), { exact: true }).fill(uniqueEmail(`visitor-${lang}`));
    const phone = uniquePhone();
    await dialog.getByLabel(b('phone'), { exact: true }).fill(phone);
    await dialog.getByLabel(b('password'), { exact: true }).fill('visitor-pass-1');
    await dialog.getByRole('button', { name: b('signUpAndBook') }).click();

    // Signed in at once; the booking waits for the code texted to the number, shown left to right.
    const v = (key: string) => text(lang, 'auth', `verify.${key}`);
    await expect(dialog.getByRole('heading', { name: b('verifyTitle') })).toBeVisible();
    const digits = phone.replace(/\s/g, '');
    const shown = `+213 ${digits.slice(1, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
    await expect(dialog.locator('bdi[dir="ltr"]').first()).toHaveText(shown);
    const code = dialog.getByLabel(v('smsCode'));
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    for (const target of [code, dialog.getByRole('button', { name: v('verify'), exact: true })]) {
      expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await audit.check(page, 'booking verification step');
    await page.screenshot({ path: join(SHOTS, `${lang}-${width}-verify.png`) });
    await code.fill(await latestSmsCodeFor(phone));
    await dialog.getByRole('button', { name: v('verify'), exact: true }).click();

    // Signed in at once, booked, on the confirmation, still in the chosen language.
    await expect(page.getByRole('heading', { name: b('bookedTitle') })).toBeVisible();
    await expect(page).toHaveURL(/\/Book-a-doctor\/\d+\/Booked\/\d+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectDatesInLanguage(page, 'confirmation');
    await audit.check(page, 'booking confirmation');
    await page.screenshot({ path: join(SHOTS, `${lang}-${width}-booked.png`), fullPage: true });
    const recap = (await page.getByTestId('booked-recap').innerText()).split('\n');

    // The appointment is in their list, dates in the same language.
    await page.getByRole('link', { name: b('myAppointments') }).click();
    await expect(page).toHaveURL(/\/Patients\/\d+\/Appoints$/);
    const time = recap.join(' ').match(/\d{2}:\d{2}/)?.[0] ?? 'no time';
    await expect(page.getByRole('row').filter({ hasText: time }).first()).toBeVisible();
    await expectDatesInLanguage(page, 'appointments');
    await page.screenshot({ path: join(SHOTS, `${lang}-${width}-appointments.png`), fullPage: true });
    const serious = audit.lines.filter((l) => /\((serious|critical),/.test(l));
    expect(serious, audit.lines.join('\n')).toEqual([]);
  });
}
