import type { GrantDuration } from '@reayah/contracts';
import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { grantsQuery } from './privacy.ts';

export const accessRequestsQuery = (patientId: string) =>
  queryOptions({
    queryKey: ['patient', patientId, 'access-requests'],
    queryFn: ({ signal }) =>
      call(addresses.patient.sharing.accessRequests, { params: { patientId }, signal }),
  });

export const useAccessRequests = (patientId: string) => useQuery(accessRequestsQuery(patientId));

/** POST patient/access-folder/{requestId}/{folderId}/ with status 'True' (or 'False'). */
export function useDecideAccess(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { requestId: number; folderId: number; accept: boolean; duration?: GrantDuration }) =>
      call(addresses.patient.sharing.decide, {
        params: { requestId: v.requestId, folderId: v.folderId },
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
