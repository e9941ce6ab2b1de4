import type { Clinic } from '@reayah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { doctorKeys, doctorUrls } from './urls.ts';

export const createClinic = (form: FormData) =>
  api<Clinic>(doctorUrls.createClinic, { method: 'POST', body: form });

export function useCreateClinic(doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createClinic,
    onSuccess: () => client.invalidateQueries({ queryKey: doctorKeys.profile(doctorId) }),
  });
}
