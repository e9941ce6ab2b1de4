import type { PatientBooking } from '@reayah/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCaches } from '#web/test/fake-caches.ts';
import { storeIds } from '../auth/auth-storage.ts';
import {
  clearSavedAppointments,
  readSavedAppointments,
  saveUpcomingAppointments,
} from './saved-appointments.ts';

const NOW = new Date('2026-11-25T10:00:00Z');

function booking(
  id: number,
  day: string,
  start: string,
  status: PatientBooking['status'] = 'booked',
): PatientBooking {
  return {
    id,
    day,
    start_time: start,
    end_time: start,
    doctor: 3,
    doctor_name: 'Salima Ouali',
    clinic_name: 'Clinique Nour',
    clinic_address: 'Alger',
    is_completed: false,
    status,
    cancelled_by: null,
    cancel_reason: null,
    appointment_reason: '',
    relative: null,
    made_by_doctor: false,
  };
}

beforeEach(() => {
  vi.stubGlobal('caches', fakeCaches());
  storeIds({ userId: 7, patientId: 12, doctorId: null });
});

describe('saved upcoming appointments', () => {
  it('keeps only the booked appointments still ahead, soonest first, and only what the offline page shows', async () => {
    await saveUpcomingAppointments(
      [
        booking(1, '2026-12-03', '09:00:00'),
        booking(2, '2026-11-20', '09:00:00'),
        booking(3, '2026-11-28', '15:30:00'),
        booking(4, '2026-11-29', '10:00:00', 'cancelled'),
      ],
      NOW,
    );
    expect(await readSavedAppointments()).toEqual({
      userId: '7',
      patientId: '12',
      savedAt: NOW.toISOString(),
      appointments: [
        {
          day: '2026-11-28',
          start_time: '15:30:00',
          doctor_name: 'Salima Ouali',
          clinic_name: 'Clinique Nour',
          clinic_address: 'Alger',
        },
        {
          day: '2026-12-03',
          start_time: '09:00:00',
          doctor_name: 'Salima Ouali',
          clinic_name: 'Clinique Nour',
          clinic_address: 'Alger',
        },
      ],
    });
  });

  it('never shows the list to another user of the device, and is gone once cleared', async () => {
    await saveUpcomingAppointments([booking(1, '2026-12-03', '09:00:00')], NOW);
    storeIds({ userId: 8, patientId: 13, doctorId: null });
    expect(await readSavedAppointments()).toBeNull();
    storeIds({ userId: 7, patientId: 12, doctorId: null });
    expect(await readSavedAppointments()).not.toBeNull();
    await clearSavedAppointments();
    expect(await readSavedAppointments()).toBeNull();
  });

  it('does nothing where the browser has no Cache Storage', async () => {
    vi.stubGlobal('caches', undefined);
    await saveUpcomingAppointments([booking(1, '2026-12-03', '09:00:00')], NOW);
    expect(await readSavedAppointments()).toBeNull();
  });
});
