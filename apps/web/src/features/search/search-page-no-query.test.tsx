import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n/index.ts';
import { renderApp, storeSession, stubFetch } from '#web/test/render-app.tsx';
import { calmAnswer, RECOMMEND } from './test-answers.ts';

// The search page opened with no words (from the menu, a bookmark, an address typed by hand):
// nothing to quote, so no empty quotation marks, but an invitation and the box to describe them.

const QUOTES = /[“”«»"]/;

const answer = calmAnswer('rheumatology');

function stubApi() {
  const { fetchMock, calls } = stubFetch({
    [RECOMMEND]: () => ({ status: 200, body: answer }),
    '/api/patient/7/': () => ({ status: 200, body: { full_name: 'Amina Benali', picture: null } }),
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const header = (heading: HTMLElement) => heading.closest('header') as HTMLElement;

describe('the search page with no words', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows no quotation marks but an invitation and the box, and searches what is typed there', async () => {
    const calls = stubApi();
    await renderApp('/Search');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('What symptoms do you have?');
    expect(header(heading).textContent).not.toMatch(QUOTES);
    expect(screen.queryByText('you are searching for')).toBeNull();
    expect(calls.filter((c) => c.url === RECOMMEND)).toEqual([]);

    const box = screen.getByRole('searchbox', { name: 'Describe your symptoms' });
    await userEvent.type(box, 'mal au dos{Enter}');
    expect(await screen.findByText('Best match')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('“mal au dos”');
    expect(screen.getByText('you are searching for')).toBeTruthy();
    expect(calls.find((c) => c.url === RECOMMEND)?.body).toEqual({ input: 'mal au dos' });
  });

  it('greets a signed-in patient by name above the invitation', async () => {
    stubApi();
    storeSession({ patientId: '7' });
    await renderApp('/Search?q=', { signedIn: true });
    expect(await screen.findByText('Amina Benali')).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 1, name: 'What symptoms do you have?' });
    expect(header(heading).textContent).not.toMatch(QUOTES);
  });

  it.each([
    ['fr', 'Quels symptômes avez-vous ?', 'Décrivez vos symptômes'],
    ['ar', 'ما الأعراض التي تشعر بها؟', 'صِف أعراضك'],
  ] as const)('shows no quotation marks in %s either', async (lang, title, label) => {
    stubApi();
    await act(() => i18n.changeLanguage(lang));
    await renderApp('/Search');
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    expect(header(heading).textContent).not.toMatch(QUOTES);
    expect(screen.getByRole('searchbox', { name: label })).toBeTruthy();
  });
});
