import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, storeSession } from '../test/render-app.tsx';

describe('route table', () => {
  it('matches paths case-insensitively', async () => {
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    await router.navigate('/LOGIN');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('serves /book-a-doctor/{id} and /Book-a-doctor/{id} (guarded by patientId)', async () => {
    storeSession({ patientId: '7' });
    const { router } = renderApp('/book-a-doctor/3');
    expect(await screen.findByText('Oops! This Page is Not Finished Yet')).toBeTruthy();
    await router.navigate('/Book-a-doctor/3');
    expect(router.state.location.pathname).toBe('/Book-a-doctor/3');
  });

  it('shows not-found with a link home for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops! This Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('redirects the patient area to /Login without a stored patientId', async () => {
    window.localStorage.setItem('patientId', 'null');
    const { router } = renderApp('/Patients/5/Profile');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Login');
  });

  it('opens patient pages and redirects Settings to Settings/profile', async () => {
    storeSession({ patientId: '5' });
    const { router } = renderApp('/Patients/5/Settings');
    expect(await screen.findByText('Oops! This Page is Not Finished Yet')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Patients/5/Settings/profile');
    expect(screen.getByRole('navigation', { name: 'Patient menu' })).toBeTruthy();
  });

  it('shows not-found for unknown patient paths', async () => {
    storeSession({ patientId: '5' });
    renderApp('/Patients/5/nope');
    expect(await screen.findByText('Oops! This Page Not Found')).toBeTruthy();
  });

  it('guards the doctor area and renders the job placeholder', async () => {
    storeSession({ doctorId: '9' });
    renderApp('/Doctores/9/Settings/job');
    expect(await screen.findByText('job')).toBeTruthy();
  });

  it('sends the redirect screens to the stored role home', async () => {
    storeSession({ doctorId: '9' });
    const { router } = renderApp('/Doctores');
    await screen.findByText('Oops! This Page is Not Finished Yet');
    expect(router.state.location.pathname).toBe('/Doctores/9/Overview');
  });
});
