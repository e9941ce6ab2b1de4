import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { doctorKeys } from './urls.ts';

// GET and PATCH doctor/GetUpdateClinic/{clinicId}/ share one kept path, so they share this file.

export const getClinic = (clinicId: number) => call(addresses.doctor.clinic.read, { params: { clinicId } });

export const clinicQuery = (doctorId: string, clinicId: number) =>
  queryOptions({ queryKey: doctorKeys.clinic(doctorId, clinicId), queryFn: () => getClinic(clinicId) });

export const useClinic = (doctorId: string, clinicId: number) => useQuery(clinicQuery(doctorId, clinicId));

export const updateClinic = (clinicId: number, form: FormData) =>
  call(addresses.doctor.clinic.update, { params: { clinicId }, body: form });

export function useUpdateClinic(doctorId: string, clinicId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => updateClinic(clinicId, form),
    onSuccess: async (clinic) => {
      client.setQueryData(doctorKeys.clinic(doctorId, clinicId), clinic);
      await client.invalidateQueries({ queryKey: doctorKeys.profile(doctorId) });
    },
  });
}
