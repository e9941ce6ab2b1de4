import { expect, test } from './fixtures.ts';

// A visitor on a phone: a long description leaves the answer on the first screen, in French and in
// Arabic, and the closed menu leaves no shadow on the page's edge.

test.use({ viewport: { width: 390, height: 844 } });

const LONG = {
  fr: "J'ai mal à la tête depuis trois jours, surtout le matin au réveil, avec des nausées. ".repeat(11),
  ar: 'عندي صداع منذ ثلاثة أيام، خاصة في الصباح عند الاستيقاظ، مع غثيان وتعب شديد في كامل الجسم. '.repeat(10),
};

for (const [lang, heading] of [
  ['fr', 'Spécialité recommandée'],
  ['ar', 'التخصص الموصى به'],
] as const) {
  test(`a long description in ${lang} leaves the recommended specialty on the first screen`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
    const q = LONG[lang].trim().slice(0, 1000);
    await page.goto(`/Search?q=${encodeURIComponent(q)}`);
    const specialty = page.getByRole('region', { name: heading });
    await expect(specialty).toBeVisible();
    const box = await specialty.boundingBox();
    expect(box?.y ?? Infinity, 'the specialty starts on the first screen').toBeLessThan(844);
    // The whole description is still the heading's text, for a screen reader.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(q.slice(-40));
  });
}

for (const lang of ['fr', 'ar'] as const) {
  test(`the closed phone menu casts no shadow on the page's edge in ${lang}`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
    await page.goto('/');
    const menu = page.locator('#mobile-menu');
    const shadow = () => menu.evaluate((e) => e.ownerDocument.defaultView?.getComputedStyle(e).boxShadow);
    expect(await shadow()).toBe('none');
    await page.getByRole('button', { name: lang === 'fr' ? 'Ouvrir le menu' : 'فتح القائمة' }).click();
    await expect(menu).toBeVisible();
    await expect.poll(shadow).not.toBe('none');
  });
}
