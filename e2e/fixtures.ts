import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-2024';
export const DEMO = {
  patient: 'amina.patient@reayah.dz',
  otherPatient: 'yacine.patient@reayah.dz',
  doctor: 'doctor@reayah.dz',
} as const;

/** A unique email for an account a test creates. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.dz`;
}

/** The 6-digit code in the newest mail sent to `to`, read from the server's outbox folder. */
export async function latestCodeFor(to: string, timeoutMs = 10_000): Promise<string> {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of names) {
      const text = await readFile(join(dir, name), 'utf8');
      if (!text.includes(to)) continue;
      const code = text.match(/verification code is (\d{6})/)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code mailed to ${to}`);
}

/** Signs in through the Login screen and waits for the home page. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/Login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Signs up and signs in through the API (fast path for tests that are not about registration). */
export async function apiSignUp(
  page: Page,
  role: 'patient' | 'doctor',
  names: { first: string; last: string },
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(role);
  const password = 'e2e-password-1';
  const res = await page.request.post(`/api/auth/sign_up/${role}/`, {
    data: { first_name: names.first, last_name: names.last, email, password },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}
