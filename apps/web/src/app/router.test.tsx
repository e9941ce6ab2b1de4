import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, storeSession } from '../test/render-app.tsx';

// Area pages are built by their own teams and load data: keep every request pending so these tests
// check routing only (locations and layouts), not page content.
beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
});

async function waitForPath(app: { location(): { pathname: string } }, pathname: string) {
  await waitFor(() => expect(app.location().pathname).toBe(pathname));
}

describe('route table', () => {
  it('matches paths case-insensitively', async () => {
    const app = await renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    await app.navigate('/LOGIN');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('serves /book-a-doctor/{id} and /Book-a-doctor/{id} (guarded by patientId)', async () => {
    storeSession({ patientId: '7' });
    const app = await renderApp('/book-a-doctor/3');
    await waitForPath(app, '/book-a-doctor/3');
    expect(screen.queryByRole('heading', { name: 'Oops! This Page Not Found' })).toBeNull();
    await app.navigate('/Book-a-doctor/3');
    await waitForPath(app, '/Book-a-doctor/3');
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull();
  });

  it('shows not-found with a link home for unknown paths', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops! This Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('redirects the patient area to /Login without a stored patientId', async () => {
    window.localStorage.setItem('patientId', 'null');
    const app = await renderApp('/Patients/5/Profile');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(app.location().pathname).toBe('/Login');
    // The page asked for is where the patient returns after signing in.
    expect(app.location().search).toBe('?next=%2FPatients%2F5%2FProfile');
  });

  it('says on the sign-in page that a session found ended at start-up has ended, with the page to return to', async () => {
    storeSession({ patientId: '5' });
    const app = await renderApp('/Patients/5/Profile', { check: 'ended' });
    expect(
      await screen.findByText('Your session has ended. Sign in again to continue where you left off.'),
    ).toBeTruthy();
    expect(app.location().pathname).toBe('/Login');
    expect(app.location().search).toBe('?session=ended&next=%2FPatients%2F5%2FProfile');
    expect(window.localStorage.getItem('patientId')).toBeNull();
  });

  it("tells a signed-in doctor that a patient's page is not for their account, still signed in, with a way to the agenda", async () => {
    storeSession({ doctorId: '9' });
    const app = await renderApp('/Patients/5/Profile');
    expect(await screen.findByRole('heading', { name: 'This page is not for your account' })).toBeTruthy();
    expect(
      screen.getByText(
        "You are signed in with a doctor account, and this address belongs to a patient's space. You are still signed in.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/Doctores/9/Agenda',
    );
    expect(app.location().pathname).toBe('/Patients/5/Profile');
    expect(window.localStorage.getItem('doctorId')).toBe('9');
  });

  it("tells a signed-in patient that a doctor's page is not for their account", async () => {
    storeSession({ patientId: '5' });
    const app = await renderApp('/Doctores/9/Agenda');
    expect(await screen.findByRole('heading', { name: 'This page is not for your account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/Patients/5/Profile',
    );
    await app.navigate('/Doctores');
    expect(await screen.findByRole('heading', { name: 'This page is not for your account' })).toBeTruthy();
    expect(app.location().pathname).toBe('/Doctores');
  });

  it("opens the caller's own page when an area address carries another account's id", async () => {
    storeSession({ patientId: '5' });
    const patient = await renderApp('/Patients/1/Medical_Folders/7?tab=files');
    await waitForPath(patient, '/Patients/5/Medical_Folders/7');
    expect(patient.location().search).toBe('?tab=files');
    patient.unmount();

    storeSession({ doctorId: '9' });
    const doctor = await renderApp('/Doctores/2/Agenda');
    await waitForPath(doctor, '/Doctores/9/Agenda');
    expect(await screen.findByRole('navigation', { name: 'Doctor menu' })).toBeTruthy();
  });

  it('opens patient pages and redirects Settings to Settings/profile', async () => {
    storeSession({ patientId: '5' });
    const app = await renderApp('/Patients/5/Settings');
    expect(await screen.findByRole('navigation', { name: 'Patient menu' })).toBeTruthy();
    await waitForPath(app, '/Patients/5/Settings/profile');
  });

  it('shows not-found for unknown patient paths', async () => {
    storeSession({ patientId: '5' });
    await renderApp('/Patients/5/nope');
    expect(await screen.findByText('Oops! This Page Not Found')).toBeTruthy();
  });

  it('guards the doctor area and renders the job placeholder', async () => {
    storeSession({ doctorId: '9' });
    await renderApp('/Doctores/9/Settings/job');
    expect(await screen.findByText('job')).toBeTruthy();
  });

  it('sends the redirect screens to the stored role home', async () => {
    storeSession({ doctorId: '9' });
    const app = await renderApp('/Doctores');
    expect(await screen.findByRole('navigation', { name: 'Doctor menu' })).toBeTruthy();
    await waitForPath(app, '/Doctores/9/Overview');
  });

  it("sends an assistant from the doctor area's redirect screen to their doctor's agenda", async () => {
    storeSession({ assistantOf: '9' });
    const app = await renderApp('/Doctores');
    await waitForPath(app, '/Doctores/9/Agenda');
    expect(screen.queryByRole('heading', { name: 'This page is not for your account' })).toBeNull();
  });
});
