import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiSignUp, dayFromToday, expect, login, test } from './fixtures.ts';
import { createFolder, createSlots } from './support/api.ts';

// The patient area end to end ("Patient area", "Book a doctor", and their alerts).

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.alloc(3 * 1024 * 1024, 0x41),
  Buffer.from('\n%%EOF\n'),
]);

async function signUpAndIn(page: Page, first: string) {
  const { email, password } = await apiSignUp(page, 'patient', { first, last: 'Meziane' });
  await login(page, email, password);
  const patientId = await page.evaluate(() => localStorage.getItem('patientId'));
  expect(patientId).toMatch(/^\d+$/);
  return `/Patients/${patientId}`;
}

async function dismissAlert(page: Page, text: string) {
  await expect(page.getByRole('dialog').getByText(text)).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
}

test('a patient edits the profile with a picture and sees it', async ({ page }) => {
  const area = await signUpAndIn(page, 'Nadia');
  await page.goto(`${area}/Profile`);
  await expect(page.getByText('Not Set').first()).toBeVisible();

  await page.goto(`${area}/Settings`);
  await expect(page).toHaveURL(/Settings\/profile$/);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page
    .getByLabel('Change profile picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(save).toBeEnabled();
  await page.getByLabel('Bio').fill('Asthma since childhood.');
  await page.getByLabel('Full Name').fill('Nadia Meziane');
  await page.getByLabel('Phone number').fill('0661234567');
  await page.getByLabel('Address').fill('4 Rue Ben Boulaid, Constantine');
  await page.getByLabel('Age', { exact: true }).fill('29');
  await page.getByLabel('Birthday').fill('1996-03-14');
  await page.getByText('Female', { exact: true }).click();
  await page.getByText('O+', { exact: true }).click();
  await save.click();
  await dismissAlert(page, 'Your information has been updated');
  await expect(save).toBeDisabled();

  await page.goto(`${area}/Profile`);
  await expect(page.getByTestId('profile-name')).toHaveText('Nadia Meziane');
  await expect(page.getByText('4 Rue Ben Boulaid, Constantine')).toBeVisible();
  await expect(page.getByText('Female')).toBeVisible();
  await expect(page.getByText('14 Mar 1996')).toBeVisible();
  const picture = page.getByRole('img', { name: 'Picture of Nadia Meziane' });
  // Served resized (WebP) at the widths the screen needs, and shown.
  await expect(picture).toHaveAttribute('src', /^\/api\/media\/pictures\/[a-f0-9]{32}\?w=\d+$/);
  await expect(picture).toHaveAttribute('srcset', /\?w=64 64w, .*\?w=1024 1024w$/);
  type Img = { decode(): Promise<void>; currentSrc: string };
  const shown = await picture.evaluate((img) =>
    (img as unknown as Img).decode().then(() => (img as unknown as Img).currentSrc),
  );
  const served = await page.request.get(shown);
  expect(served.headers()['content-type']).toBe('image/webp');
});

test("a patient books a doctor's slot and sees it in Appointments", async ({ signedIn }) => {
  // A doctor of this test's own: demo doctors' slots are left to search.spec.
  const doctor = await signedIn('doctor', 'Walid', 'Cherif');
  await createSlots(doctor, dayFromToday(2), [
    ['08:00', '08:30'],
    ['11:00', '11:30'],
  ]);
  const { page, id } = await signedIn('patient', 'Sofiane', 'Meziane');

  await page.goto(`/book-a-doctor/${doctor.id}`);
  await expect(page.getByRole('heading', { name: `Dr. ${doctor.name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeVisible();
  const slots = page.getByTestId('slot');
  await expect(slots).toHaveCount(2);
  const first = slots.first();
  const day = (await page.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
  await expect(first).toHaveText('08:00');

  await first.click();
  const confirm = page.getByRole('dialog', { name: 'Your appointment' });
  await expect(confirm.getByTestId('booking-recap')).toContainText('08:00–08:30');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
  await page.goBack();
  await expect(slots).toHaveCount(1);

  await page.goto(`/Patients/${id}/Appoints`);
  const row = page.getByRole('row').filter({ hasText: `Dr. ${doctor.name}` });
  await expect(row).toContainText('Booked');
  await expect(row).toContainText('08:00');
  const banner = page.getByTestId('next-appointment');
  await expect(banner).toContainText(`with Dr. ${doctor.name}`);
  await expect(banner).toContainText(day.split(' ')[1] ?? '');
});

test('a patient keeps a PDF in a folder: upload with progress, rename, download, delete', async ({
  page,
}) => {
  const area = await signUpAndIn(page, 'Karima');
  await page.goto(`${area}/Medical_Folders`);
  await expect(page.getByText('You have no Folders')).toBeVisible();
  await page.getByRole('button', { name: 'Add Folder' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Please enter a name')).toBeVisible();
  await page.getByLabel('Folder name').fill('Analyses 2024');
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('link', { name: 'Analyses 2024' }).click();
  await expect(page.getByText('You have no Files')).toBeVisible();

  // Records every progress text the upload dialog shows (the page's own code, as a string).
  await page.evaluate(`
    window.progress = [];
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="upload-progress"]')?.textContent;
      if (text && window.progress.at(-1) !== text) window.progress.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  `);
  // A slow uplink, as on a phone, so the upload reports its progress several times.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await page.getByRole('button', { name: 'Upload a File' }).click();
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'blood.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel('File name').fill('Blood test');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'Blood test', exact: true })).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const progress = (await page.evaluate('window.progress')) as string[];
  expect(progress[0]).toMatch(/^Uploading \d+%$/);
  expect(progress.some((text) => /^Uploading [1-9]\d?%$/.test(text))).toBe(true);
  await expect(page.getByRole('cell', { name: '3.0 MB' })).toBeVisible();

  await page.getByRole('button', { name: 'Actions for Blood test' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await page.getByLabel('File name').fill('Blood test March');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Blood test March', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Actions for Blood test March' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Blood test March.pdf');
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);

  await page.getByRole('button', { name: 'Actions for Blood test March' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this file?' });
  await expect(confirm).toContainText('“Blood test March” will be deleted for good.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('You have no Files')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Analyses 2024' })).toContainText('0 files');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a patient opens the sidebar drawer and reaches the Medical Folders table', async ({ signedIn }) => {
    const patient = await signedIn('patient', 'Meriem', 'Zitouni');
    const { page, id } = patient;
    await createFolder(patient, 'Radiology 2024');
    expect(page.viewportSize()).toEqual({ width: 390, height: 844 });

    await page.goto(`/Patients/${id}/Profile`);
    const drawer = page.getByRole('navigation', { name: 'Patient menu' });
    const folders = drawer.getByRole('link', { name: 'Medical Folders' });
    await expect(folders).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(folders).toBeInViewport();
    await folders.click();

    await expect(page).toHaveURL(new RegExp(`/Patients/${id}/Medical_Folders$`));
    await expect(folders).not.toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Medical Folders' })).toBeInViewport();
    const row = page.getByRole('row').filter({ hasText: 'Radiology 2024' });
    await expect(row.getByRole('link', { name: 'Radiology 2024' })).toBeInViewport();
    await expect(row).toContainText('0 files');
  });
});
