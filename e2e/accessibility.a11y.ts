import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { type Actor, dayFromToday, expect, PDF, PNG, test } from './fixtures.ts';
import { addPatient, apiAs, createFolder, createSlots, uploadPdf } from './support/api.ts';

// Issue #11 item 11: no axe-core violation of any impact (WCAG 2.0, 2.1 and 2.2 A and AA rules, and
// axe's best practices) on any screen, in English, French and Arabic, at phone and desktop widths,
// with representative dialogs and menus open. Each test is one language and one kind of visitor; a
// failure lists every screen's violations (rule, impact, element and its HTML) so each can be fixed
// at its source. No rule is disabled.

const LANGS = ['en', 'fr', 'ar'] as const;
type Lang = (typeof LANGS)[number];
/** Phone, then desktop. */
const WIDTHS = [
  { width: 360, height: 800 },
  { width: 1280, height: 800 },
] as const;
// The WCAG A and AA rules, and axe's best practices too (heading order, empty table headers…):
// the goal is no violation of any impact.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const ADMIN_PASSWORD = 'admin-e2e-password-1';
const MESSAGE = 'Bonjour docteur, la fièvre est revenue.';

/** A text of the app's catalogs (apps/web/src/locales/<lang>/<ns>.json), by dotted key. */
function text(lang: Lang, ns: string, key: string): string {
  const file = resolve(import.meta.dirname, `../apps/web/src/locales/${lang}/${ns}.json`);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text ${lang}/${ns}:${key}`);
  return node;
}

async function useLanguage(context: BrowserContext, lang: Lang, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
}

/**
 * Waits until the screen is complete: the start-up screen and every loading spinner gone, content
 * that fades in on scroll shown (the page is scrolled through), and no transition still running.
 */
async function settle(page: Page, lang: Lang): Promise<void> {
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

interface Screen {
  name: string;
  path: string;
  /** Waits for what only this screen shows (its data), after the generic settle. */
  ready?: (page: Page) => Promise<void>;
}

/** Collects the violations of every screen audited in one test, then fails once listing them all. */
class Audit {
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
    if (violations.length > 0) this.raw[label] = violations;
    for (const v of violations) {
      const nodes = v.nodes.slice(0, 4).map((n) => {
        const html = n.html.replace(/\s+/g, ' ').slice(0, 140);
        return `      ${n.target.join(' ')} — ${html}`;
      });
      const more = v.nodes.length > 4 ? [`      … and ${v.nodes.length - 4} more`] : [];
      this.lines.push(`${label}: ${v.id} (${v.impact}, ${v.nodes.length}) ${v.help}`, ...nodes, ...more);
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

async function eachWidth(page: Page, run: () => Promise<void>): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await run();
  }
}

type SignedIn = (role: 'patient' | 'doctor', first: string, last: string) => Promise<Actor>;

/** A doctor and a patient of their own with something on every screen. */
async function practice(signedIn: SignedIn) {
  const doctor = await signedIn('doctor', 'Salima', 'Rahmani');
  const patient = await signedIn('patient', 'Karim', 'Bouzid');
  const [booked] = await createSlots(doctor, dayFromToday(2), [
    ['09:00', '09:30'],
    ['10:00', '10:30'],
    ['11:00', '11:30'],
  ]);
  await apiAs(patient, 'post', `/api/patient/${patient.id}/booking/${booked}`, {});
  await addPatient(doctor, patient);
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
    items: [{ type: 'medicine-item', name: 'Amlodipine 5 mg', value: 'One tablet each morning' }],
  });
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
async function openDrawer(page: Page, audit: Audit, where: string): Promise<void> {
  const toggle = page.locator('button[aria-controls="dashboard-sidebar"]');
  if (!(await toggle.isVisible())) return;
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await settle(page, audit.lang);
  await audit.check(page, `${where}, drawer open`);
  await page.keyboard.press('Escape');
}

const PUBLIC: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/About' },
  { name: 'faq', path: '/FAQ' },
  { name: 'contact', path: '/Contact' },
  { name: 'login', path: '/Login' },
  { name: 'register', path: '/Register' },
  { name: 'recovery', path: '/Recovery-account' },
  { name: 'blogs', path: '/Blogs' },
  { name: 'blog article', path: '/Blogs/article/1' },
  { name: 'search', path: '/Search?q=cardiologue' },
  { name: 'prescription check', path: '/verify' },
  { name: 'admin set password', path: '/admin/set-password' },
  { name: 'not found', path: '/no-such-page' },
];

for (const lang of LANGS) {
  test.describe(`accessibility in ${lang}`, () => {
    test('public screens', async ({ page, context, baseURL }, testInfo) => {
      test.setTimeout(240_000);
      await useLanguage(context, lang, baseURL ?? '');
      const audit = new Audit(lang);
      await eachWidth(page, async () => {
        for (const screen of PUBLIC) await audit.visit(page, screen);
        // The FAQ with an answer open, and the phone's navigation menu open.
        await page.goto('/FAQ');
        await settle(page, lang);
        await page.locator('button[aria-expanded="false"][aria-controls]').last().click();
        await audit.check(page, 'faq, answer open');
        const menu = page.locator('button[aria-controls="mobile-menu"]');
        if (await menu.isVisible()) {
          await menu.click();
          await expect(page.locator('#mobile-menu')).toBeVisible();
          await settle(page, lang);
          await audit.check(page, 'faq, menu open');
        }
      });
      await audit.finish(testInfo);
    });

    test('patient screens and dialogs', async ({ signedIn, baseURL }, testInfo) => {
      test.setTimeout(300_000);
      const { doctor, patient, folder, visit, prescription } = await practice(signedIn);
      const newcomer = await signedIn('patient', 'Nour', 'Amrani');
      const page = patient.page;
      await useLanguage(patient.context, lang, baseURL ?? '');
      await useLanguage(newcomer.context, lang, baseURL ?? '');
      const area = `/Patients/${patient.id}`;
      const empty = `/Patients/${newcomer.id}`;
      const audit = new Audit(lang);
      const screens: Screen[] = [
        { name: 'patient dashboard', path: area },
        { name: 'patient profile', path: `${area}/Profile` },
        { name: 'patient notifications', path: `${area}/Notifications` },
        { name: 'patient appointments', path: `${area}/Appoints` },
        { name: 'patient consultations', path: `${area}/Consultations` },
        { name: 'patient inbox', path: `${area}/Inbox` },
        { name: 'patient folders', path: `${area}/Medical_Folders` },
        { name: 'patient add folder', path: `${area}/Medical_Folders/Add` },
        { name: 'patient folder', path: `${area}/Medical_Folders/${folder}` },
        { name: 'patient access log', path: `${area}/Access-log` },
        { name: 'patient settings', path: `${area}/Settings/profile` },
        { name: 'patient my data', path: `${area}/Settings/data` },
        { name: 'patient not found', path: `${area}/Nothing-here` },
        { name: 'book a doctor', path: `/Book-a-doctor/${doctor.id}` },
        { name: 'search, signed in', path: '/Search?q=cardiologue' },
        { name: 'video visit', path: `/visit/${visit}` },
        {
          name: 'prescription checked',
          path: `/verify/${prescription}`,
          ready: (p) => expect(p.getByText('Amlodipine 5 mg')).toBeVisible(),
        },
      ];
      const emptyScreens: Screen[] = [
        { name: 'new patient dashboard', path: empty },
        { name: 'new patient profile', path: `${empty}/Profile` },
        { name: 'new patient appointments', path: `${empty}/Appoints` },
        { name: 'new patient consultations', path: `${empty}/Consultations` },
        { name: 'new patient inbox', path: `${empty}/Inbox` },
        { name: 'new patient folders', path: `${empty}/Medical_Folders` },
        { name: 'new patient access log', path: `${empty}/Access-log` },
      ];
      await eachWidth(page, async () => {
        await newcomer.page.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 });
        for (const screen of screens) await audit.visit(page, screen);
        for (const screen of emptyScreens) await audit.visit(newcomer.page, screen);

        await page.goto(area);
        await settle(page, lang);
        await openDrawer(page, audit, 'patient dashboard');

        // Dialogs: the booking confirmation and the file delete confirmation.
        await page.goto(`/Book-a-doctor/${doctor.id}`);
        await settle(page, lang);
        await page.getByTestId('slot').first().getByRole('button').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await audit.check(page, 'booking confirm dialog');
        await page.keyboard.press('Escape');

        await page.goto(`${area}/Medical_Folders/${folder}`);
        await settle(page, lang);
        await page.getByRole('button', { name: /ECG/ }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await audit.check(page, 'file menu open');
        await page.getByRole('menuitem').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await audit.check(page, 'file delete dialog');
        await page.keyboard.press('Escape');

        await page.goto(`${area}/Inbox`);
        await settle(page, lang);
        await page.getByRole('button', { name: new RegExp(doctor.lastName) }).click();
        await expect(page.locator('p').filter({ hasText: MESSAGE })).toBeVisible();
        await settle(page, lang);
        await audit.check(page, 'patient inbox thread');
      });
      await audit.finish(testInfo);
    });

    test('doctor screens and dialogs', async ({ signedIn, baseURL }, testInfo) => {
      test.setTimeout(300_000);
      const { doctor, patient } = await practice(signedIn);
      const newcomer = await signedIn('doctor', 'Walid', 'Saidi');
      const page = doctor.page;
      await useLanguage(doctor.context, lang, baseURL ?? '');
      await useLanguage(newcomer.context, lang, baseURL ?? '');
      const area = `/Doctores/${doctor.id}`;
      const empty = `/Doctores/${newcomer.id}`;
      const audit = new Audit(lang);
      const screens: Screen[] = [
        { name: 'doctor dashboard', path: area },
        { name: 'doctor overview', path: `${area}/Overview` },
        { name: 'doctor patients', path: `${area}/Patients` },
        { name: 'doctor appointments', path: `${area}/Appoints` },
        { name: 'doctor bookings', path: `${area}/Bookings` },
        { name: 'doctor consultations', path: `${area}/Consultations` },
        { name: 'doctor inbox', path: `${area}/Inbox` },
        { name: 'doctor notifications', path: `${area}/Notifications` },
        { name: 'doctor folders', path: `${area}/Medical_Folders` },
        { name: 'doctor settings profile', path: `${area}/Settings/profile` },
        { name: 'doctor settings job', path: `${area}/Settings/job` },
        { name: 'doctor settings billing', path: `${area}/Settings/billing` },
        { name: 'doctor settings clinic', path: `${area}/Settings/clinic` },
        { name: 'doctor not found', path: `${area}/Nothing-here` },
      ];
      const emptyScreens: Screen[] = [
        { name: 'new doctor dashboard', path: empty },
        { name: 'new doctor overview', path: `${empty}/Overview` },
        { name: 'new doctor patients', path: `${empty}/Patients` },
        { name: 'new doctor appointments', path: `${empty}/Appoints` },
        { name: 'new doctor bookings', path: `${empty}/Bookings` },
        { name: 'new doctor inbox', path: `${empty}/Inbox` },
        { name: 'new doctor settings clinic', path: `${empty}/Settings/clinic` },
        { name: 'new doctor create clinic', path: `${empty}/Settings/create-clinic` },
      ];
      await eachWidth(page, async () => {
        await newcomer.page.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 });
        for (const screen of screens) await audit.visit(page, screen);
        for (const screen of emptyScreens) await audit.visit(newcomer.page, screen);

        await page.goto(area);
        await settle(page, lang);
        await openDrawer(page, audit, 'doctor dashboard');

        // Dialogs: a consultation's prescriptions, a new slot, and the slot delete confirmation.
        await page.goto(`${area}/Consultations`);
        await settle(page, lang);
        await page
          .getByRole('button', { name: text(lang, 'prescriptions', 'doctor.prescriptions'), exact: true })
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await settle(page, lang);
        await audit.check(page, 'prescriptions dialog');
        await page.keyboard.press('Escape');

        await page.goto(`${area}/Bookings`);
        await settle(page, lang);
        await page.getByRole('button', { name: text(lang, 'doctor', 'bookings.new'), exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await audit.check(page, 'new slot dialog');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await page
          .getByRole('button', { name: text(lang, 'doctor', 'bookings.delete'), exact: true })
          .last()
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await audit.check(page, 'slot delete dialog');
        await page.keyboard.press('Escape');

        await page.goto(`${area}/Inbox`);
        await settle(page, lang);
        await page.getByRole('button', { name: new RegExp(patient.lastName) }).click();
        await expect(page.locator('p').filter({ hasText: MESSAGE })).toBeVisible();
        await settle(page, lang);
        await audit.check(page, 'doctor inbox thread');
      });
      await audit.finish(testInfo);
    });

    test('admin screens', async ({ page, context, signedIn, baseURL }, testInfo) => {
      test.setTimeout(120_000);
      const doctor = await signedIn('doctor', 'Yasmine', 'Belkacem');
      const certified = await doctor.context.request.patch(`/api/doctor/UpdateProfile/${doctor.id}/`, {
        multipart: {
          certification: { name: 'ordre-des-medecins.pdf', mimeType: 'application/pdf', buffer: PDF },
        },
      });
      expect(certified.status()).toBe(200);
      const message = await page.request.post('/api/contact-us/', {
        data: {
          full_name: 'Leila Mansouri',
          email: 'leila@example.dz',
          subject: 'Rendez-vous',
          message: 'Bonjour, comment annuler un rendez-vous ?',
        },
      });
      expect(message.status()).toBe(201);
      await signInAsAdmin(page);
      await useLanguage(context, lang, baseURL ?? '');
      const audit = new Audit(lang);
      await eachWidth(page, async () => {
        await audit.visit(page, { name: 'admin', path: '/admin' });
        // The reject dialog (the last button of the doctor's row).
        const row = page.getByRole('row').filter({ hasText: doctor.email });
        await row.getByRole('button').last().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await audit.check(page, 'admin reject dialog');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        for (const tab of ['users', 'messages', 'audit']) {
          await page.getByRole('button', { name: text(lang, 'admin', `tabs.${tab}`), exact: true }).click();
          await settle(page, lang);
          await audit.check(page, `admin ${tab} tab`);
        }
      });
      await audit.finish(testInfo);
    });
  });
}

/**
 * Sets the administrator's password with the command line's one-time link through the API (a used
 * link is refused quietly there: admin.spec may have used it first), then signs in on the Login page.
 */
async function signInAsAdmin(page: Page): Promise<void> {
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
