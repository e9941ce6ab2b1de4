import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, storeSession } from '#web/test/render-app.tsx';

const REQUESTS = '/api/patient/2/access-requests/';
const FOLDERS = '/api/patient/2/folder/';

/** Answers the listed URLs; everything else (profile, banners) stays pending. */
function stubApi(folders: unknown[]) {
  const posts: { url: string; body: unknown }[] = [];
  let requests = [{ id: 7, doctor_name: 'Karim Haddad', doctor_picture: null }];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      requests = [];
      return new Response(JSON.stringify({ msg: 'Access Request Declined' }), { status: 200 });
    }
    if (url === REQUESTS) return new Response(JSON.stringify(requests), { status: 200 });
    if (url === FOLDERS) return new Response(JSON.stringify(folders), { status: 200 });
    return new Promise<Response>(() => {});
  });
  return posts;
}

async function openDecline() {
  storeSession({ patientId: '2' });
  const user = userEvent.setup();
  await renderApp('/Patients/2/Notifications', { signedIn: true });
  // The first render compiles the patient area's lazy chunks.
  await screen.findByText('Files Access Request from: Dr. Karim Haddad', undefined, { timeout: 15_000 });
  await user.click(screen.getByRole('button', { name: 'Decline' }));
  const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
  return { user, dialog };
}

describe('patient notifications', { timeout: 20_000 }, () => {
  it('declines a request after confirmation, naming one of the patient’s folders', async () => {
    const posts = stubApi([{ id: 31, name: 'Heart', file_count: 0 }]);
    const { user, dialog } = await openDecline();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ url: '/api/patient/access-folder/7/31/', body: { status: 'False' } });
    expect(await screen.findByText('You have no Notifications')).toBeTruthy();
    expect(await screen.findByText('Access Request Declined')).toBeTruthy();
  });

  it('sends nothing when the patient keeps the request', async () => {
    const posts = stubApi([{ id: 31, name: 'Heart', file_count: 0 }]);
    const { user, dialog } = await openDecline();
    await user.click(within(dialog).getByRole('button', { name: 'Keep request' }));
    expect(posts).toHaveLength(0);
    expect(screen.getByText('Files Access Request from: Dr. Karim Haddad')).toBeTruthy();
  });

  it('explains that a folder is needed when the patient has none', async () => {
    const posts = stubApi([]);
    const { user, dialog } = await openDecline();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(posts).toHaveLength(0);
  });
});
