import type { DoctorSearchResponse } from '@reayah/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';
import { patientApi } from './urls.ts';

export const doctorSearchQuery = (search: string, verifiedOnly = false) =>
  queryOptions({
    queryKey: [...sharedKeys.doctorSearches, search, verifiedOnly],
    queryFn: ({ signal }) =>
      api<DoctorSearchResponse>(patientApi.doctorSearch(search, verifiedOnly), { signal }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useDoctorSearch = (search: string, verifiedOnly = false) =>
  useQuery(doctorSearchQuery(search, verifiedOnly));
