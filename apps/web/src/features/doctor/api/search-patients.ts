import type { PatientSearchResult } from '@reayah/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { doctorKeys, doctorUrls } from './urls.ts';

interface Page {
  count: number;
  results: PatientSearchResult[];
}

export const searchPatients = (q: string) => api<Page>(doctorUrls.searchPatients(q));

export const patientSearchQuery = (doctorId: string, q: string) =>
  queryOptions({
    queryKey: doctorKeys.search(doctorId, q),
    queryFn: () => searchPatients(q),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePatientSearch = (doctorId: string, q: string) => useQuery(patientSearchQuery(doctorId, q));
