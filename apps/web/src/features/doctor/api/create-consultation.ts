import type { CreateConsultationBody } from '@reayah/contracts';
import * as addresses from '@reayah/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { doctorKeys } from './urls.ts';

/** The consultation and its items in one call, so they are saved together or not at all. */
export const createConsultation = (body: CreateConsultationBody) =>
  call(addresses.doctor.consultations.create, { body });

/** Refreshes the doctor's consultations and the patient's record once saved. */
export function useCreateConsultation(doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createConsultation,
    onSuccess: () => client.invalidateQueries({ queryKey: doctorKeys.all(doctorId) }),
  });
}
