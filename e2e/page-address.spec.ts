import { expect, test } from './fixtures.ts';

// An address typed or pasted with text the API refuses (a NUL, bytes that are not UTF-8) opens the
// page without that text, never an error body of the API.

const REFUSED = /must not contain a NUL character|is not valid UTF-8 text/;

test('a search address with a NUL opens the search without it', async ({ page }) => {
  await page.goto('/Search?q=%00');
  await expect(page).toHaveURL((url) => url.pathname === '/Search' && url.search === '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What symptoms do you have?');
  await expect(page.getByRole('searchbox', { name: 'Describe your symptoms' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(REFUSED);
});

test('the directory keeps the good words and drops the area that is not text', async ({ page }) => {
  await page.goto('/Doctors?q=cardio&wilaya=%C3%28');
  await expect(page).toHaveURL((url) => url.pathname === '/Doctors' && url.search === '?q=cardio');
  await expect(page.locator('#directory-q')).toHaveValue('cardio');
  await expect(page.locator('body')).not.toContainText(REFUSED);
});

test('sign-in with a return address holding a NUL shows the sign-in form', async ({ page }) => {
  await page.goto('/Login?next=%00');
  await expect(page).toHaveURL((url) => url.pathname === '/Login' && url.search === '');
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('a page path that is not UTF-8 shows the not-found page', async ({ page }) => {
  await page.goto('/Search%C3%28');
  await expect(page.getByRole('heading', { name: 'Oops! This Page Not Found' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(REFUSED);
});
