import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { doctorKeys } from './urls.ts';

export const getMyPatients = (doctorId: string) =>
  call(addresses.doctor.patients.list, { params: { doctorId } });

/** accepted_patients followed by pending_patients, in one list. */
export const myPatientsQuery = (doctorId: string) =>
  queryOptions({
    queryKey: doctorKeys.patients(doctorId),
    queryFn: () => getMyPatients(doctorId),
    select: (data) => [...data.accepted_patients, ...data.pending_patients],
  });

export const useMyPatients = (doctorId: string) => useQuery(myPatientsQuery(doctorId));

/** The patients asked to join the list who have not answered yet (the same answer, another part). */
export const useRequestedPatients = (doctorId: string) =>
  useQuery({
    queryKey: doctorKeys.patients(doctorId),
    queryFn: () => getMyPatients(doctorId),
    select: (data) => data.requested_patients,
  });
