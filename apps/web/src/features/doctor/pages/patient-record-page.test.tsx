import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, storeSession } from '#web/test/render-app.tsx';

const RECORD = '/api/doctor/patients/44/record/';

/** The record answers `status` with `detail`; anything else stays pending. */
function stubRecord(status: number, detail: string) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    if (url === RECORD) return new Response(JSON.stringify({ detail }), { status });
    return new Promise<Response>(() => {});
  });
  return asked;
}

describe('a patient record opened by its address that is not open to the doctor', { timeout: 20_000 }, () => {
  // The server answers 404 for another doctor's patient as for none, 400 for an id that is none and
  // 403 to a caller the route is not for: the page says the same for all and leads back to the patients.
  it.each([
    [403, 'Only doctors can do this.'],
    [404, 'Patient not found.'],
    [400, 'patientId must be a number'],
  ])('says it does not exist or is not open, with a way back (%i)', async (status, detail) => {
    const asked = stubRecord(status, detail);
    storeSession({ doctorId: '9' });
    await renderApp('/Doctores/9/Patients/44', { signedIn: true });
    expect(
      await screen.findByRole(
        'heading',
        { name: "This patient's record does not exist or is not open to you" },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "A patient's record opens to you once they book with you or share a folder with you. Check the address, or open it from your patients.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All patients' }).getAttribute('href')).toBe(
      '/Doctores/9/Patients',
    );
    expect(screen.queryByText(detail)).toBeNull();
    expect(asked.filter((url) => url === RECORD)).toHaveLength(1);
  });

  it('keeps saying the record could not be loaded when the server fails', async () => {
    stubRecord(500, 'Internal error');
    storeSession({ doctorId: '9' });
    await renderApp('/Doctores/9/Patients/44', { signedIn: true });
    expect((await screen.findByRole('alert', undefined, { timeout: 15_000 })).textContent).toBe(
      'The record could not be loaded.',
    );
  });
});
