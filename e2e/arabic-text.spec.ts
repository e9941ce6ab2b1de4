import { expect, test } from './fixtures.ts';

// Arabic pages at a phone's width: Latin text inside an Arabic sentence keeps its order and its
// place, and an example number never breaks over two lines.

test.use({ viewport: { width: 360, height: 740 }, locale: 'ar' });

test('the sign-in hint keeps their example number on one line, left to right', async ({ page }) => {
  await page.goto('/Login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const number = page.locator('bdi', { hasText: '05 55 12 34 56' });
  await expect(number).toHaveCount(1);
  await expect(number).toHaveAttribute('dir', 'ltr');
  // One box: the number is not split over two lines.
  expect(await number.evaluate((el) => el.getClientRects().length)).toBe(1);
});
