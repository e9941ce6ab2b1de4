import { dayFromToday, expect, test } from './fixtures.ts';
import { createSlots } from './support/api.ts';

// The Book a doctor page of a doctor who chose no specialty and offers one slot: a short page.

interface Box {
  top: number;
  right: number;
  bottom: number;
}

test('book a doctor: no invented specialty, and the page background reaches the footer at every width', async ({
  signedIn,
}) => {
  test.setTimeout(180_000);
  const doctor = await signedIn('doctor', 'Rania', 'Bouzid');
  await createSlots(doctor, dayFromToday(3), [['09:00', '09:30']]);
  const { page } = await signedIn('patient', 'Yacine', 'Amrani');

  await page.goto(`/book-a-doctor/${doctor.id}`);
  await expect(page.getByRole('heading', { name: `Dr. ${doctor.name}` })).toBeVisible();
  await expect(page.getByText('Specialty not set')).toBeVisible();
  await expect(page.getByTestId('slot')).toHaveCount(1);

  for (let width = 320; width <= 1440; width += 40) {
    for (const height of [700, 1200]) {
      await page.setViewportSize({ width, height });
      const gaps = await page.locator('main').evaluate((main) => {
        const box = (el: unknown) => (el as { getBoundingClientRect(): Box }).getBoundingClientRect();
        const outer = box(main);
        const inner = box((main as unknown as { firstElementChild: unknown }).firstElementChild);
        const html = (main as unknown as { ownerDocument: { documentElement: Record<string, number> } })
          .ownerDocument.documentElement;
        return {
          below: Math.round(outer.bottom - inner.bottom),
          right: Math.round(outer.right - inner.right),
          sideways: (html.scrollWidth ?? 0) - (html.clientWidth ?? 0),
        };
      });
      expect(gaps, `white showing at ${width}×${height}`).toEqual({ below: 0, right: 0, sideways: 0 });
    }
  }
});
