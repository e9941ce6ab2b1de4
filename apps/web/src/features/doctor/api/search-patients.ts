import * as addresses from '@reayah/contracts/addresses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { doctorKeys } from './urls.ts';

export const searchPatients = (q: string) => call(addresses.doctor.patients.search, { query: { search: q } });

export const patientSearchQuery = (doctorId: string, q: string) =>
  queryOptions({
    queryKey: doctorKeys.search(doctorId, q),
    queryFn: () => searchPatients(q),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePatientSearch = (doctorId: string, q: string) => useQuery(patientSearchQuery(doctorId, q));
