import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('brings a visitor back to the page they were on after signing in or up from the header', async () => {
    await renderApp('/About');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    await waitFor(() => expect(href('Sign in')).toBe('/Login?next=%2FAbout'));
    expect(href('Account')).toBe('/Login?next=%2FAbout');
    const getStarted = screen.getAllByRole('link', { name: 'Get Started' });
    expect(getStarted.map((link) => link.getAttribute('href'))).toContain('/Register?next=%2FAbout');

    // The phone's menu too.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(document.getElementById('mobile-menu')).not.toBeNull());
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/Login?next=%2FAbout',
    );
    expect(within(menu).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '/Register?next=%2FAbout',
    );
  });
});
