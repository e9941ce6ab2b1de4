import type { AvailableSlot, BookedAppointment } from '@reayah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { API_BASE } from '../../../lib/api-paths.ts';

const enc = encodeURIComponent;

/** SPEC §7 GET patient/all-bookings/{doctorId}/: the doctor's available slots from now on. */
export const slotsQuery = (doctorId: string) =>
  queryOptions({
    queryKey: ['doctors', doctorId, 'slots'],
    queryFn: ({ signal }) =>
      api<AvailableSlot[]>(`${API_BASE}/patient/all-bookings/${enc(doctorId)}/`, { signal }),
  });

export const useSlots = (doctorId: string) => useQuery(slotsQuery(doctorId));

/** SPEC §7 POST patient/{patientId}/booking/{slotId}/; the slot leaves the list, booked or gone. */
export function useBookSlot(patientId: string, doctorId: string) {
  const client = useQueryClient();
  const drop = (slotId: number) =>
    client.setQueryData(slotsQuery(doctorId).queryKey, (list) => list?.filter((s) => s.id !== slotId));
  return useMutation({
    mutationFn: (slotId: number) =>
      api<BookedAppointment>(`${API_BASE}/patient/${enc(patientId)}/booking/${enc(slotId)}/`, {
        method: 'POST',
        body: { appointment_reason: '', type_person: '' },
      }),
    onSuccess: (_data, slotId) => {
      drop(slotId);
      void client.invalidateQueries({ queryKey: ['patient', patientId, 'bookings'] });
    },
    onError: () => void client.invalidateQueries({ queryKey: slotsQuery(doctorId).queryKey }),
  });
}
