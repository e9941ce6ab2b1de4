import type { DoctorSearchResponse } from '@reayah/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patientApi } from './urls.ts';

export const doctorSearchQuery = (search: string, verifiedOnly = false) =>
  queryOptions({
    queryKey: ['doctors', 'search', search, verifiedOnly],
    queryFn: ({ signal }) =>
      api<DoctorSearchResponse>(patientApi.doctorSearch(search, verifiedOnly), { signal }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useDoctorSearch = (search: string, verifiedOnly = false) =>
  useQuery(doctorSearchQuery(search, verifiedOnly));
