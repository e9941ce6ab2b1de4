import * as addresses from '@reayah/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys } from '#web/lib/query-keys.ts';
import { call } from '#web/lib/api-route.ts';
import { invalidateEverywhere } from '#web/lib/query-sync.ts';
import { doctorKeys } from './urls.ts';

/** A multipart PATCH; the answer is the updated doctor, stored as the current one. */
export const updateProfile = (doctorId: string, form: FormData) =>
  call(addresses.doctor.profile.update, { params: { doctorId }, body: form });

export function useUpdateProfile(doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => updateProfile(doctorId, form),
    onSuccess: async (profile) => {
      client.setQueryData(doctorKeys.profile(doctorId), profile);
      // Patients see the name, picture, specialty and address on the booking page and in searches.
      await invalidateEverywhere(client, [sharedKeys.publicDoctor(doctorId), sharedKeys.doctorSearches]);
    },
  });
}
