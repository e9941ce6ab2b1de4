import type { Appointment } from '@reayah/contracts';
import * as addresses from '@reayah/contracts/addresses';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, slashed, urlOf } from '#web/lib/api-route.ts';
import { appointmentsQuery } from './appointments.ts';
import { refreshSchedule } from './refresh.ts';
import { doctorKeys } from './urls.ts';

// After the booking, on the doctor's side: cancel with a reason, mark a no-show, see the emails
// sent about an appointment, add it to a calendar.

type Id = number | string;

const table = addresses.appointments.changes;

export const appointmentLifeUrls = {
  /** A file download (text/calendar), linked with `download`. */
  calendar: (appointmentId: Id) => urlOf(table.doctorCalendar, { params: { appointmentId } }),
} as const;

/** One delivery of an email (or text message) about the appointment. */
export interface AppointmentMessage {
  kind: string;
  channel: 'email' | 'sms';
  status: 'queued' | 'sent' | 'retrying' | 'failed';
  attempts: number;
  created_at: string;
  sent_at: string | null;
}

/** Under the doctor's key, so any change to the schedule refreshes an open list. */
export const appointmentMessagesQuery = (doctorId: string, appointmentId: number) =>
  queryOptions({
    queryKey: [...doctorKeys.all(doctorId), 'appointment-messages', appointmentId],
    queryFn: ({ signal }) =>
      call(slashed(table.messages), { params: { appointmentId }, signal }) as Promise<AppointmentMessage[]>,
  });

/** Shows the change in the appointments table at once, before it comes back from the server. */
function patchAppointments(
  client: QueryClient,
  doctorId: string,
  change: (list: Appointment[]) => Appointment[],
) {
  client.setQueryData(appointmentsQuery(doctorId).queryKey, (list) => (list ? change(list) : list));
}

/** POST doctor/appointments/{id}/cancel/ {reason}: 204; 400 {reason: [message]}; 409 once started. */
export function useCancelWithReason(doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(slashed(table.cancelByDoctor), { params: { appointmentId: id }, body: { reason } }),
    onSuccess: (_data, { id }) => {
      // It leaves the list (the patient keeps it, cancelled, in theirs); its slot is free again.
      patchAppointments(client, doctorId, (list) => list.filter((a) => a.id !== id));
      void refreshSchedule(client, doctorId);
    },
  });
}

/** POST doctor/appointments/{id}/no-show/ {no_show}: 204; 409 before it has started. */
export function useSetNoShow(doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, noShow }: { id: number; noShow: boolean }) =>
      call(slashed(table.noShow), { params: { appointmentId: id }, body: { no_show: noShow } }),
    onSuccess: (_data, { id, noShow }) => {
      patchAppointments(client, doctorId, (list) =>
        list.map((a) => (a.id === id ? { ...a, no_show: noShow } : a)),
      );
      // The Overview counts no-shows.
      void refreshSchedule(client, doctorId);
    },
  });
}
