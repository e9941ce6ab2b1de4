import { expect, PDF, test } from './fixtures.ts';
import {
  Audit,
  LANGS,
  type Screen,
  MESSAGE,
  text,
  useLanguage,
  settle,
  eachWidth,
  practice,
  openDrawer,
  signInAsAdmin,
} from './support/a11y.ts';

// No axe-core violation of any impact (WCAG 2.0, 2.1 and 2.2 A and AA rules, and
// axe's best practices) on any screen, in English, French and Arabic, at phone and desktop widths,
// with representative dialogs and menus open. Each test is one language and one kind of visitor; a
// failure lists every screen's violations (rule, impact, element and its HTML) so each can be fixed
// at its source. No rule is disabled.

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
  { name: 'find a doctor', path: '/Doctors' },
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
        { name: 'patient doctors with access', path: `${area}/Doctors-with-access` },
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
        { name: 'new patient doctors with access', path: `${empty}/Doctors-with-access` },
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
        await page.getByTestId('slot').first().click();
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
