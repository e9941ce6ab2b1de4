import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, storeSession } from '#web/test/render-app.tsx';

type Stored = { id: number; full_name: string; date_of_birth: string; sex: string; relation: string };

/** A patient's relatives as the API keeps them: listed, added, edited and removed. */
function relativesApi(start: Stored[] = []) {
  const rows = [...start];
  let next = 10;
  const list = '/api/patient/2/relatives/';
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Partial<Stored>) : {};
    const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status });
    if (url === list && method === 'GET') return json(rows);
    if (url === list && method === 'POST') {
      const row = { id: next++, created_at: '2026-11-27T00:00:00Z', ...body } as Stored;
      rows.push(row);
      return json(row, 201);
    }
    const one = /relatives\/(\d+)\/$/.exec(url);
    const index = one ? rows.findIndex((r) => r.id === Number(one[1])) : -1;
    if (index >= 0 && method === 'PATCH') {
      rows[index] = { ...(rows[index] as Stored), ...body };
      return json(rows[index]);
    }
    if (index >= 0 && method === 'DELETE') {
      rows.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    return new Promise<Response>(() => {});
  });
  return rows;
}

describe("the patient's relatives page", { timeout: 30_000 }, () => {
  it('says the list is empty, then shows a relative added, edited and removed without a reload', async () => {
    const rows = relativesApi();
    storeSession({ patientId: '2' });
    const user = userEvent.setup();
    await renderApp('/Patients/2/Relatives', { signedIn: true });
    expect(
      await screen.findByText('You have not added any relatives yet.', {}, { timeout: 15_000 }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add a relative' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a relative' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Every empty field is flagged at once.
    expect(await within(dialog).findByText('Full Name is required')).toBeTruthy();
    expect(within(dialog).getAllByRole('alert').length).toBeGreaterThanOrEqual(4);
    await user.type(within(dialog).getByLabelText('Full name'), 'Yacine Benali');
    await user.type(within(dialog).getByLabelText('Date of birth'), '2019-04-12');
    await user.click(within(dialog).getByText('Male'));
    await user.click(within(dialog).getByText('Child'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const list = await screen.findByRole('list', { name: 'Relatives' });
    expect(await within(list).findByText('Yacine Benali')).toBeTruthy();
    expect(within(list).getByText(/Child · Male · born 12 Apr 2019/)).toBeTruthy();
    expect(rows).toMatchObject([{ full_name: 'Yacine Benali', sex: 'M', relation: 'child' }]);

    await user.click(screen.getByRole('button', { name: 'Edit Yacine Benali' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit relative' });
    const name = within(dialog).getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Yacine B.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('Yacine B.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove Yacine B.' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this relative?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('You have not added any relatives yet.')).toBeTruthy();
    expect(rows).toEqual([]);
  });
});
