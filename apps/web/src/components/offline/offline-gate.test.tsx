import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeIds } from '#web/lib/auth/auth-storage.ts';
import { saveUpcomingAppointments } from '#web/lib/offline/saved-appointments.ts';
import { fakeCaches } from '#web/test/fake-caches.ts';
import { OfflineGate } from './offline-gate.tsx';

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal('caches', fakeCaches());
});

function goOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

describe('OfflineGate', () => {
  it('opened offline, says so and shows the patient’s saved appointments; the app comes back online', async () => {
    storeIds({ userId: 7, patientId: 12, doctorId: null });
    await saveUpcomingAppointments([
      {
        id: 1,
        day: '2099-01-05',
        start_time: '09:30:00',
        end_time: '10:00:00',
        doctor: 3,
        doctor_name: 'Salima Ouali',
        clinic_name: 'Clinique Nour',
        clinic_address: 'Alger',
        is_completed: false,
        status: 'booked',
        cancelled_by: null,
        cancel_reason: null,
        appointment_reason: '',
        relative: null,
        made_by_doctor: false,
      },
    ]);
    online = false;
    render(
      <OfflineGate>
        <p>The app</p>
      </OfflineGate>,
    );
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
    const saved = await screen.findByRole('region', { name: 'Your upcoming appointments' });
    expect(saved.textContent).toMatch(/Saved at .+\. They may be out of date\./);
    expect(saved.textContent).toContain('Dr. Salima Ouali');
    expect(saved.textContent).toContain('Clinique Nour, Alger');
    expect(screen.queryByText('The app')).toBeNull();

    goOnline(true);
    expect(screen.getByText('The app')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You are offline' })).toBeNull();
  });

  it('keeps what is on screen when the connection drops later, with a banner', () => {
    render(
      <OfflineGate>
        <p>The app</p>
      </OfflineGate>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    goOnline(false);
    expect(screen.getByText('The app')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('You are offline. What you see may be out of date.');
  });
});
