import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

// A doctor's assistant: the doctor invites them from the settings, the invitee accepts from the
// mailed link, keeps the hours, books a patient who telephoned (who gets a text message), sees no
// medical menu; the doctor removes them and their next request is refused.

// With SCREENSHOT_DIR set, the assistant's screens are kept on a 360 px phone in French and Arabic.
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** The newest outbox file whose text contains `needle` (mail `.eml`, text messages `.sms.txt`). */
async function outboxText(needle: string, suffix: string, timeoutMs = 15_000): Promise<string> {
  const dir = process.env.E2E_OUTBOX_DIR as string;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(suffix));
    for (const name of names) {
      // Quoted-printable mail folds long lines with a trailing `=` and writes `=` as `=3D`.
      const text = (await readFile(join(dir, name), 'utf8')).replace(/=\r?\n/g, '').replaceAll('=3D', '=');
      if (text.includes(needle)) return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nothing in the outbox with ${needle}`);
}

async function shoot(page: Page, path: string, name: string, ready: string) {
  if (!SCREENSHOTS) return;
  await page.setViewportSize({ width: 360, height: 780 });
  for (const language of ['fr', 'ar']) {
    await page.context().addCookies([{ name: 'lang', value: language, url: ORIGIN }]);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator(ready).first()).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${language}-360.png`), fullPage: true });
  }
  await page.context().addCookies([{ name: 'lang', value: 'en', url: ORIGIN }]);
}

test('a doctor invites an assistant who books a phoned patient, then removes them', async ({
  browser,
  signedIn,
}) => {
  test.setTimeout(SCREENSHOTS ? 240_000 : 120_000);
  const doctor = await signedIn('doctor', 'Nadia', 'Cherif');
  const email = uniqueEmail('assistant');

  await doctor.page.goto(`/Doctores/${doctor.id}/Settings/assistants`);
  await expect(doctor.page.getByText('You have no assistant yet.')).toBeVisible();
  await doctor.page.getByLabel('Assistant’s email').fill(email);
  await doctor.page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(doctor.page.getByRole('status')).toContainText(`Invitation sent to ${email}.`);
  await expect(doctor.page.getByRole('listitem').filter({ hasText: email })).toBeVisible();

  const mail = await outboxText(email, '.eml');
  const link = /https?:\/\/\S+\/assistant\/join\?code=([\w-]+)/.exec(mail);
  expect(link, 'the invitation link').not.toBeNull();

  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await shoot(page, `/assistant/join?code=${link?.[1] ?? ''}`, 'assistant-join', 'form');
  await page.goto(`/assistant/join?code=${link?.[1] ?? ''}`);
  await expect(page.getByText('invites you to keep their agenda')).toBeVisible();
  await page.getByLabel('First Name').fill('Samia');
  await page.getByLabel('Last Name').fill('Benali');
  await page.getByLabel('Choose a password (8 characters or more)').fill('assistant-pass-1');
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page).toHaveURL(new RegExp(`/Doctores/${doctor.id}/Agenda$`));

  // The assistant's menu: the agenda's pages, nothing medical.
  const menu = page.getByRole('navigation', { name: 'Assistant menu' });
  await expect(menu.getByRole('link', { name: 'Book by phone' }).first()).toBeAttached();
  for (const medical of [
    'Patients',
    'Consultations',
    'Messages',
    'Medical folders',
    'Overview',
    'Settings',
  ]) {
    await expect(page.getByRole('link', { name: medical, exact: true })).toHaveCount(0);
  }

  // The assistant opens every day of the week, 08:00-12:00.
  await page.goto(`/Doctores/${doctor.id}/Hours`);
  for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
    await page.getByRole('group', { name: day }).getByRole('button', { name: 'Add a range' }).click();
  }
  await page.getByRole('button', { name: 'Save the hours' }).click();
  await expect(page.getByRole('status')).toContainText('Free slots added:');

  // A patient telephones: booked into the first free slot, a text message goes out in French.
  await page.goto(`/Doctores/${doctor.id}/Phone-booking`);
  // With the keyboard alone: the first free slot, the name, the number, French (the default), Book.
  // The free slots arrive after the page: choose once they are there.
  await expect(page.getByLabel('Free slot').locator('option').nth(1)).toBeAttached();
  await page.getByLabel('Free slot').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Free slot')).not.toHaveValue('0');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Patient’s full name')).toBeFocused();
  await page.keyboard.type('Omar Kaci');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0661 23 45 67');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Language of the text message')).toHaveValue('fr');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Book', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Omar Kaci is booked');
  const sms = await outboxText('+213661234567', '.sms.txt');
  expect(sms).toContain('votre rendez-vous avec le Dr');

  // The appointment is on the doctor's agenda; the assistant is offered nothing medical on it.
  await page.goto(`/Doctores/${doctor.id}/Agenda`);
  await page.getByRole('button', { name: 'Week' }).click();
  await page.getByTestId('agenda-day').filter({ hasText: 'Omar Kaci' }).getByRole('button').first().click();
  const booked = page.getByTestId('agenda-appointment').filter({ hasText: 'Omar Kaci' });
  await expect(booked).toBeVisible();
  await expect(booked.getByRole('link', { name: 'Start the consultation' })).toHaveCount(0);
  await expect(booked.getByRole('link', { name: 'Patient', exact: true })).toHaveCount(0);

  await shoot(page, `/Doctores/${doctor.id}/Phone-booking`, 'assistant-phone-booking', '#phone-slot');
  await shoot(page, `/Doctores/${doctor.id}/Agenda`, 'assistant-agenda', 'h1');
  await shoot(
    doctor.page,
    `/Doctores/${doctor.id}/Settings/assistants`,
    'doctor-assistants',
    '#assistants-title',
  );
  await shoot(doctor.page, `/Doctores/${doctor.id}/Settings/account`, 'doctor-close-account', '#close-title');

  // The doctor removes the assistant after a confirmation: their next request is refused.
  await doctor.page.goto(`/Doctores/${doctor.id}/Settings/assistants`);
  const row = doctor.page.getByRole('listitem').filter({ hasText: 'Samia Benali' });
  await row.getByRole('button', { name: 'Remove' }).click();
  const dialog = doctor.page.getByRole('dialog', { name: 'Remove this assistant?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(doctor.page.getByText('You have no assistant yet.')).toBeVisible();
  const refused = await context.request.get('/api/doctor/opening-hours/');
  expect(refused.status()).toBe(403);
  await context.close();
});
