import * as addresses from '@reayah/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { doctorKeys } from './urls.ts';

export const addPatient = (doctorId: string, patientId: number) =>
  call(addresses.doctor.patients.add, { params: { doctorId, patientId } });

export function useAddPatient(doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patientId: number) => addPatient(doctorId, patientId),
    onSuccess: () => client.invalidateQueries({ queryKey: doctorKeys.all(doctorId) }),
  });
}
