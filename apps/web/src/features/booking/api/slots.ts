import type { AvailableSlot } from '@reayah/contracts';
import * as addresses from '@reayah/contracts/addresses';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, type ErrorBody, request } from '#web/lib/api-client.ts';
import { call, slashed, urlOf } from '#web/lib/api-route.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';
import { invalidateEverywhere } from '#web/lib/query-sync.ts';

export interface SlotWindow {
  slots: AvailableSlot[];
  /** The address of the next window (the answer's `Link: rel="next"`); null after the last. */
  next: string | null;
}

/** One window of the doctor's free slots, and where the next one is. */
async function slotWindow(url: string, signal: AbortSignal): Promise<SlotWindow> {
  const res = await request<AvailableSlot[]>(url, { signal });
  if (!res.ok) throw new ApiError(res.status, (res.data ?? {}) as unknown as ErrorBody);
  const next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
  return { slots: res.data, next };
}

/**
 * GET patient/all-bookings/{doctorId}/: the doctor's free slots, fourteen days at a time
 * from the first free one (decision 0042); the page asks for the next window when the patient does.
 */
export const slotsQuery = (doctorId: string) =>
  infiniteQueryOptions({
    queryKey: [...sharedKeys.publicDoctorSlots(doctorId), 'windows'],
    queryFn: ({ pageParam, signal }) => slotWindow(pageParam, signal),
    initialPageParam: urlOf(slashed(addresses.appointments.booking.freeSlots), { params: { doctorId } }),
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const useSlots = (doctorId: string) => useInfiniteQuery(slotsQuery(doctorId));

/** The signed-in patient's appointments (the same list as their Appointments page), or nothing for a visitor. */
export function useMyBookings(patientId: string | null) {
  return useQuery({
    queryKey: sharedKeys.patientBookings(patientId ?? ''),
    queryFn: ({ signal }) =>
      call(addresses.patient.records.bookings, { params: { patientId: patientId ?? '' }, signal }),
    enabled: patientId !== null,
  });
}

/** A download of the appointment as a calendar file (text/calendar). */
export const calendarFile = (appointmentId: string | number) =>
  urlOf(addresses.appointments.changes.patientCalendar, { params: { bookingId: appointmentId } });

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
    client.setQueryData(slotsQuery(doctorId).queryKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((p) => ({ ...p, slots: p.slots.filter((s) => s.id !== slotId) })),
          }
        : data,
    );
  return useMutation({
    mutationFn: ({ patientId, slotId, reason, relative = null }: BookingRequest) =>
      call(slashed(addresses.appointments.booking.book), {
        params: { patientId, slotId },
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
