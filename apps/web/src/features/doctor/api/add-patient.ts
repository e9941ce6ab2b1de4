import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { doctorKeys, doctorUrls } from './urls.ts';

export const addPatient = (doctorId: string, patientId: number) =>
  api<{ msg: string }>(doctorUrls.addPatient(doctorId, patientId), { method: 'POST' });

export function useAddPatient(doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patientId: number) => addPatient(doctorId, patientId),
    onSuccess: () => client.invalidateQueries({ queryKey: doctorKeys.all(doctorId) }),
  });
}
