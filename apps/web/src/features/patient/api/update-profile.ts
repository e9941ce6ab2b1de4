import type { PatientProfile } from '@reayah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';
import { invalidateEverywhere } from '#web/lib/query-sync.ts';
import { profileQuery } from './get-profile.ts';
import { patientApi } from './urls.ts';

/** PUT patient/{id}/: multipart with every field and an optional picture. */
export function useUpdateProfile(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      api<PatientProfile>(patientApi.profile(patientId), { method: 'PUT', body: form }),
    onSuccess: async (profile) => {
      client.setQueryData(profileQuery(patientId).queryKey, profile);
      // The search page shows the patient's name and picture from its own query.
      await invalidateEverywhere(client, [sharedKeys.searcherProfile(patientId)]);
    },
  });
}
