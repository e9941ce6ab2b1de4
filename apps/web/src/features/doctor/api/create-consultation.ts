import type { Consultation, CreateConsultationBody } from '@reayah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { doctorKeys, doctorUrls } from './urls.ts';

/** The consultation and its items in one call, so they are saved together or not at all. */
export const createConsultation = (body: CreateConsultationBody) =>
  api<Consultation>(doctorUrls.createConsultation, { method: 'POST', body });

/** Refreshes the doctor's consultations and the patient's record once saved. */
export function useCreateConsultation(doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createConsultation,
    onSuccess: () => client.invalidateQueries({ queryKey: doctorKeys.all(doctorId) }),
  });
}
