import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { SPECIALTIES } from '@reayah/contracts';
import { expect, test } from './fixtures.ts';

// Languages: the browser's choice on a first visit, the switcher, the lang cookie across reloads,
// right to left in Arabic, catalogs fetched only for the language in use, no sideways scrolling.

const SHOTS = join(
  process.env.E2E_DATA_DIR ?? '.tmp',
  '..',
  `reayah-e2e-shots-${process.env.E2E_RUN_ID ?? 'run'}`,
);
const catalogRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/i18n-(fr|ar)-/.test(request.url())) urls.push(request.url());
  });
  return urls;
};

async function visit(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale });
  return { context, page: await context.newPage() };
}

test('an English visit downloads no French or Arabic text, and offers the switcher', async ({ page }) => {
  const fetched = catalogRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/About');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  const select = page.getByRole('combobox', { name: 'Language' });
  await expect(select).toHaveValue('en');
  await expect(select.getByRole('option')).toHaveText(['English', 'Français', 'العربية']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a first visit follows the browser: fr* French, ar* Arabic, anything else English', async ({
  browser,
}) => {
  for (const [locale, lang, dir, signIn] of [
    ['fr-FR', 'fr', 'ltr', 'Se connecter'],
    ['ar-DZ', 'ar', 'rtl', 'تسجيل الدخول'],
    ['de-DE', 'en', 'ltr', 'Sign in'],
  ] as const) {
    const { context, page } = await visit(browser, locale);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/About');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('link', { name: signIn, exact: true })).toBeVisible();
    await context.close();
  }
});

test('the switcher changes the language, and a reload keeps it through the lang cookie', async ({
  page,
  context,
}) => {
  const fetched = catalogRequests(page);
  await page.goto('/About');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
  expect(fetched.some((url) => url.includes('/i18n-ar-common-'))).toBe(true);
  expect(fetched.some((url) => url.includes('/i18n-fr-'))).toBe(false);
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('ar');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');

  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
});

for (const lang of ['en', 'fr', 'ar']) {
  test(`nothing scrolls sideways at 360 px and 1280 px in ${lang}`, async ({ browser }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const { context, page } = await visit(browser, lang);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/About', '/FAQ', '/Contact', '/Login', '/Register', '/Blogs']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await page.waitForLoadState('networkidle');
        const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
        expect(overflow, `${lang} ${width}px ${path} scrolls sideways`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: join(SHOTS, `${lang}-${width}${path.replaceAll('/', '_')}.png`) });
      }
    }
    await context.close();
  });
}

test('a specialty is named in the page language', async ({ signedIn }) => {
  const { page } = await signedIn('patient', 'Lina', 'Specialty');
  const list = (await (await page.request.get('/api/doctor/search/list?search=')).json()) as {
    results: { id: number; specialization_name: string | null }[];
  };
  const doctor = list.results.find((d) => d.specialization_name);
  const specialty = SPECIALTIES.find((s) => s.en === doctor?.specialization_name);
  if (!doctor || !specialty) throw new Error('The demo directory has no doctor with a specialty');

  await page.goto(`/book-a-doctor/${doctor.id}`);
  await expect(page.getByText(specialty.en, { exact: true }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByText(specialty.fr, { exact: true }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('ar');
  await expect(page.getByText(specialty.ar, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(specialty.en, { exact: true })).toHaveCount(0);
});
