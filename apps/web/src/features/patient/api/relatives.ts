import type { Relative, RelativeBody } from '@reayah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';
import { invalidateEverywhere } from '#web/lib/query-sync.ts';
import { patientApi } from './urls.ts';

export const relativesQuery = (patientId: string) =>
  queryOptions({
    queryKey: sharedKeys.relatives(patientId),
    queryFn: ({ signal }) => api<Relative[]>(patientApi.relatives(patientId), { signal }),
  });

export const useRelatives = (patientId: string) => useQuery(relativesQuery(patientId));

/** Adds (no id) or edits a relative; the list here, the booking choice and folder names refresh. */
export function useSaveRelative(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: RelativeBody }) =>
      id === undefined
        ? api<Relative>(patientApi.relatives(patientId), { method: 'POST', body })
        : api<Relative>(patientApi.relative(patientId, id), { method: 'PATCH', body }),
    onSuccess: () =>
      invalidateEverywhere(client, [sharedKeys.relatives(patientId), ['patient', patientId, 'folders']]),
  });
}

export function useRemoveRelative(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<null>(patientApi.relative(patientId, id), { method: 'DELETE' }),
    onSuccess: () =>
      invalidateEverywhere(client, [sharedKeys.relatives(patientId), ['patient', patientId, 'folders']]),
  });
}
