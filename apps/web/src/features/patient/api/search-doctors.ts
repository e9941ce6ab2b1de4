import type { DoctorSearchResponse } from '@reayah/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patientApi } from './urls.ts';

export const doctorSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['doctors', 'search', search],
    queryFn: ({ signal }) => api<DoctorSearchResponse>(patientApi.doctorSearch(search), { signal }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useDoctorSearch = (search: string) => useQuery(doctorSearchQuery(search));
