import type { RelativeBody } from '@reayah/contracts';
import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';
import { invalidateEverywhere } from '#web/lib/query-sync.ts';

export const relativesQuery = (patientId: string) =>
  queryOptions({
    queryKey: sharedKeys.relatives(patientId),
    queryFn: ({ signal }) => call(addresses.relatives.list, { params: { patientId }, signal }),
  });

export const useRelatives = (patientId: string) => useQuery(relativesQuery(patientId));

/** Adds (no id) or edits a relative; the list here, the booking choice and folder names refresh. */
export function useSaveRelative(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: RelativeBody }) =>
      id === undefined
        ? call(addresses.relatives.add, { params: { patientId }, body })
        : call(addresses.relatives.update, { params: { patientId, relativeId: id }, body }),
    onSuccess: () =>
      invalidateEverywhere(client, [sharedKeys.relatives(patientId), ['patient', patientId, 'folders']]),
  });
}

export function useRemoveRelative(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(addresses.relatives.remove, { params: { patientId, relativeId: id } }),
    onSuccess: () =>
      invalidateEverywhere(client, [sharedKeys.relatives(patientId), ['patient', patientId, 'folders']]),
  });
}
