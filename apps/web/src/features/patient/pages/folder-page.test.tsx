import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '#web/lib/alerts.ts';
import { renderApp, storeSession } from '#web/test/render-app.tsx';

vi.mock('#web/lib/alerts.ts', () => ({
  showAlert: vi.fn(async () => {}),
  showErrorAlert: vi.fn(async () => {}),
}));

const FILES = '/api/patient/2/folder/31/file/';
const FOLDER = '/api/patient/2/folder/31/';
const FILE = '/api/patient/folder/31/update-file-name-or-delete/8/';

const file = {
  id: 8,
  name: 'Blood test March.pdf',
  folder: 31,
  created_at: '2026-03-02T09:00:00.000Z',
  size: 2048,
  content_type: 'application/pdf',
  file: '/api/patient/files/8/download',
};

/** The folder with one file; DELETE answers `deleteStatus`; anything else stays pending. */
function stubApi(deleteStatus = 204) {
  const deletes: string[] = [];
  let files = [file];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'DELETE') {
      deletes.push(url);
      if (deleteStatus >= 400) return new Response('{"detail":"nope"}', { status: deleteStatus });
      files = [];
      return new Response(null, { status: deleteStatus });
    }
    if (url === FILES) return new Response(JSON.stringify(files), { status: 200 });
    if (url === FOLDER) return new Response(JSON.stringify({ id: 31, name: 'Heart' }), { status: 200 });
    if (url === '/api/patient/folders/31/grants/') return new Response('[]', { status: 200 });
    return new Promise<Response>(() => {});
  });
  return deletes;
}

async function chooseDelete() {
  storeSession({ patientId: '2' });
  const user = userEvent.setup();
  await renderApp('/Patients/2/Medical_Folders/31', { signedIn: true });
  // The first render compiles the patient area's lazy chunks.
  const menu = await screen.findByRole(
    'button',
    { name: 'Actions for Blood test March.pdf' },
    { timeout: 15_000 },
  );
  await user.click(menu);
  await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
  return user;
}

describe('deleting a medical file', { timeout: 20_000 }, () => {
  it('asks first, naming the file, and deletes nothing when the patient keeps it', async () => {
    const deletes = stubApi();
    const user = await chooseDelete();
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    expect(dialog.textContent).toContain('“Blood test March.pdf” will be deleted for good.');
    // The name is isolated, so that in Arabic a Latin name sits inside «…» in its order.
    expect(within(dialog).getByText('Blood test March.pdf').tagName).toBe('BDI');
    expect(deletes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Keep file' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deletes).toEqual([]);
    expect(screen.getByText('Blood test March.pdf')).toBeTruthy();
    // The menu item that opened the dialog is gone with its menu: the focus is back on its button.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Actions for Blood test March.pdf' }),
    );
  });

  it('deletes the file once the patient confirms', async () => {
    const deletes = stubApi();
    const user = await chooseDelete();
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(deletes).toEqual([FILE]));
    expect(await screen.findByText('You have no Files')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The file's row is gone: the focus stays in the page rather than falling back to its start.
    await vi.waitFor(() => expect(document.activeElement?.closest('main')).not.toBeNull());
  });

  it('says so in the dialog when the file could not be deleted', async () => {
    const deletes = stubApi(500);
    const user = await chooseDelete();
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The file could not be deleted. Try again.',
    );
    expect(deletes).toEqual([FILE]);
    expect(screen.getByRole('button', { name: 'Actions for Blood test March.pdf' })).toBeTruthy();
  });
});

describe('a folder opened by its address that is not the patient’s', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(showAlert).mockClear();
  });

  // The server answers 404 for another patient's folder as for none, 400 for an id that is none
  // and 403 to a caller the route is not for: the page says the same for all.
  it.each([
    [403, 'You do not have permission to perform this action.'],
    [404, 'Folder not found.'],
    [400, 'folderId must be a number'],
  ])('says it does not exist or is not shared, with a way back (%i)', async (status, detail) => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input);
      asked.push(url);
      if (url === FILES || url === FOLDER) return new Response(JSON.stringify({ detail }), { status });
      return new Promise<Response>(() => {});
    });
    storeSession({ patientId: '2' });
    await renderApp('/Patients/2/Medical_Folders/31', { signedIn: true });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This folder does not exist or is not shared with you' },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Check the address, or open the folder from your medical folders.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my medical folders' }).getAttribute('href')).toBe(
      '/Patients/2/Medical_Folders',
    );
    expect(screen.queryByRole('button', { name: 'Upload a File' })).toBeNull();
    expect(showAlert).not.toHaveBeenCalled();
    // Refused once, not asked again.
    expect(asked.filter((url) => url === FOLDER)).toHaveLength(1);
  });
});
