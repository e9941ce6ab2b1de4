import type { BrowserContext, Page } from '@playwright/test';
import { expect, failedRequest, test } from './fixtures.ts';

// A visitor on a 360 px touch phone, in French and in Arabic: a refused search counts its wait
// down and runs again by itself; "none of these" on the emergency screen lands on the thank-you
// line, by touch and by keyboard; Latin words on the Arabic page sit whole between «»; no health
// tips under the emergency notice; an empty search on Home says what is missing.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const RECOMMEND = '**/api/base/recommendation_doctor/backup/v0/';

async function speak(context: BrowserContext, baseURL: string | undefined, lang: 'fr' | 'ar') {
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
}

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

/** True when the element's box lies within the window, under the fixed navigation bar. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((e) => {
    const box = e.getBoundingClientRect();
    const nav = e.ownerDocument.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    return box.top >= nav - 1 && box.bottom <= (e.ownerDocument.defaultView?.innerHeight ?? 0);
  });

const WAIT = {
  fr: {
    why: 'Trop de recherches depuis cette adresse. Connectez-vous, ou patientez',
    start: /^Dans [34] secondes$/,
    end: /^Dans [12] secondes?$/,
    call: 'Appeler le 14',
    tips: 'Conseils santé',
    specialty: 'Spécialité recommandée',
  },
  ar: {
    why: 'عمليات بحث كثيرة جدًا من هذا العنوان. سجّل الدخول، أو انتظر',
    start: /^بعد [34] ثوانٍ$/,
    end: /^بعد (ثانيتين|ثانية واحدة)$/,
    call: 'اتصل بالرقم 14',
    tips: 'نصائح صحية',
    specialty: 'التخصص الموصى به',
  },
} as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`in ${lang}, a refused search counts its wait down and runs again by itself`, async ({
    page,
    context,
    baseURL,
    consoleGuard,
  }) => {
    const words = WAIT[lang];
    consoleGuard.allow(
      failedRequest(429, '/api/base/recommendation_doctor/backup/v0/'),
      'refused on purpose',
    );
    await speak(context, baseURL, lang);
    let refused = false;
    await page.route(RECOMMEND, async (route) => {
      if (refused) return route.continue();
      refused = true;
      await route.fulfill({
        status: 429,
        headers: { 'retry-after': '4' },
        json: { detail: 'Too many searches.' },
      });
    });
    await page.goto(`/Search?q=${encodeURIComponent('mal au dos')}`);
    await expect(page.getByText(words.why)).toBeVisible();
    await expect(page.getByText(words.start)).toBeVisible();
    await expect(page.getByRole('link', { name: words.call })).toBeVisible();
    await expect(page.getByRole('heading', { name: words.tips })).toHaveCount(0);
    await shot(page, `${lang}-wait`);
    await expect(page.getByText(words.end)).toBeVisible();
    await expect(page.getByRole('region', { name: words.specialty })).toBeVisible({ timeout: 8000 });
    await expect(page.getByText(words.why)).toHaveCount(0);
    await shot(page, `${lang}-wait-over`);
  });
}

for (const { lang, none, next, thanks, specialty } of [
  {
    lang: 'fr',
    none: 'Aucun de ces signes',
    next: 'Continuer',
    thanks: /Merci\. Si l’un de ces signes apparaît/,
    specialty: 'Spécialité recommandée',
  },
  {
    lang: 'ar',
    none: 'لا شيء من هذا',
    next: 'متابعة',
    thanks: /شكرًا\. إذا ظهرت إحدى هذه العلامات/,
    specialty: 'التخصص الموصى به',
  },
] as const) {
  test(`in ${lang}, "none of these" lands on the thank-you line, by touch and by keyboard`, async ({
    page,
    context,
    baseURL,
  }) => {
    await speak(context, baseURL, lang);
    for (const by of ['touch', 'keyboard'] as const) {
      await page.goto(`/Search?q=${encodeURIComponent('he fainted yesterday')}`);
      await page.getByRole('radio', { name: none }).tap();
      const button = page.getByRole('button', { name: next });
      if (by === 'touch') await button.tap();
      else {
        await button.focus();
        await page.keyboard.press('Enter');
      }
      const note = page.getByRole('status').filter({ hasText: thanks });
      await expect(note).toBeFocused();
      expect(await inView(page, '[role="status"][tabindex="-1"]'), 'the thank-you line is in view').toBe(
        true,
      );
      await expect(page.getByRole('region', { name: specialty })).toBeVisible();
      await shot(page, `${lang}-none-${by}`);
    }
  });
}

test('on the Arabic page, Latin words searched sit whole between «»', async ({ page, context, baseURL }) => {
  await speak(context, baseURL, 'ar');
  const q = '3andi sokkar w rjli fiha jor7 ma bghach yebra';
  await page.goto(`/Search?q=${encodeURIComponent(q)}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`«${q}»`);
  // Over several lines, « opens the first line on the words' side and » closes the last one.
  const ends = await heading.evaluate((h) => {
    const text = h.firstChild;
    if (!text) throw new Error('no words in the heading');
    const at = (i: number) => {
      const range = h.ownerDocument.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect();
    };
    const n = text.textContent?.length ?? 0;
    return {
      open: at(0),
      first: at(1),
      close: at(n - 1),
      last: at(n - 2),
      right: h.getBoundingClientRect().right,
    };
  });
  expect(ends.open.right).toBeLessThanOrEqual(ends.first.left + 1);
  expect(Math.abs(ends.open.top - ends.first.top)).toBeLessThan(2);
  expect(ends.close.left).toBeGreaterThanOrEqual(ends.last.right - 1);
  expect(Math.abs(ends.close.top - ends.last.top)).toBeLessThan(2);
  expect(ends.close.top, 'the words take more than one line').toBeGreaterThan(ends.open.top);
  // The lines keep the Arabic page's side.
  expect(ends.close.right).toBeGreaterThan(ends.right - 2);
  await expect(page.getByText('جارٍ البحث عن التخصص المناسب لك')).toHaveCount(0);
  await shot(page, 'ar-latin-quoted');
});

test('in French, no health tips follow the emergency notice', async ({ page, context, baseURL }) => {
  await speak(context, baseURL, 'fr');
  await page.goto(`/Search?q=${encodeURIComponent('chest pain, short of breath')}`);
  await expect(page.getByRole('alert')).toContainText("Il peut s'agir d'une urgence");
  await expect(page.getByRole('region', { name: 'Spécialité recommandée' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Conseils santé' })).toHaveCount(0);
});

for (const { lang, label, submit, missing } of [
  {
    lang: 'fr',
    label: 'Décrivez vos symptômes',
    submit: 'Rechercher',
    missing: "Décrivez d'abord vos symptômes.",
  },
  { lang: 'ar', label: 'صِف أعراضك', submit: 'بحث', missing: 'صِف أعراضك أولًا.' },
] as const) {
  test(`in ${lang}, Home's box shows its whole example and says what is missing when sent empty`, async ({
    page,
    context,
    baseURL,
  }) => {
    await speak(context, baseURL, lang);
    await page.goto('/');
    const box = page.getByLabel(label);
    const fits = await box.evaluate((input) => {
      const doc = input.ownerDocument;
      const style = doc.defaultView?.getComputedStyle(input);
      const context2d = doc.createElement('canvas').getContext('2d');
      if (!style || !context2d) return false;
      context2d.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context2d.measureText(input.getAttribute('placeholder') ?? '').width <= room;
    });
    expect(fits, 'the placeholder fits the box').toBe(true);
    await box.scrollIntoViewIfNeeded();
    await shot(page, `${lang}-home`);
    await box.fill('   ');
    await page.getByRole('button', { name: submit, exact: true }).tap();
    await expect(page.getByText(missing)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await shot(page, `${lang}-home-empty`);
  });
}

test('in French, the results hold the words searched in a box, to change them and search again', async ({
  page,
  context,
  baseURL,
}) => {
  await speak(context, baseURL, 'fr');
  await page.goto(`/Search?q=${encodeURIComponent('mal au dos')}`);
  const box = page.getByRole('searchbox', { name: 'Modifiez les mots de votre recherche' });
  await expect(box).toHaveValue('mal au dos');
  await expect(page.getByRole('region', { name: 'Spécialité recommandée' })).toBeVisible();
  await expect(page.getByText('Recherche de la spécialité qui vous convient')).toHaveCount(0);
  await shot(page, 'fr-refine');
  await box.fill('mal au dos depuis une chute');
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'mal au dos depuis une chute');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('« mal au dos depuis une chute »');
  await expect(box).toHaveValue('mal au dos depuis une chute');
});

test('in Arabic, the box holding the words searched keeps them in their own direction', async ({
  page,
  context,
  baseURL,
}) => {
  await speak(context, baseURL, 'ar');
  await page.goto(`/Search?q=${encodeURIComponent('عندي صداع و fièvre')}`);
  const box = page.getByRole('searchbox', { name: 'عدّل كلمات بحثك' });
  await expect(box).toHaveValue('عندي صداع و fièvre');
  await expect(box).toHaveAttribute('dir', 'auto');
  await expect(page.getByRole('region', { name: 'التخصص الموصى به' })).toBeVisible();
  await expect(page.getByText('جارٍ البحث عن التخصص المناسب لك')).toHaveCount(0);
  await shot(page, 'ar-refine');
});
