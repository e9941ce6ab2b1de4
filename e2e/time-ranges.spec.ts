import type { Locator } from '@playwright/test';
import { apiAs, createSlots } from './support/api.ts';
import { type Actor, dayFromToday, expect, test } from './fixtures.ts';

// A time range reads start then end in the page's reading order: from the right in Arabic, from
// the left in English and French; each time stays as written (09:00, never 00:09).

// With SCREENSHOT_DIR set, the doctor's page, the booking and the agenda are kept in Arabic.
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** Where each text is drawn inside the element: its horizontal middle and how many boxes it takes. */
async function drawn(element: Locator, texts: string[]) {
  return element.evaluate((root, wanted) => {
    const doc = root.ownerDocument;
    const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
    const found: Record<string, { middle: number; boxes: number }> = {};
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const content = node.textContent ?? '';
      for (const text of wanted) {
        const at = content.indexOf(text);
        if (at === -1 || found[text]) continue;
        const range = doc.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + text.length);
        const box = range.getBoundingClientRect();
        found[text] = { middle: box.left + box.width / 2, boxes: range.getClientRects().length };
      }
    }
    return found;
  }, texts);
}

/**
 * The start is drawn before the end in the reading order (`rtl`: to its right), each in one piece.
 * Measured again until it holds or time runs out: a page may still be drawing its answer.
 */
async function expectRange(element: Locator, start: string, end: string, dir: 'rtl' | 'ltr') {
  await expect(element).toBeVisible();
  await expect(async () => {
    // Drawn on the screen: text out of view may not be laid out yet (content-visibility).
    await element.scrollIntoViewIfNeeded();
    const at = await drawn(element, [start, end]);
    const [first, second] = [at[start], at[end]];
    if (!first || !second) throw new Error(`${start} and ${end} are not both shown`);
    expect(first.boxes, `${start} is drawn in one piece`).toBe(1);
    expect(second.boxes, `${end} is drawn in one piece`).toBe(1);
    const startFirst = dir === 'rtl' ? first.middle > second.middle : first.middle < second.middle;
    expect(startFirst, `${start} comes before ${end} reading ${dir}`).toBe(true);
  }).toPass({ timeout: 10_000 });
}

async function inArabic(actor: Actor) {
  await actor.context.addCookies([{ name: 'lang', value: 'ar', url: ORIGIN }]);
}

test('in Arabic the booked slot reads 09:00 then 09:30 from the right, in the booking and once booked', async ({
  signedIn,
}) => {
  const doctor = await signedIn('doctor', 'Samir', 'Bouzid');
  const patient = await signedIn('patient', 'Houda', 'Kaci');
  await createSlots(doctor, dayFromToday(1), [['09:00', '09:30']]);
  await inArabic(patient);
  const page = patient.page;
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto(`/book-a-doctor/${doctor.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('slot').first().click();
  const recap = page.getByTestId('booking-recap');
  await expectRange(
    recap.locator('div').filter({ hasText: 'الساعة' }).locator('dd'),
    '09:00',
    '09:30',
    'rtl',
  );
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/booking-recap-ar.png` });

  await page.getByRole('dialog').getByRole('button', { name: 'تأكيد' }).click();
  await expect(page).toHaveURL(/\/booked\b|\/Booked/i);
  await expectRange(page.locator('dd').filter({ hasText: '09:30' }), '09:00', '09:30', 'rtl');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/booked-ar.png` });
});

test("in Arabic the doctor's agenda and appointments read each range from the right; in English from the left", async ({
  signedIn,
}) => {
  const doctor = await signedIn('doctor', 'Leila', 'Benali');
  const patient = await signedIn('patient', 'Omar', 'Ferhat');
  const day = dayFromToday(1);
  const [slot] = await createSlots(doctor, day, [['10:00', '10:30']]);
  await apiAs(patient, 'post', `/api/patient/${patient.id}/booking/${slot}/`, {});
  const page = doctor.page;
  const item = page.getByTestId('agenda-appointment').filter({ hasText: patient.name });

  await page.goto(`/Doctores/${doctor.id}/Agenda?day=${day}&view=day`);
  await expectRange(item, '10:00', '10:30', 'ltr');

  await inArabic(doctor);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/Doctores/${doctor.id}/Agenda?day=${day}&view=day`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(item).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/agenda-day-ar.png`, fullPage: true });
  await expectRange(item, '10:00', '10:30', 'rtl');
  await page.goto(`/Doctores/${doctor.id}/Agenda?day=${day}&view=week`);
  await expect(page.getByTestId('agenda-day')).toHaveCount(7);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/agenda-week-ar.png`, fullPage: true });

  await page.goto(`/Doctores/${doctor.id}/Appoints`);
  await expectRange(page.getByRole('row').filter({ hasText: patient.name }), '10:00', '10:30', 'rtl');
});
