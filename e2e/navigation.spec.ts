import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, login, test } from './fixtures.ts';

// Moving between pages (decision 0017): a page's code loads on the way there, the scroll behaves
// as between documents, and a page whose code cannot load says so.

const scrollY = (page: Page) => page.locator('html').evaluate((html) => html.scrollTop);

test('a new page opens at its top, back returns to where the page was left, and no area code loads', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The prerendered page has been taken over by the app (its language switcher works from then).
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeEnabled();
  await page.locator('html').evaluate((html) => html.scrollTo(0, 900));
  await expect.poll(() => scrollY(page)).toBe(900);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBe(900);

  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/About$/);
  expect(scripts.filter((url) => /area-routes|patient-layout|doctor-layout/.test(url))).toEqual([]);
});

test('a bar shows while a page’s code loads; a page whose code fails to load shows the error page', async ({
  page,
  consoleGuard,
}) => {
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeEnabled();
  const nav = page.getByRole('navigation', { name: 'Main' });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/about-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  // The page on screen stays until the next one is ready.
  await expect(page.getByText('115 doctors online')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/About$/);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);

  consoleGuard.allow(/contact-page/, 'the test makes the contact page’s code fail to download');
  consoleGuard.allow(/dynamically imported module/, 'React reports the failed download it shows');
  await page.route('**/assets/contact-page-*.js', (route) => route.abort());
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('115 doctors online')).toBeVisible();
});

test('after signing in from a scrolled login page, the home page opens at its top; a reload keeps the place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/Login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await page.getByLabel('Email').fill(DEMO.patient);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  // The phone's keyboard and a short screen leave the page scrolled to its button.
  await page.locator('html').evaluate((html) => html.scrollTo(0, html.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Describe your symptoms')).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  // The patient's next appointment comes in above the fold: scrolled before it is drawn, the
  // browser keeps the same content in view and the place moves down with it.
  await expect(page.getByTestId('home-next-appointment')).toBeVisible();
  await page.locator('html').evaluate((html) => html.scrollTo(0, 300));
  await expect.poll(() => scrollY(page)).toBe(300);
  await page.reload();
  await expect(page.getByLabel('Describe your symptoms')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(300);
});

const whoAmI = (page: Page) =>
  page.evaluate(() => fetch('/api/auth/me/').then((r) => r.json() as Promise<Record<string, number>>));

test('a doctor’s area at its own address opens the agenda', async ({ page }) => {
  // Signing in lands a doctor on the agenda, the doctor's home.
  await login(page, DEMO.doctor, DEMO_PASSWORD, /\/Doctores\/\d+\/Agenda$/);
  const { id_doctor } = await whoAmI(page);
  await page.goto(`/Doctores/${id_doctor}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
});

test('a patient’s area at its own address opens the profile', async ({ page }) => {
  await login(page, DEMO.patient);
  const { id_patient } = await whoAmI(page);
  await page.goto(`/Patients/${id_patient}`);
  await expect(page).toHaveURL(new RegExp(`/Patients/${id_patient}/Profile$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});
