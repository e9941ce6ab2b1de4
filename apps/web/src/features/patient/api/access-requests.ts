import type { AccessRequest, GrantDuration } from '@reayah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { grantsQuery } from './privacy.ts';
import { patientApi } from './urls.ts';

export const accessRequestsQuery = (patientId: string) =>
  queryOptions({
    queryKey: ['patient', patientId, 'access-requests'],
    queryFn: ({ signal }) => api<AccessRequest[]>(patientApi.accessRequests(patientId), { signal }),
  });

export const useAccessRequests = (patientId: string) => useQuery(accessRequestsQuery(patientId));

/** POST patient/access-folder/{requestId}/{folderId}/ with status 'True' (or 'False'). */
export function useDecideAccess(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { requestId: number; folderId: number; accept: boolean; duration?: GrantDuration }) =>
      api<{ msg: string }>(patientApi.accessDecision(v.requestId, v.folderId), {
        method: 'POST',
        body: { status: v.accept ? 'True' : 'False', ...(v.duration ? { duration: v.duration } : {}) },
      }),
    onSettled: (_data, _error, v) =>
      Promise.all([
        client.invalidateQueries({ queryKey: accessRequestsQuery(patientId).queryKey }),
        // An accepted request adds the doctor to the folder's list of doctors with access.
        client.invalidateQueries({ queryKey: grantsQuery(String(v.folderId)).queryKey }),
      ]),
  });
}
