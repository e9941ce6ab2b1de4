import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n/index.ts';
import { renderApp } from '#web/test/render-app.tsx';

const card = (id: number, last: string, certified: boolean, next: string | null) => ({
  id,
  doctor: id,
  first_name: 'Karim',
  last_name: last,
  full_name: `Karim ${last}`,
  doctor_picture: null,
  picture: null,
  doctor_specialization: 1,
  specialization_name: 'Pediatrics',
  address: '22 Allées Ben Boulaïd',
  is_certified: certified,
  wilaya: 'Batna',
  next_free_slot: next,
});

function stubApi() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    const wilaya = new URL(url, 'http://x').searchParams.get('wilaya');
    const results =
      wilaya === '16'
        ? []
        : [card(1, 'Haddad', true, '2030-01-15T08:00:00.000Z'), card(2, 'Saadi', false, null)];
    return new Response(JSON.stringify({ count: results.length, next: null, previous: null, results }), {
      status: 200,
    });
  });
  return urls;
}

describe('the doctor directory, open to visitors', { timeout: 30_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('finds doctors by words, marks the unverified with what it means, and says the next free slot in French', async () => {
    await i18n.changeLanguage('fr');
    const urls = stubApi();
    await renderApp('/Doctors?q=p%C3%A9diatre');
    const cards = await screen.findAllByTestId('directory-card', undefined, { timeout: 15_000 });
    expect(urls[0]).toBe('/api/doctor/search/list?search=p%C3%A9diatre');
    expect(within(cards[0] as HTMLElement).getByText('Vérifié')).toBeTruthy();
    // 08:00 UTC is 09:00 in Algeria, written on 24 hours.
    expect(cards[0]?.textContent).toContain('mardi 15 janvier à 09:00');
    expect(cards[0]?.textContent).toContain('22 Allées Ben Boulaïd · Batna');
    expect(cards[1]?.textContent).toContain('Non vérifié');
    expect(cards[1]?.textContent).toContain('Aucun créneau libre pour le moment');
    expect(
      within(cards[1] as HTMLElement)
        .getByRole('link', { name: 'Voir les créneaux' })
        .getAttribute('href'),
    ).toBe('/Book-a-doctor/2');
    expect((screen.getByLabelText('Nom, spécialité ou lieu') as HTMLInputElement).value).toBe('pédiatre');
  });

  it('refines by wilaya, and says when nobody matches', async () => {
    const urls = stubApi();
    const user = userEvent.setup();
    const app = await renderApp('/Doctors?q=pediatre');
    await screen.findAllByTestId('directory-card', undefined, { timeout: 15_000 });
    await user.selectOptions(screen.getByLabelText('Wilaya'), '16');
    expect(
      await screen.findByText('No doctor matches this search. Try other words or another wilaya.'),
    ).toBeTruthy();
    expect(app.location().search).toBe('?q=pediatre&wilaya=16');
    expect(urls.at(-1)).toBe('/api/doctor/search/list?search=pediatre&wilaya=16');
  });
});
