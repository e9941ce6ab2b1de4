import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The public screens against the production build served by the API.

/** The SweetAlert2 popup (role dialog) with its title and text. */
function alertDialog(page: Page) {
  return page.getByRole('dialog');
}

test('home shows the static content and the navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('115 doctors online')).toBeVisible();
  for (const topic of [
    'Heart disease',
    'Mental health',
    'COVID-19',
    'Exercise and fitness',
    'Cancer',
    'Skin Care',
  ]) {
    await expect(page.getByText(topic, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Are you a doctor? Become a part')).toBeVisible();
  // The footer loads when the reader nears it (below the fold on Home).
  await page.keyboard.press('End');
  await expect(page.getByText('© 2024 Reayah. All rights reserved.')).toBeVisible();
  // A visitor can describe their symptoms on the first screen.
  await expect(page.getByLabel('Describe your symptoms')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/FAQ$/);
  await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
});

test('routes match in any case and unknown paths show not-found', async ({ page }) => {
  for (const path of ['/login', '/Login', '/LOGIN']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  }
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Oops! This Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Blogs/nothing');
  await expect(page.getByRole('heading', { name: 'Oops! This Page Not Found' })).toBeVisible();
});

test("the dashboards send a visitor to Login and back; a doctor's booking page is open to visitors", async ({
  page,
}) => {
  for (const path of ['/Patients/1/Profile', '/Doctores/1/Overview']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/Login\\?next=${encodeURIComponent(path)}$`));
  }
  await page.goto('/Book-a-doctor/1');
  await expect(page).toHaveURL(/\/Book-a-doctor\/1$/);
});

test('FAQ items open on click', async ({ page }) => {
  await page.goto('/FAQ');
  const question = page.getByRole('button', { name: 'Is my medical data secure?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/A doctor can only see a folder after you accept/)).toBeVisible();
});

test('contact form shows each validation message', async ({ page }) => {
  await page.goto('/Contact');
  await page.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    'Full Name is required',
    'Email is required',
    'Subject is required',
    'Message is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Email').fill('amina@');
  await page.getByLabel('Subject').click();
  await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible();
});

test('contact form sends the message and stays disabled until a field changes', async ({ page }) => {
  await page.goto('/Contact');
  await page.getByLabel('Full Name').fill('Amina Benali');
  await page.getByLabel('Email').fill('amina.contact@example.dz');
  await page.getByLabel('Subject').fill('Question about booking');
  await page.getByLabel('Message', { exact: true }).fill('Hello, how do I book a dermatologist?');
  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.click();

  const dialog = alertDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Success' })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Message', { exact: true }).press('End');
  await page.getByLabel('Message', { exact: true }).pressSequentially(' Thanks');
  await expect(submit).toBeEnabled();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu slides in and navigates', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }),
    ).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'About Us' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/About$/);
    await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'About Us' })).toBeHidden();
    // The account icon leads a visitor to Login, to come back to this page after.
    await page.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/Login\?next=%2FAbout$/);
  });
});
