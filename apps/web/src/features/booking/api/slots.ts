import type { AvailableSlot, BookedAppointment } from '@reayah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { API_BASE } from '../../../lib/api-paths.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';
import { invalidateEverywhere } from '../../../lib/query-sync.ts';

const enc = encodeURIComponent;

/** SPEC §7 GET patient/all-bookings/{doctorId}/: the doctor's available slots from now on. */
export const slotsQuery = (doctorId: string) =>
  queryOptions({
    queryKey: sharedKeys.publicDoctorSlots(doctorId),
    queryFn: ({ signal }) =>
      api<AvailableSlot[]>(`${API_BASE}/patient/all-bookings/${enc(doctorId)}/`, { signal }),
  });

export const useSlots = (doctorId: string) => useQuery(slotsQuery(doctorId));

/**
 * SPEC §7 POST patient/{patientId}/booking/{slotId}/; the slot leaves the list, booked or gone, and
 * the lists that show the new appointment (bookings, next appointment, video visits) are refreshed.
 */
export function useBookSlot(patientId: string, doctorId: string) {
  const client = useQueryClient();
  const drop = (slotId: number) =>
    client.setQueryData(slotsQuery(doctorId).queryKey, (list) => list?.filter((s) => s.id !== slotId));
  return useMutation({
    mutationFn: ({ slotId, relative }: { slotId: number; relative: number | null }) =>
      api<BookedAppointment>(`${API_BASE}/patient/${enc(patientId)}/booking/${enc(slotId)}/`, {
        method: 'POST',
        body: { appointment_reason: '', type_person: '', relative },
      }),
    onSuccess: (_data, { slotId }) => {
      drop(slotId);
      // Not awaited: the patient's confirmation does not wait for the lists to load again.
      // The page is often a tab of its own (See Bookings): the Appointments tab is refreshed too.
      void invalidateEverywhere(client, [
        sharedKeys.patientBookings(patientId),
        sharedKeys.upcomingVisits,
        slotsQuery(doctorId).queryKey,
      ]);
    },
    onError: () => void client.invalidateQueries({ queryKey: slotsQuery(doctorId).queryKey }),
  });
}
