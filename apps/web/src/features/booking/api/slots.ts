import type { AvailableSlot, BookedAppointment, PatientBooking } from '@reayah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { API_BASE } from '../../../lib/api-paths.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';
import { invalidateEverywhere } from '../../../lib/query-sync.ts';

const enc = encodeURIComponent;

/** GET patient/all-bookings/{doctorId}/: the doctor's available slots from now on. */
export const slotsQuery = (doctorId: string) =>
  queryOptions({
    queryKey: sharedKeys.publicDoctorSlots(doctorId),
    queryFn: ({ signal }) =>
      api<AvailableSlot[]>(`${API_BASE}/patient/all-bookings/${enc(doctorId)}/`, { signal }),
  });

export const useSlots = (doctorId: string) => useQuery(slotsQuery(doctorId));

/** The signed-in patient's appointments (the same list as their Appointments page), or nothing for a visitor. */
export function useMyBookings(patientId: string | null) {
  return useQuery({
    queryKey: sharedKeys.patientBookings(patientId ?? ''),
    queryFn: ({ signal }) =>
      api<PatientBooking[]>(`${API_BASE}/patient/${enc(patientId ?? '')}/bookings`, { signal }),
    enabled: patientId !== null,
  });
}

/** A download of the appointment as a calendar file (text/calendar). */
export const calendarFile = (appointmentId: string | number) =>
  `${API_BASE}/patient/appointments/${enc(String(appointmentId))}/calendar.ics`;

export interface BookingRequest {
  /** The patient booking: known only once a visitor has signed up or in inside the booking. */
  patientId: string;
  slotId: number;
  reason: string;
  /** One of the patient's relatives the appointment is for; none for the patient themself. */
  relative?: number | null;
}

/**
 * POST patient/{patientId}/booking/{slotId}/; the slot leaves the list, booked or gone, and
 * the lists that show the new appointment (bookings, next appointment, video visits) are refreshed.
 */
export function useBookSlot(doctorId: string) {
  const client = useQueryClient();
  const drop = (slotId: number) =>
    client.setQueryData(slotsQuery(doctorId).queryKey, (list) => list?.filter((s) => s.id !== slotId));
  return useMutation({
    mutationFn: ({ patientId, slotId, reason, relative = null }: BookingRequest) =>
      api<BookedAppointment>(`${API_BASE}/patient/${enc(patientId)}/booking/${enc(slotId)}/`, {
        method: 'POST',
        body: { appointment_reason: reason.trim(), type_person: '', relative },
      }),
    onSuccess: (_data, { patientId, slotId }) => {
      drop(slotId);
      // Not awaited: the patient's confirmation does not wait for the lists to load again.
      void invalidateEverywhere(client, [
        sharedKeys.patientBookings(patientId),
        sharedKeys.upcomingVisits,
        slotsQuery(doctorId).queryKey,
      ]);
    },
    onError: () => void client.invalidateQueries({ queryKey: slotsQuery(doctorId).queryKey }),
  });
}
