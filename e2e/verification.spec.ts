import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator } from '@playwright/test';
import { Audit, text, useLanguage } from './support/a11y.ts';
import { expect, failedRequest, latestSmsCodeFor, test, uniqueEmail, uniquePhone } from './fixtures.ts';

// The verification screens on a 360 px phone in French and Arabic: the last step of sign-up, the
// banner of an unverified account, and the page it leads to, where the number is changed and
// verified. A phone number reads left to right inside Arabic; every target is 44 px high.

const SHOTS = resolve(import.meta.dirname, '../.tmp/e2e-shots/verification');
mkdirSync(SHOTS, { recursive: true });

/** Whether the number's first character is drawn left of its last one, as in a left-to-right line. */
interface PageRange {
  setStart(node: unknown, offset: number): void;
  setEnd(node: unknown, offset: number): void;
  getBoundingClientRect(): { left: number };
}

async function readsLeftToRight(number: Locator): Promise<boolean> {
  return number.evaluate((element) => {
    // Runs in the page, where the root tsconfig has no DOM types.
    const page = globalThis as unknown as { document: { createRange(): PageRange } };
    const node = (element as unknown as { firstChild: { textContent: string | null } | null }).firstChild;
    const length = node?.textContent?.length ?? 0;
    if (!node || length < 2) return false;
    const at = (i: number) => {
      const range = page.document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      return range.getBoundingClientRect().left;
    };
    return at(0) < at(length - 1);
  });
}

async function expectTall(targets: Locator[]) {
  for (const target of targets) {
    expect((await target.boundingBox())?.height ?? 0, await target.innerText()).toBeGreaterThanOrEqual(44);
  }
}

for (const lang of ['fr', 'ar'] as const) {
  test(`signing up in ${lang} on a 360 px phone ends with the texted code; the banner and Settings lead back`, async ({
    page,
    context,
    baseURL,
    consoleGuard,
  }) => {
    test.setTimeout(120_000);
    consoleGuard.allow(failedRequest(400, '/api/auth/verification/confirm/'), 'a wrong code on purpose');
    await page.setViewportSize({ width: 360, height: 780 });
    await useLanguage(context, lang, baseURL ?? '');
    const a = (key: string) => text(lang, 'auth', key);
    const v = (key: string) => text(lang, 'auth', `verify.${key}`);
    const audit = new Audit(lang);
    const email = uniqueEmail(`verify-${lang}`);
    const phone = uniquePhone();

    await page.goto('/Register');
    await expect(page.getByRole('radio', { name: new RegExp(`^${a('register.patient')}`) })).toBeEnabled();
    await page.getByRole('button', { name: a('register.createAccount') }).click();
    await page.getByLabel(a('email')).fill(email);
    await page.getByRole('button', { name: a('register.checkEmail') }).click();
    await page.getByLabel(a('register.firstName'), { exact: true }).fill('Lina');
    await page.getByLabel(a('register.lastName'), { exact: true }).fill('Haddad');
    await page.getByLabel(a('register.phone')).fill(phone);
    await page.getByLabel(a('password'), { exact: true }).fill('verify-pass-1');
    await page.getByLabel(a('confirmPassword')).fill('verify-pass-1');
    await page.getByRole('button', { name: a('register.getStarted') }).click();

    // The last step: where the codes went, the number left to right, the code field for phones.
    await expect(page.getByRole('heading', { name: a('register.verifyTitle') })).toBeVisible();
    const number = page.locator('bdi[dir="ltr"]').first();
    await expect(number).toHaveText(/^\+213 \d{3} \d{2} \d{2} \d{2}$/);
    expect(await readsLeftToRight(number)).toBe(true);
    const code = page.getByLabel(v('smsCode'));
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    const resend = page.getByRole('button', {
      name: new RegExp(v('resendIn').replace('{{time}}', '\\d:\\d\\d')),
    });
    await expect(resend.first()).toBeDisabled();
    await expectTall([
      code,
      page.getByRole('button', { name: v('verify'), exact: true }).first(),
      resend.first(),
    ]);
    await expectTall([page.getByRole('button', { name: v('changeNumber') })]);
    await code.fill('000000');
    await page
      .getByRole('button', { name: v('verify'), exact: true })
      .first()
      .click();
    await expect(
      page.getByText(lang === 'fr' ? /Essais restants : 4/ : /المحاولات المتبقية: 4/),
    ).toBeVisible();
    await audit.check(page, 'sign-up verification step');
    await page.screenshot({ path: join(SHOTS, `${lang}-360-sign-up-step.png`), fullPage: true });

    // Put off: the area asks calmly.
    await page.getByRole('button', { name: a('register.later') }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/Patients');
    const banner = page.getByRole('complementary', { name: v('bannerTitle') });
    await expect(banner).toBeVisible();
    await expectTall([banner.getByRole('link', { name: v('bannerAction') })]);
    await audit.check(page, 'unverified banner');
    await page.screenshot({ path: join(SHOTS, `${lang}-360-banner.png`) });

    // The page it leads to: change the number, verify the new one.
    await banner.getByRole('link', { name: v('bannerAction') }).click();
    await expect(page).toHaveURL(/\/Verify-contacts\?next=/);
    await page.getByRole('button', { name: v('changeNumber') }).click();
    const newPhone = uniquePhone();
    await page.getByLabel(v('newNumber')).fill(newPhone);
    await page.getByRole('button', { name: v('sendCode') }).click();
    const digits = newPhone.replace(/\s/g, '');
    await expect(page.locator('bdi[dir="ltr"]').first()).toHaveText(
      `+213 ${digits.slice(1, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`,
    );
    await audit.check(page, 'verification page');
    await page.screenshot({ path: join(SHOTS, `${lang}-360-verify-page.png`), fullPage: true });
    await page.getByLabel(v('smsCode')).fill(await latestSmsCodeFor(newPhone));
    await page
      .getByRole('button', { name: v('verify'), exact: true })
      .first()
      .click();
    await expect(page.getByText(v('phoneVerified'))).toBeVisible();

    // Settings shows where each contact stands.
    await page.getByRole('link', { name: v('later') }).click();
    await expect(page).toHaveURL(/\/Patients/);
    await page.goto(page.url().replace(/\/Patients\/(\d+).*$/, '/Patients/$1/Settings'));
    const card = page.getByRole('region', { name: v('cardTitle') });
    await expect(card).toContainText(v('verified'));
    await expect(card).toContainText(v('notVerified'));
    await page.screenshot({ path: join(SHOTS, `${lang}-360-settings.png`) });

    const serious = audit.lines.filter((l) => /\((serious|critical),/.test(l));
    expect(serious, audit.lines.join('\n')).toEqual([]);
  });
}
