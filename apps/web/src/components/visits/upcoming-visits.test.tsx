import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '#web/lib/query-client.ts';
import { renderApp, storeSession } from '#web/test/render-app.tsx';

const visit = (appointment: number, open: boolean) => ({
  appointment,
  other: { full_name: `Doctor ${appointment}` },
  day: '2026-11-24',
  start_time: '10:00:00',
  end_time: '10:30:00',
  opens_at: '2026-11-24T08:50:00.000Z',
  closes_at: '2026-11-24T09:30:00.000Z',
  open,
});

/** Answers the upcoming video visits; everything else (profile, bookings) stays pending. */
function stubVisits(results: unknown[]) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input) === '/api/visits/'
      ? new Response(JSON.stringify({ results }), { status: 200 })
      : new Promise<Response>(() => {}),
  );
}

describe('upcoming video visits on the appointments page', { timeout: 20_000 }, () => {
  it('links an open visit to its page and says when a later one opens', async () => {
    stubVisits([visit(5, true), visit(6, false)]);
    storeSession({ patientId: '2' });
    await renderApp('/Patients/2/Appoints', { signedIn: true });
    const section = await screen.findByRole('region', { name: 'Video visits' }, { timeout: 15_000 });
    const [open, later] = within(section).getAllByTestId('upcoming-visit') as [HTMLElement, HTMLElement];
    expect(within(open).getByRole('link', { name: 'Join video visit' }).getAttribute('href')).toBe(
      '/visit/5',
    );
    expect(within(later).queryByRole('link')).toBeNull();
    expect(later.textContent).toContain('Opens at 09:50');
  });

  it('shows nothing when there is no video visit', async () => {
    stubVisits([]);
    storeSession({ patientId: '2' });
    await renderApp('/Patients/2/Appoints', { signedIn: true });
    await screen.findByRole('heading', { name: 'Appointments' }, { timeout: 15_000 });
    await vi.waitFor(() => expect(queryClient.getQueryData(['visits', 'upcoming'])).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Video visits' })).toBeNull();
  });
});
