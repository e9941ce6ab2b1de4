import { expect, test } from './fixtures.ts';

// The search page opened with no words (the address typed by hand, a bookmark, a query of spaces):
// no empty quotation marks where the words would be, but an invitation and the symptom box.

const QUOTES = /[“”«»"]/;

test('the search page without words invites a description, with no quotes, and searches what is typed', async ({
  page,
}) => {
  for (const address of ['/Search', '/Search?q=%20%20']) {
    await page.goto(address);
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What symptoms do you have?');
    await expect(header).not.toContainText(QUOTES);
    await expect(page.getByText('you are searching for')).toHaveCount(0);
  }

  const box = page.getByRole('searchbox', { name: 'Describe your symptoms' });
  await box.fill('mal au dos');
  await box.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/Search' && url.searchParams.get('q') === 'mal au dos',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“mal au dos”');
  await expect(page.getByText('you are searching for')).toBeVisible();
});

for (const { lang, title, label } of [
  { lang: 'fr', title: 'Quels symptômes avez-vous ?', label: 'Décrivez vos symptômes' },
  { lang: 'ar', title: 'ما الأعراض التي تشعر بها؟', label: 'صِف أعراضك' },
]) {
  test(`in ${lang}, the search page without words shows no quotation marks either`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
    await page.goto('/Search');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(title);
    await expect(page.locator('header').filter({ has: heading })).not.toContainText(QUOTES);
    await expect(page.getByRole('searchbox', { name: label })).toBeVisible();
  });
}
