import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '#web/test/render-app.tsx';
import { calmAnswer, RECOMMEND } from './test-answers.ts';

vi.mock('#web/lib/alerts.ts', () => ({
  showAlert: vi.fn(async () => {}),
  showErrorAlert: vi.fn(async () => {}),
}));

const ready = calmAnswer('dermatology');

it('counts the wait down when searches are rate limited, then searches again by itself', async () => {
  let refused = true;
  const { fetchMock, calls } = stubFetch({
    [RECOMMEND]: () => {
      if (!refused) return { status: 200, body: ready };
      refused = false;
      return {
        status: 429,
        body: { detail: 'Too many searches from this address. Sign in or try again in 2 seconds.' },
        headers: { 'Retry-After': '2' },
      };
    },
  });
  vi.stubGlobal('fetch', fetchMock);
  await renderApp('/Search?q=fever');

  const why = await screen.findByText(
    'Too many searches from this address. Sign in, or wait: your search will run again by itself.',
  );
  expect(why.getAttribute('role')).toBe('status');
  expect(await screen.findByText('In 2 seconds')).toBeTruthy();
  expect(await screen.findByText('In 1 second', {}, { timeout: 2000 })).toBeTruthy();
  // The emergency fallback stays while waiting, with no everyday advice under it.
  expect(screen.getByRole('link', { name: 'Call 14' }).getAttribute('href')).toBe('tel:14');
  expect(screen.queryByRole('heading', { name: 'Health tips' })).toBeNull();

  expect(await screen.findByText('Best match', {}, { timeout: 3000 })).toBeTruthy();
  expect(screen.queryByText(/Too many searches/)).toBeNull();
  expect(calls.filter((c) => c.url === RECOMMEND)).toHaveLength(2);
});

it("shows the server's words as they are when a refusal gives no wait", async () => {
  const { fetchMock } = stubFetch({
    [RECOMMEND]: () => ({ status: 429, body: { detail: 'Too many searches. Try again in 30 seconds.' } }),
  });
  vi.stubGlobal('fetch', fetchMock);
  await renderApp('/Search?q=fever');
  expect(await screen.findByText('Too many searches. Try again in 30 seconds.')).toBeTruthy();
});
