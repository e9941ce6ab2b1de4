import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, storeSession } from '#web/test/render-app.tsx';
import { firstSegment, isActiveLink } from './nav-links.ts';

describe('active link', () => {
  it('derives from the first path segment, any case', () => {
    expect(firstSegment('/Blogs/article/2')).toBe('blogs');
    expect(isActiveLink('/Contact', '/contact')).toBe(true);
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/', '/About')).toBe(false);
  });

  it('marks the current page in the navigation', async () => {
    await renderApp('/faq');
    await screen.findByRole('heading', { name: 'Frequently Asked Questions' });
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    if (!nav) throw new Error('no nav');
    expect(within(nav).getByRole('link', { name: 'FAQ' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('signed-in navigation', () => {
  it('shows the Dashboard button to the patient profile (patient id wins)', async () => {
    storeSession({ patientId: '4', doctorId: '8' });
    await renderApp('/About', { signedIn: true });
    const dashboard = await screen.findByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('href')).toBe('/Patients/4/Profile');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('links a doctor to the agenda, their home', async () => {
    storeSession({ doctorId: '8' });
    await renderApp('/About', { signedIn: true });
    const dashboard = await screen.findByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('href')).toBe('/Doctores/8/Agenda');
  });

  it('shows Sign in and Get Started to visitors', async () => {
    await renderApp('/About');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Get Started' }).length).toBeGreaterThan(0);
  });
});
