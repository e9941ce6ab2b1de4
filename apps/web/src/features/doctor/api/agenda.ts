import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '#web/lib/api-route.ts';
import { subscribeEvents } from '#web/lib/event-stream.ts';
import { refreshSchedule } from './refresh.ts';
import { doctorKeys } from './urls.ts';

/** Under the doctor's key, so any change to the schedule (refreshSchedule) reads it again. */
export const agendaQuery = (doctorId: string, from: string, days: number) =>
  queryOptions({
    queryKey: [...doctorKeys.all(doctorId), 'agenda', from, days],
    queryFn: ({ signal }) => call(addresses.doctor.agenda.read, { query: { from, days }, signal }),
  });

/**
 * The agenda of a day or a week, kept live: a booking, a move or a cancellation tells the doctor
 * by a notification on the event stream, and the agenda is read again (also on each reconnection).
 */
export function useLiveAgenda(doctorId: string, from: string, days: number) {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () =>
      void client.invalidateQueries({ queryKey: [...doctorKeys.all(doctorId), 'agenda'] });
    const offs = [subscribeEvents('notification', refresh), subscribeEvents('open', refresh)];
    return () => offs.forEach((off) => off());
  }, [client, doctorId]);
  return useQuery(agendaQuery(doctorId, from, days));
}

/** PATCH the appointment's `is_completed` alone: the consultation took place. */
export function useMarkDone(doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: number) =>
      call(addresses.appointments.doctorAppointments.update, {
        params: { doctorId, appointmentId },
        body: { is_completed: true },
      }),
    onSuccess: () => refreshSchedule(client, doctorId),
  });
}
