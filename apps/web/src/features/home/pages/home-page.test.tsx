import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, storeSession } from '#web/test/render-app.tsx';

describe('home', () => {
  it('shows the static content', async () => {
    await renderApp('/');
    expect(await screen.findByText('115 doctors online')).toBeTruthy();
    for (const topic of [
      'Heart disease',
      'Mental health',
      'COVID-19',
      'Exercise and fitness',
      'Cancer',
      'Skin Care',
    ]) {
      expect(screen.getByText(topic)).toBeTruthy();
    }
    expect(screen.getByText('Are you a doctor? Become a part')).toBeTruthy();
    for (const stat of ['1500', '2000', '20.3K', '18.5K']) expect(screen.getByText(stat)).toBeTruthy();
  });

  it('offers the symptom search to a visitor, beside getting started', async () => {
    await renderApp('/');
    expect(await screen.findByLabelText('Describe your symptoms')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Get Started' }).length).toBeGreaterThan(0);
  });

  it('hides the symptom search from a signed-in doctor', async () => {
    storeSession({ doctorId: '3' });
    await renderApp('/', { signedIn: true });
    await screen.findByText('115 doctors online');
    expect(screen.queryByLabelText('Describe your symptoms')).toBeNull();
  });

  it('hides the symptom search when no patientId is stored', async () => {
    storeSession({});
    await renderApp('/', { signedIn: true });
    await screen.findByText('115 doctors online');
    expect(screen.queryByLabelText('Describe your symptoms')).toBeNull();
  });

  it('lets a signed-in patient search by symptom', async () => {
    storeSession({ patientId: '2' });
    // The search page loads recommendations: keep the request pending.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const user = userEvent.setup();
    const app = await renderApp('/', { signedIn: true });
    const box = await screen.findByLabelText('Describe your symptoms');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(app.location().pathname).toBe('/');
    await user.type(box, 'chest pain{Enter}');
    await vi.waitFor(() => expect(app.location().pathname).toBe('/Search'));
    expect(app.location().search).toBe('?q=chest%20pain');
  });

  it('shows how much of the description is left, and stops at the maximum', { timeout: 20_000 }, async () => {
    storeSession({ patientId: '2' });
    const user = userEvent.setup();
    await renderApp('/', { signedIn: true });
    const box = await screen.findByLabelText('Describe your symptoms');
    expect(await screen.findByText('1000 characters left')).toBeTruthy();
    await user.type(box, 'fièvre');
    expect(screen.getByText('994 characters left')).toBeTruthy();
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(1200));
    expect((box as HTMLInputElement).value).toHaveLength(1000);
    const left = screen.getByText('0 characters left');
    expect(left.getAttribute('aria-live')).toBe('polite');
    expect(box.getAttribute('aria-describedby')).toBe(left.id);
  });

  it('says what is missing, next to the box and read out, when the search is sent empty or with spaces only', async () => {
    const user = userEvent.setup();
    const app = await renderApp('/');
    const box = await screen.findByLabelText('Describe your symptoms');
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const missing = await screen.findByText('Describe your symptoms first.');
    expect(missing.getAttribute('aria-live')).toBe('polite');
    expect(box.getAttribute('aria-describedby')).toBe(missing.id);
    expect(app.location().pathname).toBe('/');
    await user.type(box, 'fièvre');
    expect(screen.queryByText('Describe your symptoms first.')).toBeNull();
    expect(screen.getByText('991 characters left')).toBeTruthy();
    // Emptied again, the box says again what it misses.
    await user.clear(box);
    expect(screen.getByText('Describe your symptoms first.')).toBeTruthy();
  });
});
