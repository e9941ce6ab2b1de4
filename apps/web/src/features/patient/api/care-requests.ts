import type { CareRequest } from '@reayah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { patientApi } from './urls.ts';

/** The doctors asking to add the patient to their list, waiting for an answer. */
export const careRequestsQuery = (patientId: string) =>
  queryOptions({
    queryKey: ['patient', patientId, 'care-requests'],
    queryFn: ({ signal }) => api<CareRequest[]>(patientApi.careRequests(patientId), { signal }),
  });

export const useCareRequests = (patientId: string) => useQuery(careRequestsQuery(patientId));

export function useAnswerCareRequest(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { doctorId: number; accept: boolean }) =>
      api<{ msg: string }>(patientApi.careAnswer(patientId, v.doctorId), {
        method: 'POST',
        body: { accept: v.accept },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: careRequestsQuery(patientId).queryKey }),
  });
}
