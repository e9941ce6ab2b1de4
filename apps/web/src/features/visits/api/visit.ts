import type { Signal, VisitConsultationBody } from '@reayah/contracts';
import * as addresses from '@reayah/contracts/addresses';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';

export const visitQuery = (appointmentId: string) =>
  queryOptions({
    queryKey: [...sharedKeys.visits, appointmentId],
    queryFn: ({ signal }) => call(addresses.visits.get, { params: { appointmentId }, signal }),
    retry: false,
    // The page learns when the join window opens without a reload.
    refetchInterval: (query) => (query.state.data?.open ? false : 30_000),
  });

export function sendSignal(appointmentId: string | number, signal: Signal) {
  return call(addresses.visits.signal, { params: { appointmentId }, body: signal });
}

export function saveVisitConsultation(appointmentId: string | number, body: VisitConsultationBody) {
  return call(addresses.visits.consultation, { params: { appointmentId }, body });
}
