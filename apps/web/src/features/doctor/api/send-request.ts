import * as addresses from '@reayah/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { doctorKeys } from './urls.ts';

export const sendAccessRequest = (doctorId: string, patientId: number) =>
  call(addresses.doctor.patients.sendRequest, { params: { doctorId, patientId } });

export function useSendAccessRequest(doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patientId: number) => sendAccessRequest(doctorId, patientId),
    onSettled: () => client.invalidateQueries({ queryKey: doctorKeys.patients(doctorId) }),
  });
}
