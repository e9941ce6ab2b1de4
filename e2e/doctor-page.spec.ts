import { expect, failedRequest, test } from './fixtures.ts';

// What a visitor reads on a doctor's page is what Reayah knows: whether it verified the doctor,
// never a ranking or a rating it does not have; and an address that names no doctor says so and
// leads back to the directory instead of offering a slot list to an empty page.

test('an unverified doctor is shown as not verified, with no award or rating', async ({ page, request }) => {
  let unverified: { id: number } | undefined;
  // Verified doctors are listed first: the unverified come on a later page.
  for (let page = 1; !unverified && page <= 5; page++) {
    const list = await request.get(`/api/doctor/search/list?search=&page=${page}`);
    unverified = (await list.json()).results.find((d: { is_certified: boolean }) => !d.is_certified);
  }
  if (!unverified) throw new Error('no unverified doctor is listed');
  await page.goto(`/Book-a-doctor/${unverified.id}`);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header).toContainText('Not verified');
  await expect(header).not.toContainText('Reayah Choice');
  await expect(page.getByText('Rated 5 out of 5')).toHaveCount(0);
});

test('a verified doctor is shown as verified', async ({ page, request }) => {
  const list = await request.get('/api/doctor/search/list?search=&verified=true');
  const verified = (await list.json()).results[0] as { id: number };
  await page.goto(`/Book-a-doctor/${verified.id}`);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header).toContainText('Verified');
  await expect(header).not.toContainText('Not verified');
});

test('a doctor who does not exist: the page says so and leads to the directory, with no slots to pick', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(failedRequest(404, '/api/doctor/search/999999/'), 'no such doctor on purpose');
  consoleGuard.allow(failedRequest(404, '/api/patient/all-bookings/999999/'), 'no such doctor on purpose');
  await page.goto('/Book-a-doctor/999999');
  await expect(page.getByText('This doctor could not be found.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a time' })).toHaveCount(0);
  await expect(page.getByText("There's No Bookings Available")).toHaveCount(0);
  await page.getByRole('link', { name: 'Find another doctor' }).click();
  await expect(page).toHaveURL(/\/Doctors$/);
});
