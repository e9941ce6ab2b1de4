import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubEventSource } from '#web/test/event-source.ts';
import { renderApp, storeSession } from '#web/test/render-app.tsx';

const EXPORT = '/api/patient/2/export/';
const DELETE = '/api/auth/me/delete/';
const LOGOUT = '/api/auth/logout/';
const DAY = 24 * 60 * 60 * 1000;

const exported = (overrides: object = {}) => ({
  id: 5,
  status: 'ready',
  progress: 100,
  ready_at: new Date(Date.now() - 60_000).toISOString(),
  expires_at: new Date(Date.now() + DAY).toISOString(),
  size: 3 * 1024 * 1024,
  created_at: new Date(Date.now() - 120_000).toISOString(),
  ...overrides,
});

type Answer = { status: number; body?: unknown };

/**
 * The export's status answers `current()` (null when there is none); a POST answers by its URL. Anything else
 * (the layout's profile, badges) stays pending.
 */
function stubApi(current: () => unknown, posts: Record<string, () => Answer> = {}) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST') {
      sent.push({ url, body: init.body ? (JSON.parse(String(init.body)) as unknown) : null });
      const answer = posts[url]?.() ?? { status: 500, body: {} };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
      });
    }
    if (url === EXPORT) return new Response(JSON.stringify(current()), { status: 200 });
    return new Promise<Response>(() => {});
  });
  return sent;
}

async function openPage(redirect: (url: string) => void = () => {}) {
  storeSession({ patientId: '2' });
  const user = userEvent.setup();
  await renderApp('/Patients/2/Settings/data', { signedIn: true, redirect });
  // The first render compiles the patient area's lazy chunks.
  await screen.findByRole('heading', { name: 'Export my data' }, { timeout: 15_000 });
  return user;
}

describe('exporting my data', { timeout: 20_000 }, () => {
  it('starts an export, follows its progress live, then offers the download', async () => {
    const stream = stubEventSource();
    let current: unknown = null;
    const sent = stubApi(() => current, {
      [EXPORT]: () => {
        current = exported({ status: 'queued', progress: 0, ready_at: null, expires_at: null, size: null });
        return { status: 202, body: current };
      },
    });
    const user = await openPage();
    const start = await screen.findByRole('button', { name: 'Export my data' });
    await user.click(start);
    expect(sent).toEqual([{ url: EXPORT, body: {} }]);
    expect(await screen.findByText('Your export will start in a moment…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export my data' })).toBeNull();

    stream.emit('export', { id: 5, status: 'building', progress: 40 });
    expect(await screen.findByText('Preparing your data: 40%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Export progress' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );

    current = exported();
    stream.emit('export', { id: 5, status: 'ready', progress: 100 });
    const link = await screen.findByRole('link', { name: /^Download the ZIP \(3 MB\)$/ });
    expect(link.getAttribute('href')).toBe('/api/patient/2/export/5/download');
    expect(screen.getByText(/^The link works until /)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // One copy at a time: no new export while this one can be downloaded.
    expect(screen.getByText(/one copy of your data at a time\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export my data' })).toBeNull();
  });

  it('shows no link once the export has expired', async () => {
    stubEventSource();
    stubApi(() => exported({ expires_at: new Date(Date.now() - 1000).toISOString() }));
    await openPage();
    expect(await screen.findByRole('button', { name: 'Export my data' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('says when an export failed, and lets the patient try again', async () => {
    stubEventSource();
    stubApi(() => exported({ status: 'failed', progress: 30, ready_at: null, expires_at: null, size: null }));
    await openPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Your export could not be made. Try again.');
    expect(screen.getByRole('button', { name: 'Export my data' })).toBeTruthy();
  });
});

describe('deleting my account', { timeout: 20_000 }, () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, password: string, word: string) => {
    if (password) await user.type(screen.getByLabelText('Password'), password);
    if (word) await user.type(screen.getByLabelText('Type DELETE to confirm'), word);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  };

  it('asks for the password and the word DELETE before anything is sent', async () => {
    stubEventSource();
    const sent = stubApi(() => null);
    const user = await openPage();
    await fill(user, '', '');
    expect(await screen.findByText('Enter your password.')).toBeTruthy();
    expect(screen.getByText('Type DELETE to confirm.')).toBeTruthy();
    await fill(user, 'secret-pass', 'delete');
    expect(screen.getByText('Type DELETE to confirm.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('asks once more, and shows a wrong password under its field', async () => {
    stubEventSource();
    const sent = stubApi(() => null, {
      [DELETE]: () => ({ status: 400, body: { password: ['The password is incorrect.'] } }),
    });
    const user = await openPage();
    await fill(user, 'wrong-pass', 'DELETE');
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete for good' }),
    );
    expect(await screen.findByText('The password is incorrect.')).toBeTruthy();
    expect(sent).toEqual([{ url: DELETE, body: { password: 'wrong-pass', confirmation: 'DELETE' } }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes the account, then signs out to the home page', async () => {
    stubEventSource();
    const redirect = vi.fn();
    const sent = stubApi(() => null, {
      [DELETE]: () => ({ status: 200, body: { detail: 'Your account has been deleted.' } }),
      [LOGOUT]: () => ({ status: 204 }),
    });
    const user = await openPage(redirect);
    await fill(user, 'correct-pass', 'DELETE');
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete for good' }),
    );
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith('/'));
    expect(sent.map((s) => s.url)).toEqual([DELETE, LOGOUT]);
  });
});
