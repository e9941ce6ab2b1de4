import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { doctorKeys, doctorUrls } from './urls.ts';

export const sendAccessRequest = (doctorId: string, patientId: number) =>
  api<{ id: number; msg: string }>(doctorUrls.sendRequest(doctorId, patientId), { method: 'POST' });

export function useSendAccessRequest(doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patientId: number) => sendAccessRequest(doctorId, patientId),
    onSettled: () => client.invalidateQueries({ queryKey: doctorKeys.patients(doctorId) }),
  });
}
