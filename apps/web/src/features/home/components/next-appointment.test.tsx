import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n/index.ts';
import { renderApp, storeSession } from '#web/test/render-app.tsx';

function stubNext(body: unknown) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return urls;
}

describe("a signed-in patient's home", { timeout: 20_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
    window.localStorage.clear();
  });

  it('starts with the next appointment in the page language, with the ways to the appointments and to a doctor', async () => {
    await i18n.changeLanguage('ar');
    const urls = stubNext({
      doctor_name: 'Karim Haddad',
      next_appointment_date: '2030-01-15',
      start_time: '14:30:00',
    });
    storeSession({ patientId: '2' });
    await renderApp('/', { signedIn: true });
    const card = await screen.findByTestId('home-next-appointment');
    expect(urls).toContain('/api/patient/next-appointment/2/');
    expect(card.textContent).toContain('موعدك القادم');
    expect(card.textContent).toContain('د. Karim Haddad');
    expect(card.textContent).toContain('الثلاثاء، 15 جانفي على الساعة 14:30');
    expect(screen.getByRole('link', { name: 'مواعيدي' }).getAttribute('href')).toBe('/Patients/2/Appoints');
    expect(
      screen.getAllByRole('link', { name: 'ابحث عن طبيب' }).map((a) => a.getAttribute('href')),
    ).toContain('/Doctors');
  });

  it('says when no appointment is coming', async () => {
    stubNext({ doctor_name: null, next_appointment_date: null, start_time: null });
    storeSession({ patientId: '2' });
    await renderApp('/', { signedIn: true });
    expect((await screen.findByTestId('home-next-appointment')).textContent).toContain(
      'No appointment coming. Find a doctor when you need one.',
    );
  });

  it('is not shown to a visitor', async () => {
    const urls = stubNext({});
    await renderApp('/');
    await screen.findByText('115 doctors online');
    expect(screen.queryByTestId('home-next-appointment')).toBeNull();
    expect(urls).toEqual([]);
  });
});
