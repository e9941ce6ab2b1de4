import type { PatientProfile } from '@reayah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileQuery } from './get-profile.ts';
import { patientApi } from './urls.ts';

/** SPEC §7 PUT patient/{id}/: multipart with every field and an optional picture. */
export function useUpdateProfile(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      api<PatientProfile>(patientApi.profile(patientId), { method: 'PUT', body: form }),
    onSuccess: (profile) => client.setQueryData(profileQuery(patientId).queryKey, profile),
  });
}
