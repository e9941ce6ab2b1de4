import { PRERENDERED_PATHS, PRERENDERED_SHELLS } from '../apps/web/src/prerender/pages.ts';
import type { ConsoleMessage } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signUpThroughApi } from './support/actors.ts';
import { text } from './support/a11y.ts';

// The public pages arrive as HTML in the visitor's language (decision 0014): readable without
// JavaScript, then hydrated into the same app, with no hydration complaint in the console.

const hydrationComplaints = (messages: ConsoleMessage[]) =>
  messages.map((m) => m.text()).filter((t) => /hydrat|did not match|server rendered/i.test(t));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and the login page show their content in the visitor language', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home', 'hero.title'));
    await expect(page).toHaveTitle(text('en', 'common', 'meta.title'));

    await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL ?? '' }]);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'auth', 'login.title'));
    // Until the app has taken over, the form cannot be sent natively (it would put the password in
    // the address).
    await expect(page.getByRole('button', { name: text('ar', 'auth', 'login.submit') })).toBeDisabled();
    // Nor can the language be chosen: the choice would be lost when the app takes over.
    await expect(page.getByRole('combobox', { name: text('ar', 'common', 'language') })).toBeDisabled();
  });

  test('the pages of the API data paint their heading and frame from the HTML (decision 0049)', async ({
    page,
  }) => {
    await page.goto('/Search?q=mal%20au%20c%C5%93ur%20%3Cb%3E');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“mal au cœur <b>”');
    await expect(page.getByText('you are searching for')).toBeVisible();
    await expect(page).toHaveTitle(/“mal au cœur <b>”/);
    await page.goto('/Doctors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a doctor');
    await expect(page.getByRole('search')).toBeVisible();
    await page.goto('/Book-a-doctor/1');
    await expect(page.getByRole('heading', { level: 2, name: 'Choose a time' })).toBeVisible();
  });
});

test('the pages of the API data, painted from HTML, show the same answers once the app has taken over', async ({
  page,
}) => {
  const messages: ConsoleMessage[] = [];
  page.on('console', (message) => messages.push(message));
  // The same search rendered by the app from scratch (an address no shell serves), then from its shell.
  await page.goto('/Search?q=cardiologue&from=app');
  const specialty = page.getByRole('region', { name: 'Recommended specialty' });
  await expect(specialty).toContainText('Cardiology');
  const fromScratch = await specialty.innerText();
  const doctorsFromScratch = await page.getByRole('main').getByRole('listitem').allInnerTexts();
  expect(doctorsFromScratch.length).toBeGreaterThan(0);

  const html = await (await page.request.get('/Search?q=cardiologue')).text();
  expect(html).not.toContain('<div id="root"></div>');
  await page.goto('/Search?q=cardiologue');
  await expect(specialty).toContainText('Cardiology');
  expect(await specialty.innerText()).toBe(fromScratch);
  expect(await page.getByRole('main').getByRole('listitem').allInnerTexts()).toEqual(doctorsFromScratch);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“cardiologue”');

  // The directory: its first answer after the heading it painted with.
  await page.goto('/Doctors');
  await expect(page.getByText(/^Doctors found: \d+/)).toBeVisible();
  expect(await page.getByRole('main').getByRole('listitem').count()).toBeGreaterThan(0);

  // A doctor's page: the placeholder gives way to the doctor, the spinner to the free slots.
  await page.goto('/Book-a-doctor/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Dr\. /);
  await expect(page.getByRole('heading', { level: 2, name: 'Choose a time' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  expect(hydrationComplaints(messages)).toEqual([]);
});

test("a short page's footer is painted with the page and kept by the app, the same element, once its code has come", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(
    "document.addEventListener('DOMContentLoaded', () => { globalThis.firstFooter = document.querySelector('footer'); })",
  );
  await page.goto('/Login');
  const inHtml = await page.evaluate('globalThis.firstFooter != null');
  expect(inHtml).toBe(true);
  // Hydrated in place: a footer link now moves inside the app (no page load), the footer unchanged.
  await expect(page.getByRole('combobox', { name: text('en', 'common', 'language') })).toBeEnabled();
  const cardiology = page.getByRole('contentinfo').getByRole('link', { name: 'Cardiology' });
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => /\/footer-[\w-]+\.js$/.test(e.name)),
      ),
    )
    .toBe(true);
  expect(await page.evaluate("document.querySelector('footer') === globalThis.firstFooter")).toBe(true);
  await page.evaluate(() => Object.assign(globalThis, { samePage: true }));
  await cardiology.click();
  await expect(page).toHaveURL(/\/Doctors\?q=Cardiology$/);
  expect(await page.evaluate(() => 'samePage' in globalThis)).toBe(true);
});

