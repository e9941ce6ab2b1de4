import type { Signal, Visit, VisitConsultationBody } from '@reayah/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { API_BASE } from '#web/lib/api-paths.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';

const base = (id: string | number) => `${API_BASE}/visits/${encodeURIComponent(String(id))}`;

export const visitQuery = (appointmentId: string) =>
  queryOptions({
    queryKey: [...sharedKeys.visits, appointmentId],
    queryFn: ({ signal }) => api<Visit>(`${base(appointmentId)}/`, { signal }),
    retry: false,
    // The page learns when the join window opens without a reload.
    refetchInterval: (query) => (query.state.data?.open ? false : 30_000),
  });

export function sendSignal(appointmentId: string | number, signal: Signal) {
  return api<object>(`${base(appointmentId)}/signal/`, { method: 'POST', body: signal });
}

export function saveVisitConsultation(appointmentId: string | number, body: VisitConsultationBody) {
  return api<{ id: number }>(`${base(appointmentId)}/consultation/`, { method: 'POST', body });
}
