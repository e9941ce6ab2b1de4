import type { AvailableSlot } from '@reayah/contracts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { otherBrowserTab } from '#web/test/other-tab.ts';
import { queryHarness } from '#web/test/query-harness.tsx';
import { useBookSlot } from './slots.ts';

const PATIENT = '2';
const DOCTOR = '9';

const slot = (id: number): AvailableSlot => ({
  id,
  doctor: 9,
  day: '2026-11-24',
  start_time: '10:00:00',
  end_time: '10:30:00',
  existing: true,
  visit_kind: 'video',
});

describe('booking a slot', () => {
  const tab = otherBrowserTab();

  it('takes the slot off the grid and refreshes the bookings, next appointment and video visits', async () => {
    const seeded = {
      bookings: ['patient', PATIENT, 'bookings'],
      nextAppointment: ['patient', PATIENT, 'bookings', 'next'],
      upcomingVisits: ['visits', 'upcoming'],
      slotGrid: ['doctors', DOCTOR, 'slots', 'windows'],
    } as const;
    const { client, wrapper, requests, refreshed } = queryHarness(seeded);
    client.setQueryData(seeded.slotGrid, {
      pages: [{ slots: [slot(4), slot(5)], next: null }],
      pageParams: ['/api/patient/all-bookings/9/'],
    });
    const { result } = renderHook(() => useBookSlot(DOCTOR), { wrapper });
    await act(() => result.current.mutateAsync({ patientId: PATIENT, slotId: 4, reason: '' }));
    expect(requests).toContainEqual({ url: '/api/patient/2/booking/4/', method: 'POST' });
    const grid = client.getQueryData<{ pages: { slots: AvailableSlot[] }[] }>(seeded.slotGrid);
    expect(grid?.pages.flatMap((p) => p.slots.map((s) => s.id))).toEqual([5]);
    expect(refreshed()).toEqual(['bookings', 'nextAppointment', 'slotGrid', 'upcomingVisits']);
    // "See Bookings" opens this page in a tab of its own: the Appointments tab refreshes too.
    await vi.waitFor(() =>
      expect(tab.heard).toEqual(expect.arrayContaining([seeded.bookings, seeded.upcomingVisits])),
    );
  });
});
