import type { DoctorCard, RecommendationResponse } from '@reayah/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '../../lib/alerts.ts';
import { queryClient } from '../../lib/query-client.ts';
import { renderApp, storeSession, stubFetch } from '../../test/render-app.tsx';

vi.mock('../../lib/alerts.ts', () => ({
  showAlert: vi.fn(async () => {}),
  showErrorAlert: vi.fn(async () => {}),
}));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(showAlert).mockClear();
});

const RECOMMEND = '/api/base/recommendation_doctor/backup/v0/';
const PROFILE = '/api/patient/7/';

function doctor(id: number, lastName: string, certified: boolean): DoctorCard {
  return {
    id,
    doctor: id,
    first_name: 'Sami',
    last_name: lastName,
    full_name: `Sami ${lastName}`,
    doctor_picture: null,
    picture: null,
    doctor_specialization: 3,
    specialization_name: 'Dermatology',
    address: '12 Rue Didouche Mourad, Alger',
    is_certified: certified,
    fee_dzd: null,
    languages: [],
    visit_types: ['in_person'],
  };
}

function answer(overrides: Partial<RecommendationResponse> = {}): RecommendationResponse {
  return {
    'Recommended specialty': 'Dermatology',
    Doctors: [doctor(1, 'Haddad', true), doctor(2, 'Mansouri', false)],
    specialties: [
      { id: 3, code: 'dermatology', name: 'Dermatology', score: 0.8 },
      { id: 9, code: 'allergology', name: 'Allergology', score: 0.15 },
      { id: 1, code: 'general-medicine', name: 'General Medicine', score: 0.05 },
    ],
    confidence: 0.9,
    urgent: false,
    urgent_reason: null,
    follow_up: null,
    ...overrides,
  };
}

async function signedInSearch(status: number, body: unknown) {
  storeSession({ patientId: '7' });
  const { fetchMock, calls } = stubFetch({
    [PROFILE]: () => ({ status: 200, body: { full_name: 'Amina Benali', picture: null } }),
    [RECOMMEND]: () => ({ status, body }),
  });
  vi.stubGlobal('fetch', fetchMock);
  await renderApp(`/Search?q=${encodeURIComponent('boutons sur la peau')}`, { signedIn: true });
  return calls;
}

describe('search results', () => {
  it('shows the query, the patient, the specialty with its match, and no emergency notice', async () => {
    const calls = await signedInSearch(200, answer());
    expect(await screen.findByText('Best match')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('boutons sur la peau');
    expect(screen.getByText('you are searching for')).toBeTruthy();
    expect(await screen.findByText('Amina Benali')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Picture of Amina Benali' }).textContent).toBe('AB');
    expect(screen.getByText('Allergology')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.find((c) => c.url === RECOMMEND)?.body).toEqual({ input: 'boutons sur la peau' });
  });

  it('puts the emergency notice with its reason above everything when urgent', async () => {
    await signedInSearch(200, answer({ urgent: true, urgent_reason: 'heart_attack' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This may be an emergency' })).toBeTruthy();
    expect(alert.textContent).toContain(
      'Call 14 (Civil Protection) now or go to the nearest emergency department.',
    );
    expect(alert.textContent).toContain(
      'Why: Chest pain or pressure with sweating, breathlessness or pain spreading to the arm or jaw can be a heart attack.',
    );
    expect(within(alert).getByRole('link', { name: 'Call 14' }).getAttribute('href')).toBe('tel:14');
    const header = screen.getByRole('heading', { level: 1 });
    expect(alert.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('One question to rule out an emergency')).toBeNull();
  });

  it('asks the follow-up question and shows the notice above everything on a yes', async () => {
    const followUp = {
      question: 'sudden_worst_headache',
      escalate_on: ['yes'],
      reason: 'brain_bleed',
    } as const;
    await signedInSearch(200, answer({ follow_up: { ...followUp, escalate_on: ['yes'] } }));
    expect(
      await screen.findByText('Did the headache start suddenly, and is it the worst you have ever had?'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Why: A sudden, very severe or worst-ever headache can be bleeding in the brain.',
    );
    expect(document.activeElement).toBe(alert);
    const header = screen.getByRole('heading', { level: 1 });
    expect(alert.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });

  it('thanks the patient and keeps the results on a no', async () => {
    await signedInSearch(
      200,
      answer({ follow_up: { question: 'chest_pain_danger', escalate_on: ['yes'], reason: 'heart_attack' } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'If anything changes or you feel worse, call 14',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Best match')).toBeTruthy();
  });

  it('marks the certified doctor and links each doctor to booking', async () => {
    await signedInSearch(200, answer());
    const certified = (await screen.findByText('Dr. Sami Haddad')).closest('li') as HTMLElement;
    const other = screen.getByText('Dr. Sami Mansouri').closest('li') as HTMLElement;
    expect(within(certified).getByText('Verified')).toBeTruthy();
    expect(certified.className).toContain('border-yellow-400');
    expect(within(other).queryByText('Verified')).toBeNull();
    expect(within(other).getByText('Not verified')).toBeTruthy();
    expect(other.className).not.toContain('border-yellow-400');
    const book = within(other).getByRole('link', { name: 'Book Dr. Sami Mansouri' });
    expect(book.getAttribute('href')).toBe('/Book-a-doctor/2');
  });

  it('says so when no doctor is recommended', async () => {
    await signedInSearch(200, answer({ Doctors: [] }));
    expect(await screen.findByText('No Recommended Doctors Found')).toBeTruthy();
  });

  it("shows the server's detail when rate limited", async () => {
    await signedInSearch(429, { detail: 'Too many searches. Try again in 30 seconds.' });
    expect(await screen.findByText('Too many searches. Try again in 30 seconds.')).toBeTruthy();
    expect(showAlert).not.toHaveBeenCalled();
  });

  it("raises 'Oops...' / 'Something went wrong!' on another failure", async () => {
    await signedInSearch(500, { detail: 'boom' });
    await vi.waitFor(
      () =>
        expect(showAlert).toHaveBeenCalledWith({
          icon: 'error',
          title: 'Oops...',
          text: 'Something went wrong!',
        }),
      { timeout: 5000 },
    );
    expect(screen.getByText('No Recommended Doctors Found')).toBeTruthy();
  });

  it('makes no call without a stored patient and offers to sign in', async () => {
    const { fetchMock, calls } = stubFetch({});
    vi.stubGlobal('fetch', fetchMock);
    await renderApp('/Search?q=fever');
    expect(await screen.findByText('No Recommended Doctors Found')).toBeTruthy();
    const notice = screen.getByText('Sign in to get your recommendation').parentElement as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/Login');
    expect(calls).toEqual([]);
  });
});
