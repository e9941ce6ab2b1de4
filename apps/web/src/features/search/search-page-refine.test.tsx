import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '#web/test/render-app.tsx';
import { calmAnswer, RECOMMEND } from './test-answers.ts';

vi.mock('#web/lib/alerts.ts', () => ({
  showAlert: vi.fn(async () => {}),
  showErrorAlert: vi.fn(async () => {}),
}));

const ready = calmAnswer('dermatology');

it('holds the words searched in a box, to change them and search again', async () => {
  const { fetchMock, calls } = stubFetch({ [RECOMMEND]: () => ({ status: 200, body: ready }) });
  vi.stubGlobal('fetch', fetchMock);
  const app = await renderApp('/Search?q=fever');
  expect(await screen.findByText('Best match')).toBeTruthy();
  const box = screen.getByRole('searchbox', { name: 'Change the words of your search' });
  expect((box as HTMLInputElement).value).toBe('fever');

  const user = userEvent.setup();
  await user.type(box, ' and a rash{Enter}');
  await vi.waitFor(() => expect(app.location().search).toBe('?q=fever%20and%20a%20rash'));
  expect(await screen.findByRole('heading', { level: 1, name: '“fever and a rash”' })).toBeTruthy();
  expect(
    (screen.getByRole('searchbox', { name: 'Change the words of your search' }) as HTMLInputElement).value,
  ).toBe('fever and a rash');
  await vi.waitFor(() =>
    expect(calls.filter((c) => c.url === RECOMMEND).map((c) => c.body)).toEqual([
      { input: 'fever' },
      { input: 'fever and a rash' },
    ]),
  );
});

it('says what is missing when the box is emptied and sent', async () => {
  const { fetchMock } = stubFetch({ [RECOMMEND]: () => ({ status: 200, body: ready }) });
  vi.stubGlobal('fetch', fetchMock);
  const app = await renderApp('/Search?q=fever');
  const box = await screen.findByRole('searchbox', { name: 'Change the words of your search' });
  const user = userEvent.setup();
  await user.clear(box);
  await user.type(box, '  {Enter}');
  expect((await screen.findByRole('alert')).textContent).toBe('Describe your symptoms first.');
  expect(box.getAttribute('aria-invalid')).toBe('true');
  expect(app.location().search).toBe('?q=fever');
});
