import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n/index.ts';
import { renderApp, storeSession, stubFetch } from '#web/test/render-app.tsx';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  document.cookie = 'lang=; path=/; max-age=0';
});

const switcher = (name: string) => screen.getAllByRole('combobox', { name })[0] as HTMLSelectElement;

describe('language switcher', () => {
  it('offers the three languages, each in its own name, in the public header', async () => {
    await renderApp('/About');
    await screen.findByRole('link', { name: 'Sign in' });
    const select = switcher('Language');
    expect([...select.options].map((o) => [o.value, o.textContent, o.lang])).toEqual([
      ['en', 'English', 'en'],
      ['fr', 'Français', 'fr'],
      ['ar', 'العربية', 'ar'],
    ]);
    expect(select.value).toBe('en');
  });

  it('switches to French, then Arabic right to left, and remembers it in the lang cookie', async () => {
    await renderApp('/About');
    await screen.findByRole('link', { name: 'Sign in' });
    fireEvent.change(switcher('Language'), { target: { value: 'fr' } });
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.cookie).toContain('lang=fr');

    fireEvent.change(switcher('Langue'), { target: { value: 'ar' } });
    expect(await screen.findByRole('link', { name: 'تسجيل الدخول' })).toBeTruthy();
    expect(switcher('اللغة').value).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.cookie).toContain('lang=ar');
  });

  it('saves the choice on the account of a signed-in patient', async () => {
    storeSession({ patientId: '4' });
    const { fetchMock, calls } = stubFetch({
      '/api/auth/me/': () => ({ status: 200, body: { language: 'fr' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    await renderApp('/About', { signedIn: true });
    await screen.findByRole('link', { name: 'Dashboard' });
    fireEvent.change(switcher('Language'), { target: { value: 'fr' } });
    await waitFor(() => expect(calls).toEqual([{ url: '/api/auth/me/', body: { language: 'fr' } }]));
  });
});
