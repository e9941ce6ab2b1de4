import type { AvailableSlot, PatientBooking } from '@reayah/contracts';
import * as addresses from '@reayah/contracts/addresses';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, slashed, urlOf } from '#web/lib/api-route.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';
import { bookingsQuery } from './get-bookings.ts';

// After the booking: the patient cancels or moves an appointment, or adds it to a calendar.

const table = addresses.appointments;

export const appointmentApi = {
  /** A file download (text/calendar), linked with `download`. */
  calendar: (bookingId: number) =>
    urlOf(addresses.appointments.changes.patientCalendar, { params: { bookingId } }),
} as const;

/**
 * A doctor's free slots from now on: the booking page's query (same key and address), so a slot
 * taken or freed here is also fresh there.
 */
export const freeSlotsQuery = (doctorId: string) =>
  queryOptions({
    queryKey: sharedKeys.publicDoctorSlots(doctorId),
    queryFn: ({ signal }) => call(slashed(table.booking.freeSlots), { params: { doctorId }, signal }),
  });

/** Shows the change on the bookings table at once, before the list comes back from the server. */
function patchBooking(client: QueryClient, patientId: string, id: number, change: Partial<PatientBooking>) {
  client.setQueryData(bookingsQuery(patientId).queryKey, (list) =>
    list?.map((b) => (b.id === id ? { ...b, ...change } : b)),
  );
}

/** Every list that shows the appointment: bookings, the next-appointment banner, video visits, the slots. */
function refreshAfterChange(client: QueryClient, patientId: string, doctorId: number) {
  // Not awaited: the dialog closes on the server's answer, not when the lists have loaded again.
  void Promise.all([
    client.invalidateQueries({ queryKey: sharedKeys.patientBookings(patientId) }),
    client.invalidateQueries({ queryKey: sharedKeys.upcomingVisits }),
    client.invalidateQueries({ queryKey: sharedKeys.publicDoctorSlots(String(doctorId)) }),
  ]);
}

/** POST patient/appointments/{id}/cancel/: 204, or 409 with the reason (started, within the notice). */
export function useCancelBooking(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (booking: PatientBooking) =>
      call(slashed(table.changes.cancelByPatient), { params: { bookingId: booking.id } }),
    onSuccess: (_data, booking) => {
      patchBooking(client, patientId, booking.id, {
        status: 'cancelled',
        cancelled_by: 'patient',
        cancel_reason: null,
      });
      refreshAfterChange(client, patientId, booking.doctor);
    },
  });
}

/** POST patient/appointments/{id}/reschedule/ {slot}: 204, or 409 when the slot was just taken. */
export function useMoveBooking(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, slot }: { booking: PatientBooking; slot: AvailableSlot }) =>
      call(slashed(table.changes.reschedule), { params: { bookingId: booking.id }, body: { slot: slot.id } }),
    onSuccess: (_data, { booking, slot }) => {
      patchBooking(client, patientId, booking.id, {
        day: slot.day,
        start_time: slot.start_time,
        end_time: slot.end_time,
      });
      refreshAfterChange(client, patientId, booking.doctor);
    },
    // Nothing changed, but the list the patient chose from is out of date (the slot taken or gone).
    onError: (_error, { booking }) =>
      void client.invalidateQueries({ queryKey: sharedKeys.publicDoctorSlots(String(booking.doctor)) }),
  });
}