test('a prerendered page paints before fetching anything: its CSS inline, the app and stylesheet after the first paint', async ({
  page,
}) => {
  const html = await (await page.request.get('/About')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<style>');
  expect(head).not.toMatch(/<link rel="stylesheet"|<script|<link rel="modulepreload"|<link rel="preload"/);

  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/About');
  const firstPaint = await (
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    )
  ).jsonValue();
  // The app takes over: the full stylesheet and the entry were fetched, after the first paint.
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  // A file's timing is recorded once its answer has fully come, which a busy server delays past the
  // moment the app's tags are in the page: wait for the stylesheet's and the entry's.
  const appFiles = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/index-[\w-]+\.(js|css)$/.test(e.name))
        .map((e) => ({ type: e.name.slice(e.name.lastIndexOf('.') + 1), startTime: e.startTime })),
    );
  await expect
    .poll(async () => [...new Set((await appFiles()).map((file) => file.type))].sort())
    .toEqual(['css', 'js']);
  for (const file of await appFiles()) expect(file.startTime).toBeGreaterThanOrEqual(firstPaint);
  expect(fetched.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
});

for (const lang of ['en', 'ar'] as const) {
  test(`the inlined CSS and the fallback font lay out a page as the full stylesheet and Poppins do: nothing moves when they come (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(globalThis, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift' as never, buffered: true });
    });
    for (const path of [...PRERENDERED_PATHS, ...PRERENDERED_SHELLS.map((shell) => shell.example)]) {
      await page.goto(path);
      // The app has taken over, the full stylesheet with it, and Poppins has come.
      await expect(page.getByRole('combobox', { name: text(lang, 'common', 'language') })).toBeEnabled();
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
      await page.evaluate('document.fonts.ready.then(() => true)');
      expect(await page.evaluate("document.fonts.check('16px Poppins')")).toBe(true);
      const shifted = await page.evaluate(() =>
        (globalThis as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, v) => sum + v, 0),
      );
      test.info().annotations.push({ type: 'layout shift', description: `${path}: ${shifted.toFixed(4)}` });
      // The fallback face takes Poppins' room (its metrics, index.html): a swap moves nothing.
      expect(shifted, `layout shift on ${path}`).toBeLessThan(0.01);
    }
  });
}

test('a hydrated page is interactive: the switcher changes language, the login form signs in', async ({
  page,
}) => {
  const messages: ConsoleMessage[] = [];
  page.on('console', (message) => messages.push(message));
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home', 'hero.title'));
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'home', 'hero.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // An account of its own (the demo one is shared by other tests), made by this French visitor.
  const account = await signUpThroughApi(page.request, 'patient', { first: 'Lina', last: 'Hydrated' });

  // The French page now comes from the server in French, and hydrates in French.
  await page.goto('/Login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'auth', 'login.title'));
  await page.getByLabel(text('fr', 'auth', 'email')).fill(account.email);
  await page.getByLabel(text('fr', 'auth', 'password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: text('fr', 'auth', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/$/);
  // Signed in: the account's link shows once the start-up refresh has answered.
  const dashboard = page.getByRole('link', { name: text('fr', 'common', 'nav.dashboard') });
  await expect(dashboard).toBeVisible();

  // A signed-in visitor loading a prerendered page sees their account once the app is up.
  // Settled once the start-up refresh has answered. Waiting for an idle network instead never ends
  // since the last merges: the browser reports the refresh's answer but never its end (to look into).
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/token/refresh/'));
  await page.reload();
  await expect(dashboard).toBeVisible();
  expect((await refreshed).status()).toBe(200);
  expect(hydrationComplaints(messages)).toEqual([]);
});

test("a prerendered page's footer works once its code has come: its button is no longer disabled", async ({
  page,
}) => {
  await page.goto('/Login');
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('footer').getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});
