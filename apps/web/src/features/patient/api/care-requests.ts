import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';

/** The doctors asking to add the patient to their list, waiting for an answer. */
export const careRequestsQuery = (patientId: string) =>
  queryOptions({
    queryKey: ['patient', patientId, 'care-requests'],
    queryFn: ({ signal }) => call(addresses.patient.careRequests.list, { params: { patientId }, signal }),
  });

export const useCareRequests = (patientId: string) => useQuery(careRequestsQuery(patientId));

export function useAnswerCareRequest(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { doctorId: number; accept: boolean }) =>
      call(addresses.patient.careRequests.answer, {
        params: { patientId, doctorId: v.doctorId },
        body: { accept: v.accept },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: careRequestsQuery(patientId).queryKey }),
  });
}
