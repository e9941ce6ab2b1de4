import type { Page } from '@playwright/test';
import { apiAs, createFolder } from './support/api.ts';
import { type Actor, expect, PDF, test } from './fixtures.ts';

// Uploading into a medical folder on a phone: a file over the limit is refused before anything is
// sent, an upload under way can be cancelled and leaves nothing, and what goes wrong shows in the
// dialog, in front.

test.use({ viewport: { width: 360, height: 800 } });

const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

async function openUpload(patient: Actor, lang?: 'fr' | 'ar') {
  const folder = await createFolder(patient, 'Analyses');
  if (lang) await patient.context.addCookies([{ name: 'lang', value: lang, url: ORIGIN }]);
  const page = patient.page;
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/folder\/\d+\/file\/?$/.test(new URL(r.url()).pathname))
      sent.push(r.url());
  });
  await page.goto(`/Patients/${patient.id}/Medical_Folders/${folder}`);
  return { page, folder, sent };
}

/** Fails unless `target` is drawn on top at its centre (not under the dialog or another layer). */
async function expectInFront(page: Page, target: ReturnType<Page['getByRole']>) {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  const x = (box?.x ?? 0) + (box?.width ?? 0) / 2;
  const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
  expect(
    await target.evaluate(
      (el, [px, py]) => el.contains(el.ownerDocument.elementFromPoint(px ?? 0, py ?? 0)),
      [x, y],
    ),
  ).toBe(true);
}

for (const [lang, upload, file, tooLarge] of [
  ['fr', 'Ajouter un fichier', 'Fichier', 'Le fichier est trop volumineux. La limite est de 20 mégaoctets.'],
  ['ar', 'رفع مستند', 'المستند', 'الملف كبير جدًا. الحد الأقصى هو 20 ميغابايت.'],
] as const) {
  test(`a 21 MB file is refused at once, the limit named, in ${lang}`, async ({ signedIn }) => {
    const patient = await signedIn('patient', 'Hind', 'Larbi');
    const { page, sent } = await openUpload(patient, lang);
    await page.getByRole('button', { name: upload }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(file, { exact: true }).setInputFiles({
      name: 'scanner.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(21 * 1024 * 1024),
    });
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveText(tooLarge);
    // The field is left empty rather than showing a file that will not be sent.
    expect(
      await dialog
        .getByLabel(file, { exact: true })
        .evaluate((i) => (i as { files: unknown[] }).files.length),
    ).toBe(0);
    await expectInFront(page, alert);
    await expect(
      dialog.getByRole('button', { name: lang === 'fr' ? 'Envoyer' : 'رفع', exact: true }),
    ).toBeDisabled();
    expect(sent).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`upload-too-large-${lang}-360.png`) });
  });
}

test('an upload under way can be cancelled and leaves nothing in the folder', async ({ signedIn }) => {
  const patient = await signedIn('patient', 'Walid', 'Kaci');
  const { page, folder } = await openUpload(patient);
  // The folder is drawn before the uplink slows: a request cut in mid-flight by the change can stall.
  const uploadButton = page.getByRole('button', { name: 'Upload a File' });
  await expect(uploadButton).toBeVisible();
  // A slow uplink, so the upload is still under way when the patient cancels it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await uploadButton.click();
  const dialog = page.getByRole('dialog', { name: 'Upload a File' });
  await dialog.getByLabel('File', { exact: true }).setInputFiles({
    name: 'scanner.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([PDF, Buffer.alloc(4 * 1024 * 1024, 1)]),
  });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByTestId('upload-progress')).toContainText(/Uploading [1-9]\d?%/);
  await dialog.getByRole('button', { name: 'Cancel the upload' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Upload cancelled. Nothing was kept.');
  await expect(dialog.getByTestId('upload-progress')).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  expect(await apiAs(patient, 'get', `/api/patient/${patient.id}/folder/${folder}/file/`)).toEqual([]);

  // The same dialog sends it again, whole this time.
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'scanner.pdf', exact: true })).toBeVisible({ timeout: 30_000 });
});

test('a refused upload says why inside the dialog, in front', async ({ signedIn, consoleGuard }) => {
  const patient = await signedIn('patient', 'Sonia', 'Hamdi');
  const { page } = await openUpload(patient);
  await page.getByRole('button', { name: 'Upload a File' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a File' });
  await dialog
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
  consoleGuard.allow(/400/, 'the server refuses the empty file');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toHaveText('File upload failed: The file is empty.');
  await expectInFront(page, alert);
  await expect(dialog).toBeVisible();
});
