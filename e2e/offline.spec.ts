import { apiAs, createSlots } from './support/api.ts';
import { dayFromToday, expect, PDF, PNG, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

// Weak connections: the app installs (manifest, service worker) and opens without a connection to
// a page saying so, in the visitor's language, with a signed-in patient's upcoming appointments as
// saved at their last visit; after log out they are gone.

test.use({ serviceWorkers: 'allow' });

/** Offline, the page's own requests (the session refresh, catalogs not kept) fail: expected. */
const OFFLINE_ERRORS = /ERR_INTERNET_DISCONNECTED|Failed to fetch/;

async function controlledByServiceWorker(page: Page) {
  // Runs in the page, where the root tsconfig has no DOM types.
  type Browser = { navigator: { serviceWorker: { controller: object | null } } };
  await page.waitForFunction(
    () => (globalThis as unknown as Browser).navigator.serviceWorker.controller !== null,
    undefined,
    { timeout: 20_000 },
  );
}

test('the app is installable and opens offline to a page saying so, in English and French', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(OFFLINE_ERRORS, 'requests made while the test has cut the connection');
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const response = await page.request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Reayah',
    short_name: 'Reayah',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
  });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
  }

  await controlledByServiceWorker(page);
  expect(context.serviceWorkers().map((w) => new URL(w.url()).pathname)).toEqual(['/sw.js']);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  await context.addCookies([{ name: 'lang', value: 'fr', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // Back online, the page the visitor asked for comes.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeHidden();
});

test('a signed-in patient sees their upcoming appointment offline, and after log out no one does', async ({
  signedIn,
  consoleGuard,
}) => {
  consoleGuard.allow(OFFLINE_ERRORS, 'requests made while the test has cut the connection');
  const doctor = await signedIn('doctor', 'Nadia', 'Kaci');
  const day = dayFromToday(4);
  const [slot] = await createSlots(doctor, day, [['09:30', '10:00']]);
  const clinic = await doctor.context.request.post('/api/doctor/CreateClinic/', {
    multipart: {
      name: 'Clinique El Amel',
      email: 'contact@elamel.dz',
      phone_number: '0550123456',
      address: '5 Rue Larbi Ben Mhidi, Alger',
      description: 'General practice.',
      picture: { name: 'clinic.png', mimeType: 'image/png', buffer: PNG },
      certification: { name: 'cert.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(clinic.status(), await clinic.text()).toBe(201);
  const patient = await signedIn('patient', 'Omar', 'Ziani');
  await apiAs(patient, 'post', `/api/patient/${patient.id}/booking/${slot}/`, {
    appointment_reason: '',
    type_person: '',
  });

  const { page, context } = patient;
  await page.goto(`/Patients/${patient.id}/Appoints`);
  await expect(page.getByRole('row').filter({ hasText: `Dr. ${doctor.name}` })).toContainText('Booked');
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  const saved = page.getByRole('region', { name: 'Your upcoming appointments' });
  await expect(saved).toContainText(/Saved at .+\. They may be out of date\./);
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  const item = saved.getByRole('listitem').first();
  await expect(item).toContainText(`Dr. ${doctor.name}`);
  await expect(item).toContainText('09:30');
  await expect(item).toContainText('Clinique El Amel, 5 Rue Larbi Ben Mhidi, Alger');
  const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
  await expect(item).toContainText(longDate);

  // Online again, the patient logs out; offline, the device shows no appointment any more.
  await context.setOffline(false);
  await page.goto('/');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your upcoming appointments' })).toHaveCount(0);
  await expect(page.getByText(`Dr. ${doctor.name}`)).toHaveCount(0);
});
