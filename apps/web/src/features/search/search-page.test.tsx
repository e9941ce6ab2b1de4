import type { DoctorCard, FollowUpQuestion, RecommendationResponse } from '@reayah/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '#web/lib/alerts.ts';
import { renderApp, storeSession, stubFetch } from '#web/test/render-app.tsx';
import { calmAnswer, RECOMMEND } from './test-answers.ts';

vi.mock('#web/lib/alerts.ts', () => ({
  showAlert: vi.fn(async () => {}),
  showErrorAlert: vi.fn(async () => {}),
}));

beforeEach(() => {
  vi.mocked(showAlert).mockClear();
});

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
    wilaya: null,
    next_free_slot: null,
  };
}

function answer(overrides: Partial<RecommendationResponse> = {}): RecommendationResponse {
  return calmAnswer('dermatology', {
    Doctors: [doctor(1, 'Haddad', true), doctor(2, 'Mansouri', false)],
    specialties: [
      { id: 3, code: 'dermatology', name: 'Dermatology', score: 0.8 },
      { id: 9, code: 'allergology', name: 'Allergology', score: 0.15 },
      { id: 1, code: 'general-medicine', name: 'General Medicine', score: 0.05 },
    ],
    ...overrides,
  });
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
    await signedInSearch(200, answer({ follow_up: { ...followUp, escalate_on: ['yes'], screen: [] } }));
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
      answer({
        follow_up: {
          question: 'chest_pain_danger',
          escalate_on: ['yes'],
          reason: 'heart_attack',
          screen: [],
        },
      }),
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

  it("offers a signed-in doctor a colleague's free slots rather than a booking", async () => {
    storeSession({ doctorId: '4' });
    vi.stubGlobal('fetch', stubFetch({ [RECOMMEND]: () => ({ status: 200, body: answer() }) }).fetchMock);
    await renderApp(`/Search?q=${encodeURIComponent('boutons sur la peau')}`, { signedIn: true });
    const other = (await screen.findByText('Dr. Sami Mansouri')).closest('li') as HTMLElement;
    const slots = within(other).getByRole('link', { name: 'See the free slots of Dr. Sami Mansouri' });
    expect(slots.getAttribute('href')).toBe('/Book-a-doctor/2');
    expect(screen.queryByRole('link', { name: /^Book / })).toBeNull();
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

  it('says no emergency sign was checked when rate limited, with the number to call, and no empty doctor list', async () => {
    await signedInSearch(429, { detail: 'Too many searches. Try again in 30 seconds.' });
    expect(await screen.findByText(/no sign of an emergency was checked/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 14' }).getAttribute('href')).toBe('tel:14');
    expect(screen.queryByText('No Recommended Doctors Found')).toBeNull();
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
    expect(screen.getByRole('link', { name: 'Call 14' }).getAttribute('href')).toBe('tel:14');
  });

  it('answers a visitor who is not signed in, with no offer to sign in first', async () => {
    const { fetchMock, calls } = stubFetch({ [RECOMMEND]: () => ({ status: 200, body: answer() }) });
    vi.stubGlobal('fetch', fetchMock);
    await renderApp('/Search?q=fever');
    expect(await screen.findByText('Best match')).toBeTruthy();
    expect(screen.queryByText('Sign in to get your recommendation')).toBeNull();
    expect(calls.find((c) => c.url === RECOMMEND)?.body).toEqual({ input: 'fever' });
  });

  it('asks for symptoms, without searching, when the text is only invisible characters', async () => {
    const { fetchMock, calls } = stubFetch({ [RECOMMEND]: () => ({ status: 200, body: answer() }) });
    vi.stubGlobal('fetch', fetchMock);
    await renderApp(`/Search?q=${encodeURIComponent('\u200b\u200f\u00ad')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'What symptoms do you have?' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Describe your symptoms' })).toBeTruthy();
    expect(calls.filter((c) => c.url === RECOMMEND)).toEqual([]);
  });
});

const SCREEN: FollowUpQuestion = {
  question: 'emergency_screen',
  escalate_on: ['yes'],
  reason: 'breathing',
  screen: [
    { item: 'breathing', reason: 'breathing' },
    { item: 'chest_pain', reason: 'chest_pain' },
    { item: 'face_arm_speech', reason: 'stroke' },
  ],
};

async function visitorSearch(body: RecommendationResponse, path = '/Search?q=dizzy') {
  const { fetchMock } = stubFetch({ [RECOMMEND]: () => ({ status: 200, body }) });
  vi.stubGlobal('fetch', fetchMock);
  await renderApp(path);
}

describe('the emergency screen', () => {
  it('asks its items as one group before the results, with the keyboard only', async () => {
    await visitorSearch(answer({ follow_up: SCREEN }));
    const group = await screen.findByRole('group', {
      name: 'Before your results: is any of these happening now?',
    });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    expect(within(group).getByRole('radio', { name: 'None of these' })).toBeTruthy();
    expect(screen.queryByText('Best match')).toBeNull();
    const user = userEvent.setup();
    await user.tab();
    while (document.activeElement?.getAttribute('type') !== 'radio') await user.tab();
    await user.keyboard(' ');
    expect(within(group).getByRole('radio', { name: /Struggling to breathe/ })).toHaveProperty(
      'checked',
      true,
    );
    while (document.activeElement?.tagName !== 'BUTTON') await user.tab();
    expect(document.activeElement?.textContent).toBe('Continue');
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This may be an emergency');
    expect(document.activeElement).toBe(alert);
  });

  it('shows the emergency notice for the sign answered yes', async () => {
    await visitorSearch(answer({ follow_up: SCREEN }));
    await userEvent.click(await screen.findByRole('radio', { name: /A face drooping/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('stroke');
  });

  it('shows the results on "None of these", and asks for an answer first', async () => {
    await visitorSearch(answer({ follow_up: SCREEN }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Choose one of the answers');
    await userEvent.click(screen.getByRole('radio', { name: 'None of these' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Best match')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('If any of these signs appears, call 14');
  });

  it('shows the helpline calmly, not the notice, for a denial of self-harm thoughts', async () => {
    await visitorSearch(answer({ helpline: true }));
    expect(await screen.findByRole('heading', { name: 'If you ever need to talk' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Best match')).toBeTruthy();
  });
});
