import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { otherBrowserTab } from '#web/test/other-tab.ts';
import { queryHarness } from '#web/test/query-harness.tsx';
import { useCancelAppointment, useCreateAppointment, useUpdateAppointment } from './appointments.ts';
import { useCreateSlot, useDeleteSlot, useUpdateSlot } from './slots.ts';
import { useUpdateProfile } from './update-profile.ts';

const DOCTOR = '9';

/** Everything a doctor's appointment or slot can show up in, on the doctor's and the patients' side. */
const seeded = {
  appointments: ['doctor', DOCTOR, 'appointments'],
  overview: ['doctor', DOCTOR, 'overview'],
  slots: ['doctor', DOCTOR, 'slots'],
  upcomingVisits: ['visits', 'upcoming'],
  visitPage: ['visit', '12'],
  bookingPageSlots: ['doctors', DOCTOR, 'slots'],
} as const;

const EVERY_LIST = Object.keys(seeded).sort();

describe('doctor mutations refresh the lists they change', () => {
  const tab = otherBrowserTab();

  it('marking an appointment completed refreshes the appointments, counts, slots and video visits', async () => {
    const { wrapper, refreshed } = queryHarness(seeded);
    const { result } = renderHook(() => useUpdateAppointment(DOCTOR), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        id: 12,
        change: { patient: 2, appointment_date: '2026-11-24', is_completed: true },
      }),
    );
    expect(refreshed()).toEqual(EVERY_LIST);
    // The same lists open in the browser's other tabs are refreshed too.
    await vi.waitFor(() =>
      expect(tab.heard).toEqual(
        expect.arrayContaining([['doctor', DOCTOR], seeded.upcomingVisits, seeded.bookingPageSlots]),
      ),
    );
  });

  it('creating and cancelling an appointment refresh the same lists', async () => {
    const create = queryHarness(seeded);
    const created = renderHook(() => useCreateAppointment(DOCTOR), { wrapper: create.wrapper });
    await act(() =>
      created.result.current.mutateAsync({
        patient: 2,
        day: '2026-11-24',
        start_time: '10:00',
        end_time: '10:30',
      }),
    );
    expect(create.refreshed()).toEqual(EVERY_LIST);

    const cancel = queryHarness(seeded);
    const cancelled = renderHook(() => useCancelAppointment(DOCTOR), { wrapper: cancel.wrapper });
    await act(() => cancelled.result.current.mutateAsync(12));
    expect(cancel.refreshed()).toEqual(EVERY_LIST);
  });

  it('creating, editing or deleting a slot refreshes the slot grid patients book from', async () => {
    const input = { day: '2026-11-24', start_time: '10:00', end_time: '10:30', visit_kind: 'video' } as const;
    const create = queryHarness(seeded);
    const created = renderHook(() => useCreateSlot(DOCTOR), { wrapper: create.wrapper });
    await act(() => created.result.current.mutateAsync(input));
    expect(create.refreshed()).toEqual(EVERY_LIST);

    const edit = queryHarness(seeded);
    const edited = renderHook(() => useUpdateSlot(DOCTOR), { wrapper: edit.wrapper });
    await act(() => edited.result.current.mutateAsync({ id: 4, input: { ...input, existing: true } }));
    expect(edit.refreshed()).toEqual(EVERY_LIST);

    const remove = queryHarness(seeded);
    const removed = renderHook(() => useDeleteSlot(DOCTOR), { wrapper: remove.wrapper });
    await act(() => removed.result.current.mutateAsync(4));
    expect(remove.refreshed()).toEqual(EVERY_LIST);
  });

  it('saving the profile refreshes how patients see the doctor (booking page card, search answers)', async () => {
    const harness = queryHarness({
      card: ['doctors', DOCTOR, 'card'],
      search: ['doctors', 'search', 'haddad', false],
    });
    const { result } = renderHook(() => useUpdateProfile(DOCTOR), { wrapper: harness.wrapper });
    await act(() => result.current.mutateAsync(new FormData()));
    expect(harness.refreshed()).toEqual(['card', 'search']);
  });
});
