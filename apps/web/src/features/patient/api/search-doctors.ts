import * as addresses from '@reayah/contracts/addresses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';

export const doctorSearchQuery = (search: string, verifiedOnly = false) =>
  queryOptions({
    queryKey: [...sharedKeys.doctorSearches, search, verifiedOnly],
    queryFn: ({ signal }) =>
      call(addresses.doctorDirectory.search, {
        query: { search, ...(verifiedOnly ? { verified: 'true' } : {}) },
        signal,
      }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useDoctorSearch = (search: string, verifiedOnly = false) =>
  useQuery(doctorSearchQuery(search, verifiedOnly));
