import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// A visitor who is not signed in searches from the home page's first screen, with the keyboard
// only: the emergency notice, and the emergency screen answered "none of these" or yes.

/** Tabs from the top of the page to the symptom box, types and sends with Enter. */
async function searchByKeyboard(page: Page, label: string, symptoms: string) {
  const box = page.getByLabel(label);
  await expect(box).toBeVisible();
  for (let i = 0; i < 40 && !(await box.evaluate((e) => e === e.ownerDocument.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await page.keyboard.type(symptoms);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/Search' && url.searchParams.get('q') === symptoms);
}

/** Tabs forward until `target` has the focus. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 40 && !(await target.evaluate((e) => e === e.ownerDocument.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test('a visitor types chest pain and breathlessness on the home page and sees the emergency notice', async ({
  page,
}) => {
  await page.goto('/');
  await searchByKeyboard(page, 'Describe your symptoms', 'chest pain, short of breath');

  const notice = page.getByRole('alert');
  await expect(notice).toContainText('This may be an emergency');
  await expect(notice).toContainText('Call 14 (Civil Protection) now');
  await expect(page.getByText('Sign in to get your recommendation')).toHaveCount(0);
});

test('a visitor answers the emergency screen "none of these" with the keyboard and sees the results', async ({
  page,
}) => {
  await page.goto('/');
  await searchByKeyboard(page, 'Describe your symptoms', 'he fainted yesterday');

  const screen = page.getByRole('group', { name: 'Before your results: is any of these happening now?' });
  await expect(screen).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recommended specialty' })).toHaveCount(0);
  const none = screen.getByRole('radio', { name: 'None of these' });
  await tabTo(page, screen.getByRole('radio').first());
  // Arrow keys move within the group; the last choice is "None of these".
  await page.keyboard.press('ArrowUp');
  await expect(none).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('region', { name: 'Recommended specialty' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('If any of these signs appears, call 14');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('in Arabic, a visitor answers yes to a sign of the screen with the keyboard and the notice takes the focus', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await searchByKeyboard(page, 'صِف أعراضك', 'سقطت وهناك دم');

  const screen = page.getByRole('group', { name: 'قبل النتائج: هل تحدث إحدى هذه العلامات الآن؟' });
  await expect(screen).toBeVisible();
  const first = screen.getByRole('radio').first();
  await tabTo(page, first);
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(screen.getByRole('radio', { name: 'ألم أو ضغط أو انقباض في الصدر' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'متابعة' }));
  await page.keyboard.press('Enter');

  const notice = page.getByRole('alert');
  await expect(notice).toContainText('قد تكون هذه حالة طارئة');
  await expect(notice).toBeFocused();
});
