import type { PrescriptionVerification } from '@reayah/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n/index.ts';
import { renderApp, stubFetch } from '#web/test/render-app.tsx';

const CODE = 'K7M2Q9X4PA';
const url = (code: string) => `/api/prescriptions/verify/${code}/`;

const genuine: PrescriptionVerification = {
  code: CODE,
  valid: true,
  doctor_name: 'Karim Benali',
  doctor_standing: 'verified',
  order_number: '16/0452',
  specialty: { en: 'Cardiology', fr: 'Cardiologie', ar: 'أمراض القلب والشرايين' },
  issued_at: '2026-05-12T23:30:00.000Z',
  medicines: [{ name: 'Metformin', dosage: '500 mg twice a day' }],
  patient_initials: 'A. H.',
  revoked: false,
  revoked_at: null,
};
const revoked = { ...genuine, valid: false, revoked: true, revoked_at: '2026-05-14T09:00:00.000Z' };

function answer(routes: Record<string, { status: number; body?: unknown }>) {
  const { fetchMock, calls } = stubFetch(
    Object.fromEntries(Object.entries(routes).map(([u, res]) => [u, () => res])),
  );
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

afterEach(async () => {
  // Unmounted first, so no mounted page renders again in English.
  cleanup();
  await i18n.changeLanguage('en');
});

describe('the public prescription check', () => {
  it('says a valid code is a genuine prescription, with the doctor, the medicines and initials only', async () => {
    answer({ [url(CODE)]: { status: 200, body: genuine } });
    await renderApp(`/verify/${CODE}`);
    expect(await screen.findByText('Genuine prescription')).toBeTruthy();
    expect(screen.getByText('Dr. Karim Benali')).toBeTruthy();
    // The footer lists the specialties too: the page's own mention is in its main part.
    expect(within(screen.getByRole('main')).getByText('Cardiology')).toBeTruthy();
    expect(screen.getByText('A. H.')).toBeTruthy();
    expect(screen.getByText('Verified by an administrator')).toBeTruthy();
    expect(screen.getByText('16/0452')).toBeTruthy();
    expect(screen.getByText('Metformin')).toBeTruthy();
    expect(screen.getByText('500 mg twice a day')).toBeTruthy();
    // 23:30 UTC is the 13th in Algeria.
    expect(screen.getByText('13 May 2026')).toBeTruthy();
  });

  it.each([
    [
      'unverified',
      'Not verified',
      'The doctor who issued it is not verified by an administrator: it must not be dispensed.',
    ],
    ['suspended', 'Suspended', 'The doctor who issued it is suspended: it must not be dispensed.'],
  ] as const)(
    'says plainly that a prescription from a %s doctor is not valid',
    async (standing, label, why) => {
      answer({
        [url(CODE)]: {
          status: 200,
          body: { ...genuine, valid: false, doctor_standing: standing, order_number: '' },
        },
      });
      await renderApp(`/verify/${CODE}`);
      expect(await screen.findByText('Not a valid prescription')).toBeTruthy();
      expect(screen.getByText(why)).toBeTruthy();
      expect(screen.getByText(label)).toBeTruthy();
      expect(screen.getByText('None given')).toBeTruthy();
      expect(screen.queryByText('Genuine prescription')).toBeNull();
    },
  );

  it('says when a revoked prescription was revoked', async () => {
    answer({ [url(CODE)]: { status: 200, body: revoked } });
    await renderApp(`/verify/${CODE}`);
    expect(await screen.findByText('Revoked on 14 May 2026')).toBeTruthy();
    expect(screen.getByText('The doctor revoked this prescription: it must not be dispensed.')).toBeTruthy();
    expect(screen.queryByText('Genuine prescription')).toBeNull();
  });

  it('says no prescription has an unknown code, and checks another one typed in', async () => {
    const calls = answer({
      [url('ZZZZZZZZZZ')]: { status: 404, body: { detail: 'No prescription has this code.' } },
      [url(CODE)]: { status: 200, body: genuine },
    });
    const user = userEvent.setup();
    await renderApp('/verify/zzzzzzzzzz');
    expect(await screen.findByText('No prescription has this code')).toBeTruthy();
    const field = screen.getByLabelText('Prescription code');
    await user.clear(field);
    await user.type(field, ` ${CODE.toLowerCase()} `);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Genuine prescription')).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual([url('ZZZZZZZZZZ'), url(CODE)]);
  });

  it.each([
    ['fr', 'Ordonnance authentique', 'Cardiologie', 'Révoquée le', 'Aucune ordonnance ne porte ce code'],
    ['ar', 'وصفة طبية أصلية', 'أمراض القلب والشرايين', 'ألغيت في', 'لا توجد وصفة طبية بهذا الرمز'],
  ])('speaks %s', async (lng, genuineText, specialty, revokedText, unknownText) => {
    await i18n.changeLanguage(lng);
    answer({
      [url(CODE)]: { status: 200, body: genuine },
      [url('REVOKED234')]: { status: 200, body: { ...revoked, code: 'REVOKED234' } },
      [url('ZZZZZZZZZZ')]: { status: 404, body: { detail: 'x' } },
    });
    const first = await renderApp(`/verify/${CODE}`);
    expect(await screen.findByText(genuineText)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText(specialty)).toBeTruthy();
    first.unmount();
    const second = await renderApp('/verify/REVOKED234');
    expect(await screen.findByText(new RegExp(`^${revokedText}`))).toBeTruthy();
    second.unmount();
    await renderApp('/verify/ZZZZZZZZZZ');
    expect(await screen.findByText(unknownText)).toBeTruthy();
  });
});
