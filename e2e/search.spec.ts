import type { Page } from '@playwright/test';
import { DEMO, expect, login, test } from './fixtures.ts';

async function searchFromHome(page: Page, symptoms: string) {
  await login(page, DEMO.patient);
  // Visitors have the box too: wait for the signed-in page, which renders the hero again.
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const box = page.getByLabel('Describe your symptoms');
  await box.fill(symptoms);
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/Search' && url.searchParams.get('q') === symptoms);
}

test('a patient describes a skin problem in French and reaches a dermatologist', async ({ page }) => {
  await searchFromHome(page, "j'ai des boutons et des démangeaisons sur la peau depuis une semaine");

  await expect(page.getByText('you are searching for')).toBeVisible();
  const specialty = page.getByRole('region', { name: 'Recommended specialty' });
  await expect(specialty).toContainText('Dermatology');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // A doctor's card is the list item with the doctor's name as its heading (its facts are a list too).
  const doctors = page
    .getByRole('region', { name: 'Recommended doctors' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(doctors.first()).toBeVisible();
  await expect(doctors.first()).toContainText('Dermatology');
  // The only test that books a demo doctor's slot (the others create their own doctor, some of
  // them dermatologists whose one slot is booked): from the last card up, the first doctor with a
  // free slot, which keeps clear of anyone trying the first ones by hand on the same server.
  const cards = await doctors.all();
  let name = '';
  for (const card of cards.reverse()) {
    const heading = await card.getByRole('heading').textContent();
    const href = await card.getByRole('link', { name: /^Book / }).getAttribute('href');
    expect(href).toMatch(/^\/Book-a-doctor\/\d+$/);
    await card.getByRole('link', { name: /^Book / }).click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeVisible();
    // The doctor's free slots once loaded, or the line saying there are none.
    await expect(
      page.getByTestId('slot').or(page.getByText("There's No Bookings Available")).first(),
    ).toBeVisible();
    if ((await page.getByTestId('slot').count()) > 0) {
      name = heading?.replace(/(Not verified|Verified)$/, '').trim() ?? '';
      break;
    }
    await page.goBack();
    await expect(doctors.first()).toBeVisible();
  }
  expect(name).toMatch(/^Dr\. /);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByTestId('slot').last().click();
  const dialog = page.getByRole('dialog', { name: 'Your appointment' });
  await expect(dialog.getByTestId('booking-recap')).toContainText(name);
  // The symptoms searched are the visit's reason, which the patient may still change.
  await expect(dialog.getByLabel('Reason for the visit (optional)')).toHaveValue(
    "j'ai des boutons et des démangeaisons sur la peau depuis une semaine",
  );
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
});

test('a red-flag description shows the emergency notice above the results', async ({ page }) => {
  await searchFromHome(page, 'douleur thoracique écrasante qui irradie dans le bras gauche');

  const notice = page.getByRole('alert');
  await expect(notice).toContainText(
    'Call 14 (Civil Protection) now or go to the nearest emergency department.',
  );
  await expect(notice).toContainText('can be a heart attack');
  await expect(notice.getByRole('link', { name: 'Call 14' })).toHaveAttribute('href', 'tel:14');
  const noticeBox = await notice.boundingBox();
  const headerBox = await page.getByText('you are searching for').boundingBox();
  expect(noticeBox && headerBox && noticeBox.y < headerBox.y).toBe(true);
  await expect(page.getByRole('region', { name: 'Recommended specialty' })).toContainText('Cardiology');
});

test('Darija in Latin letters: a sudden worst-ever headache shows the notice with its reason', async ({
  page,
}) => {
  await searchFromHome(page, 'rassi dja 3liya wja3 fjai2, jamais 7ssit b kima haka');

  const notice = page.getByRole('alert');
  await expect(notice).toContainText('can be bleeding in the brain');
  await expect(notice).toContainText('Call 14 (Civil Protection)');
});

test('a doubtful description asks a follow-up question; a yes shows the notice above everything', async ({
  page,
}) => {
  await searchFromHome(page, 'very bad headache since this morning');

  await expect(
    page.getByText('Did the headache start suddenly, and is it the worst you have ever had?'),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Yes' }).click();

  const notice = page.getByRole('alert');
  await expect(notice).toContainText('can be bleeding in the brain');
  await expect(notice).toBeFocused();
  const noticeBox = await notice.boundingBox();
  const headerBox = await page.getByText('you are searching for').boundingBox();
  expect(noticeBox && headerBox && noticeBox.y < headerBox.y).toBe(true);
  await page.screenshot({ path: test.info().outputPath('follow-up-yes.png'), fullPage: true });
});

test('on a 360 px phone the symptom search fits the screen, in English and in French', async ({
  signedIn,
}) => {
  const { page } = await signedIn('patient', 'Lina', 'Narrow');
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [language, label] of [
    ['English', 'Describe your symptoms'],
    ['Français', 'Décrivez vos symptômes'],
  ] as const) {
    await page.goto('/');
    await page.getByRole('combobox', { name: /Language|Langue/ }).selectOption({ label: language });
    const box = page.getByLabel(label);
    await expect(box).toBeVisible();
    // The hero's column used to take the search row's natural width and run off the screen.
    for (const part of [box, page.getByRole('heading', { level: 1 })]) {
      const edge = await part.evaluate((e) => e.getBoundingClientRect().right);
      expect(edge).toBeLessThanOrEqual(360);
    }
  }
});
