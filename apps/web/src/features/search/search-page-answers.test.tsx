import type { RecommendationResponse } from '@reayah/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '#web/test/render-app.tsx';
import { calmAnswer, RECOMMEND } from './test-answers.ts';

vi.mock('#web/lib/alerts.ts', () => ({
  showAlert: vi.fn(async () => {}),
  showErrorAlert: vi.fn(async () => {}),
}));

// What follows an answer to the emergency question, and what never shows beside the notice.

const answer = (overrides: Partial<RecommendationResponse> = {}) => calmAnswer('neurology', overrides);

async function search(body: RecommendationResponse) {
  const { fetchMock } = stubFetch({ [RECOMMEND]: () => ({ status: 200, body }) });
  vi.stubGlobal('fetch', fetchMock);
  await renderApp('/Search?q=dizzy');
}

it('moves focus to the thank-you line once "None of these" is sent, with the keyboard', async () => {
  await search(
    answer({
      follow_up: {
        question: 'emergency_screen',
        escalate_on: ['yes'],
        reason: 'breathing',
        screen: [{ item: 'breathing', reason: 'breathing' }],
      },
    }),
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: 'None of these' }));
  screen.getByRole('button', { name: 'Continue' }).focus();
  await user.keyboard('{Enter}');
  const note = await screen.findByText(/If any of these signs appears, call 14/);
  expect(document.activeElement).toBe(note);
  expect(screen.getByText('Best match')).toBeTruthy();
});

it('moves focus to the thank-you line after a tap on "No"', async () => {
  await search(
    answer({
      follow_up: { question: 'chest_pain_danger', escalate_on: ['yes'], reason: 'heart_attack', screen: [] },
    }),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'No' }));
  const note = await screen.findByText(/If anything changes or you feel worse, call 14/);
  expect(document.activeElement).toBe(note);
});

it('quotes the words in their own direction, so the marks wrap them whole on either page', async () => {
  const { fetchMock } = stubFetch({ [RECOMMEND]: () => ({ status: 200, body: answer() }) });
  vi.stubGlobal('fetch', fetchMock);
  await renderApp(`/Search?q=${encodeURIComponent('3andi sokkar w rjli fiha jor7')}`);
  const heading = await screen.findByRole('heading', { level: 1 });
  // One run of text whose direction is its first letter's: the marks are not left outside it.
  expect(heading.getAttribute('dir')).toBe('auto');
  expect(heading.childNodes).toHaveLength(1);
  expect(heading.textContent).toBe('“3andi sokkar w rjli fiha jor7”');
});

it('shows no health tips under the emergency notice', async () => {
  await search(answer({ urgent: true, urgent_reason: 'heart_attack' }));
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Health tips' })).toBeNull();
});

it('shows no health tips once an answer to the question shows the notice', async () => {
  await search(
    answer({
      follow_up: { question: 'chest_pain_danger', escalate_on: ['yes'], reason: 'heart_attack', screen: [] },
    }),
  );
  expect(await screen.findByRole('heading', { name: 'Health tips' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Health tips' })).toBeNull();
});
