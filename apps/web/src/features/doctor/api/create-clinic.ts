import * as addresses from '@reayah/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { doctorKeys } from './urls.ts';

export const createClinic = (form: FormData) => call(addresses.doctor.clinic.create, { body: form });

export function useCreateClinic(doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createClinic,
    onSuccess: () => client.invalidateQueries({ queryKey: doctorKeys.profile(doctorId) }),
  });
}
