import * as addresses from '@reayah/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';
import { invalidateEverywhere } from '#web/lib/query-sync.ts';
import { profileQuery } from './get-profile.ts';

/** PUT patient/{id}/: multipart with every field and an optional picture. */
export function useUpdateProfile(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      call(addresses.patient.profile.update, { params: { patientId }, body: form }),
    onSuccess: async (profile) => {
      client.setQueryData(profileQuery(patientId).queryKey, profile);
      // The search page shows the patient's name and picture from its own query.
      await invalidateEverywhere(client, [sharedKeys.searcherProfile(patientId)]);
    },
  });
}
