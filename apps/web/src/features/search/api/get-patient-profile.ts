import type { PatientProfile } from '@reayah/contracts';
import * as addresses from '@reayah/contracts/addresses';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';

export type SearcherProfile = Pick<PatientProfile, 'full_name' | 'picture'>;

/** GET patient/{patientId}/: the searcher's name and picture. */
export function getPatientProfile(patientId: string, signal?: AbortSignal): Promise<SearcherProfile> {
  return call(addresses.patient.profile.get, { params: { patientId }, ...(signal ? { signal } : {}) });
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
