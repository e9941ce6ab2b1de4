import type { BrowserContext, Page } from '@playwright/test';
import { createSlots } from './support/api.ts';
import { dayFromToday, expect, test } from './fixtures.ts';

// What a French or Arabic reader sees of the public screens around the search: the tab's title,
// the footer's specialties, the words searched for between the language's quotation marks, and
// the wilaya on a doctor's card.

test.use({ viewport: { width: 360, height: 800 } });

const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
const inLanguage = (context: BrowserContext, lang: 'fr' | 'ar') =>
  context.addCookies([{ name: 'lang', value: lang, url: ORIGIN }]);
const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

for (const [lang, findDoctor, site, book] of [
  ['fr', 'Trouver un médecin', 'Reayah', 'Choisissez un horaire'],
  ['ar', 'ابحث عن طبيب', 'رعاية', 'اختر موعدًا'],
] as const) {
  test(`the tab's title names the page in ${lang}, after moving between pages too`, async ({
    page,
    context,
    signedIn,
  }) => {
    const doctor = await signedIn('doctor', 'Amine', 'Saadi');
    await createSlots(doctor, dayFromToday(3), [['10:00', '10:30']]);
    await inLanguage(context, lang);
    await page.goto('/About');
    await expect(page).toHaveTitle(`${await mainHeading(page).innerText()} | ${site}`);

    // From a page of its own to the directory, without loading a document.
    await page.getByRole('button', { name: lang === 'fr' ? 'Ouvrir le menu' : 'فتح القائمة' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: findDoctor }).click();
    await expect(mainHeading(page)).toHaveText(findDoctor);
    await expect(page).toHaveTitle(`${findDoctor} | ${site}`);

    await page.goto(`/Book-a-doctor/${doctor.id}`);
    await expect(page.getByRole('heading', { name: book })).toBeVisible();
    const name = await mainHeading(page).innerText();
    expect(name).toContain('Saadi');
    await expect(page).toHaveTitle(`${name} | ${site}`);
  });
}

test('the footer lists specialties, each opening the directory at its doctors', async ({ page, context }) => {
  await inLanguage(context, 'fr');
  await page.goto('/About');
  // The footer's code loads as the reader comes near it.
  await page.evaluate('scrollTo(0, document.documentElement.scrollHeight)');
  const footer = page.getByRole('contentinfo');
  const column = footer.getByRole('list').filter({ has: page.getByRole('link', { name: 'Cardiologie' }) });
  await expect(column.getByRole('link', { name: 'Dermatologie' })).toBeVisible();
  await expect(column).not.toContainText("Conditions d'utilisation");
  await page.screenshot({ path: test.info().outputPath('footer-fr-360.png'), fullPage: true });
  await column.getByRole('link', { name: 'Cardiologie' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/Doctors' && url.searchParams.get('q') === 'Cardiologie',
  );
  const cards = page.getByTestId('directory-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Cardiologie');
});

test('in Arabic, Latin words searched for keep their order between «»', async ({ page, context }) => {
  await inLanguage(context, 'ar');
  const words = 'mal de tête.';
  await page.goto(`/Search?${new URLSearchParams({ q: words }).toString()}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`«${words}»`);
  // Where each character is drawn, left to right, read from the heading's layout.
  const drawn = await heading.evaluate((h1) => {
    const spots: { char: string; x: number }[] = [];
    const walker = h1.ownerDocument.createTreeWalker(h1, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node.textContent ?? '').length; i += 1) {
        const range = h1.ownerDocument.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        spots.push({ char: node.textContent?.[i] ?? '', x: range.getBoundingClientRect().x });
      }
    }
    return spots
      .sort((a, b) => a.x - b.x)
      .map((s) => s.char)
      .join('');
  });
  // The heading takes the words' direction (left to right), marks included: « opens on the left,
  // » closes on the right, the French words between them with their full stop last. (Drawn as
  // before on one line; over several lines the marks now wrap the words whole.)
  expect(drawn).toBe(`«${words}»`);
  await page.screenshot({ path: test.info().outputPath('search-quotes-ar-360.png') });
});

test('on Arabic pages, a doctor card names the wilaya in Arabic', async ({ page, context }) => {
  await inLanguage(context, 'ar');
  // Tlemcen, wilaya 13.
  await page.goto('/Doctors?wilaya=13');
  const cards = page.getByTestId('directory-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card).toContainText('· تلمسان');
    await expect(card).not.toContainText('· Tlemcen');
  }
  await page.screenshot({ path: test.info().outputPath('directory-ar-360.png') });
});
