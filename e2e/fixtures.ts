import { test as base, expect, type Page } from '@playwright/test';
import { type Actor, openActor, type Role, signUpThroughApi } from './support/actors.ts';
import { ConsoleGuard } from './support/console-guard.ts';
export { type ConsoleGuard, failedRequest } from './support/console-guard.ts';
import { uniqueEmail } from './support/data.ts';

export { expect } from '@playwright/test';
export type { Actor } from './support/actors.ts';
export { dayFromToday, PDF, PNG, uniqueEmail, uniquePhone, uniqueTag } from './support/data.ts';
export {
  EMAIL_CODE_MAIL,
  latestCodeFor,
  latestSmsCodeFor,
  RESET_CODE_MAIL,
  storedPhone,
} from './support/outbox.ts';

export const DEMO_PASSWORD = 'demo-pass-2024';
export const DEMO = {
  patient: 'amina.patient@reayah.dz',
  otherPatient: 'yacine.patient@reayah.dz',
  doctor: 'doctor@reayah.dz',
} as const;

interface Fixtures {
  /** Fails the test on any browser console error or uncaught page error not expected (auto). */
  consoleGuard: ConsoleGuard;
  /** A new user signed in inside a browser context of their own, watched by the guard. */
  signedIn: (role: Role, first: string, last: string) => Promise<Actor>;
}

export const test = base.extend<Fixtures>({
  consoleGuard: [
    async ({ context }, use) => {
      const guard = new ConsoleGuard();
      guard.watch(context);
      await use(guard);
      expect(guard.unexpected(), 'errors in the browser console or uncaught in the page').toEqual([]);
    },
    { auto: true },
  ],
  signedIn: async ({ browser, consoleGuard }, use) => {
    const actors: Actor[] = [];
    await use(async (role, first, last) => {
      const context = await browser.newContext();
      consoleGuard.watch(context);
      const actor = await openActor(context, role, first, last);
      actors.push(actor);
      return actor;
    });
    await Promise.all(actors.map((a) => a.context.close()));
  },
});

/** Signs in through the Login screen and waits for the page it lands on (the home page by default). */
export async function login(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  landing: RegExp = /\/$/,
): Promise<void> {
  await page.goto('/Login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(landing);
}

/** Signs up through the API in the page's context (fast path for tests not about registration). */
export async function apiSignUp(
  page: Page,
  role: Role,
  names: { first: string; last: string },
): Promise<{ email: string; password: string; phone: string }> {
  return signUpThroughApi(page.request, role, names, uniqueEmail(role));
}

/** The SweetAlert2 popup showing `text`, closed with its OK button. */
export async function closeAlert(page: Page, text: string): Promise<void> {
  const popup = page.locator('.swal2-popup');
  await expect(popup).toContainText(text);
  // SweetAlert2 scales the popup in: a click while it grows can land beside the button it aimed at,
  // and the popup then stays open.
  await popup.evaluate((element) => {
    type Animated = { getAnimations(options: object): { finished: Promise<unknown> }[] };
    return Promise.all(
      (element as unknown as Animated).getAnimations({ subtree: true }).map((a) => a.finished),
    );
  });
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
}
