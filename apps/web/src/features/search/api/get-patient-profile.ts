import type { PatientProfile } from '@reayah/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { API_BASE } from '#web/lib/api-paths.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';

export type SearcherProfile = Pick<PatientProfile, 'full_name' | 'picture'>;

/** GET patient/{patientId}/: the searcher's name and picture. */
export function getPatientProfile(patientId: string, signal?: AbortSignal) {
  return api<SearcherProfile>(`${API_BASE}/patient/${encodeURIComponent(patientId)}/`, {
    ...(signal ? { signal } : {}),
  });
}

export function patientProfileQuery(patientId: string | null) {
  return queryOptions({
    queryKey: sharedKeys.searcherProfile(patientId),
    queryFn: ({ signal }) => getPatientProfile(patientId ?? '', signal),
    enabled: patientId !== null,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
