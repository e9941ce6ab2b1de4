import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type BrowserContext, type Page, test, type TestInfo } from '@playwright/test';
import { type Actor, dayFromToday, expect, PDF, PNG } from '../fixtures.ts';
import { apiAs, createFolder, createSlots, uploadPdf, verifyDoctor } from './api.ts';

// The accessibility audit's tools (e2e/accessibility.a11y.ts): languages and widths, waiting for
// a screen to settle, running axe, and the practice data a doctor and a patient fill their areas with.

export const LANGS = ['en', 'fr', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
/** Phone, then desktop. */
export const WIDTHS = [
  { width: 360, height: 800 },
  { width: 1280, height: 800 },
] as const;
// The WCAG A and AA rules, and axe's best practices too (heading order, empty table headers…):
// the goal is no violation of any impact.
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
export const ADMIN_PASSWORD = 'admin-e2e-password-1';
export const MESSAGE = 'Bonjour docteur, la fièvre est revenue.';

/** A text of the app's catalogs (apps/web/src/locales/<lang>/<ns>.json), by dotted key. */
export function text(lang: Lang, ns: string, key: string): string {
  const file = resolve(import.meta.dirname, `../../apps/web/src/locales/${lang}/${ns}.json`);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text ${lang}/${ns}:${key}`);
  return node;
}

export async function useLanguage(context: BrowserContext, lang: Lang, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
}

/**
 * Waits until the screen is complete: the start-up screen and every loading spinner gone, content
 * that fades in on scroll shown (the page is scrolled through), and no transition still running.
 */
export async function settle(page: Page, lang: Lang): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByTestId('loading-screen')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"], [role="status"]:has(.animate-spin)')).toHaveCount(0);
  await page.evaluate(`(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
      await frame();
    }
    scrollTo(0, 0);
  })()`);
  // Transitions and animations that end (spinners and pulses run forever and do not count).
  const moving = `document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length`;
  await expect.poll(() => page.evaluate(moving)).toBe(0);
  await expect(page.locator('[aria-busy="true"], [role="status"]:has(.animate-spin)')).toHaveCount(0);
}

/**
 * Controls whose accessible name (aria-label or aria-labelledby) does not start with the text
 * they show (WCAG 2.5.3): speech users say what they see. A page-side script, as a string.
 */
const NAMES_NOT_STARTING_WITH_TEXT = `(() => {
  const squash = (t) => (t ?? '').replace(/\\s+/g, ' ').trim().toLowerCase();
  const found = [];
  for (const el of document.querySelectorAll('a[href], button, [role=button], [role=link], [role=menuitem], [role=tab]')) {
    if (!el.checkVisibility()) continue;
    const by = el.getAttribute('aria-labelledby');
    const name = by
      ? by.split(/\\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
      : el.getAttribute('aria-label');
    const shown = squash(el.innerText);
    // An icon or an arrow drawn with a character is not a text to say.
    if (name === null || !/[\\p{L}\\p{N}]/u.test(shown)) continue;
    if (!squash(name).startsWith(shown)) found.push('"' + shown + '" named "' + squash(name) + '"');
  }
  return found;
})()`;

export interface Screen {
  name: string;
  path: string;
  /** Waits for what only this screen shows (its data), after the generic settle. */
  ready?: (page: Page) => Promise<void>;
}

/** Collects the violations of every screen audited in one test, then fails once listing them all. */
export class Audit {
  readonly lines: string[] = [];
  readonly raw: Record<string, unknown> = {};
  readonly lang: Lang;
  constructor(lang: Lang) {
    this.lang = lang;
  }

  async check(page: Page, where: string): Promise<void> {
    // Only violations are read: axe then skips the details of passes and of needs-review results.
    const { violations } = await new AxeBuilder({ page })
      .withTags(TAGS)
      .options({ resultTypes: ['violations'] })
      .analyze();
    const label = `${this.lang} ${page.viewportSize()?.width}px ${where}`;
    // Every audited screen is also kept in the report, so each can be looked at in every language.
    await test
      .info()
      .attach(label, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    if (violations.length > 0) this.raw[label] = violations;
    const title = await this.titleProblem(page);
    if (title) this.lines.push(`${label}: ${title}`);
    for (const control of await page.evaluate<string[]>(NAMES_NOT_STARTING_WITH_TEXT))
      this.lines.push(`${label}: accessible name does not start with the visible text: ${control}`);
    for (const v of violations) {
      const nodes = v.nodes.slice(0, 4).map((n) => {
        const html = n.html.replace(/\s+/g, ' ').slice(0, 140);
        return `      ${n.target.join(' ')} — ${html}`;
      });
      const more = v.nodes.length > 4 ? [`      … and ${v.nodes.length - 4} more`] : [];
      this.lines.push(`${label}: ${v.id} (${v.impact}, ${v.nodes.length}) ${v.help}`, ...nodes, ...more);
    }
  }

  /**
   * Why the tab's title does not name the screen in its language, or null: it is the main heading
   * then the site's name ("Trouver un médecin | Reayah"), the site's title on the home page.
   */
  async titleProblem(page: Page): Promise<string | null> {
    const site = text(this.lang, 'common', 'appName');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    const home = new URL(page.url()).pathname === '/';
    const expected =
      home || (await heading.count()) === 0
        ? text(this.lang, 'common', 'meta.title')
        : `${((await heading.first().textContent()) ?? '').replace(/\s+/g, ' ').trim()} | ${site}`;
    try {
      await expect(page).toHaveTitle(expected, { timeout: 2_000 });
      return null;
    } catch {
      return `document.title is "${await page.title()}", not "${expected}"`;
    }
  }

  async visit(page: Page, screen: Screen): Promise<void> {
    await page.goto(screen.path);
    await settle(page, this.lang);
    await screen.ready?.(page);
    await this.check(page, screen.name);
  }

  async finish(testInfo: TestInfo): Promise<void> {
    if (this.lines.length > 0) {
      await testInfo.attach('axe-violations.json', {
        body: JSON.stringify(this.raw, null, 2),
        contentType: 'application/json',
      });
    }
    expect(this.lines, `axe violations:\n${this.lines.join('\n')}`).toEqual([]);
  }
}

export async function eachWidth(page: Page, run: () => Promise<void>): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await run();
  }
}

export type SignedIn = (role: 'patient' | 'doctor', first: string, last: string) => Promise<Actor>;

/** A doctor and a patient of their own with something on every screen. */
export async function practice(signedIn: SignedIn) {
  const doctor = await signedIn('doctor', 'Salima', 'Rahmani');
  const patient = await signedIn('patient', 'Karim', 'Bouzid');
  const [booked] = await createSlots(doctor, dayFromToday(2), [
    ['09:00', '09:30'],
    ['10:00', '10:30'],
    ['11:00', '11:30'],
  ]);
  await apiAs(patient, 'post', `/api/patient/${patient.id}/booking/${booked}`, {});
  const folder = await createFolder(patient, 'Cardiology');
  await uploadPdf(patient, folder, 'ECG');
  const request = await apiAs<{ id: number }>(
    doctor,
    'post',
    `/api/doctor/sendRequest/${doctor.id}/${patient.id}/`,
  );
  await apiAs(patient, 'post', `/api/patient/access-folder/${request.id}/${folder}/`, { status: 'True' });
  const consultation = await apiAs<{ id: number }>(doctor, 'post', '/api/doctor/CreateConsultation/', {
    patient: Number(patient.id),
    objective: 'Hypertension follow-up',
    content: 'Blood pressure stable.',
    next_consultaion: dayFromToday(30),
    items: [
      {
        type: 'medicine-item',
        name: 'Amlodipine 5 mg',
        form: 'tablet',
        dose: '1 tablet',
        frequency: 'each morning',
        duration: '30 days',
        note: '',
      },
    ],
  });
  await verifyDoctor(doctor);
  const prescription = await apiAs<{ code: string }>(
    doctor,
    'post',
    `/api/doctor/consultations/${consultation.id}/prescriptions`,
  );
  const visit = await apiAs<{ id: number }>(
    doctor,
    'post',
    `/api/doctor/create_appointment/${doctor.id}/${patient.id}/`,
    { day: dayFromToday(1), start_time: '08:00', end_time: '08:30', is_confirmed: true, visit_kind: 'video' },
  );
  const {
    results: [conversation],
  } = await apiAs<{ results: { id: number }[] }>(patient, 'get', '/api/conversations/');
  if (!conversation) throw new Error('no conversation between the doctor and the patient');
  await apiAs(patient, 'post', `/api/conversations/${conversation.id}/messages/`, {
    body: MESSAGE,
    client_id: randomUUID(),
  });
  const clinic = await doctor.context.request.post('/api/doctor/CreateClinic/', {
    multipart: {
      doctor: doctor.id,
      name: 'Clinique El Amel',
      email: 'contact@elamel.dz',
      phone_number: '0550123456',
      address: '5 Rue Larbi Ben Mhidi, Alger',
      description: 'General practice and cardiology.',
      picture: { name: 'clinic.png', mimeType: 'image/png', buffer: PNG },
      certification: { name: 'cert.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(clinic.status(), await clinic.text()).toBeLessThan(300);
  return { doctor, patient, folder, visit: visit.id, prescription: prescription.code };
}

/** Opens the phone drawer of the patient and doctor areas (hidden at desktop width). */
export async function openDrawer(page: Page, audit: Audit, where: string): Promise<void> {
  const toggle = page.locator('button[aria-controls="dashboard-sidebar"]');
  if (!(await toggle.isVisible())) return;
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await settle(page, audit.lang);
  await audit.check(page, `${where}, drawer open`);
  await page.keyboard.press('Escape');
}

/**
 * Sets the administrator's password with the command line's one-time link through the API (a used
 * link is refused quietly there: admin.spec may have used it first), then signs in on the Login page.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const link = new URL(await readFile(process.env.E2E_ADMIN_LINK_FILE ?? '', 'utf8'));
  const set = await page.request.post('/api/admin/set-password/', {
    data: { token: link.searchParams.get('token'), password: ADMIN_PASSWORD },
  });
  expect([200, 400]).toContain(set.status());
  await page.goto('/Login');
  await page.getByLabel('Email').fill(process.env.E2E_ADMIN_EMAIL ?? '');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
