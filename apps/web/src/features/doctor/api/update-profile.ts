import type { DoctorProfile } from '@reayah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';
import { invalidateEverywhere } from '#web/lib/query-sync.ts';
import { doctorKeys, doctorUrls } from './urls.ts';

/** A multipart PATCH; the answer is the updated doctor, stored as the current one. */
export const updateProfile = (doctorId: string, form: FormData) =>
  api<DoctorProfile>(doctorUrls.profile(doctorId), { method: 'PATCH', body: form });

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
