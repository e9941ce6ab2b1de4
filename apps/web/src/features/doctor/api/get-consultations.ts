import * as addresses from '@reayah/contracts/addresses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { doctorKeys } from './urls.ts';

/** The doctor's consultations, newest first, a page at a time; read again on each visit. */
export const consultationsQuery = (doctorId: string, page: number) =>
  queryOptions({
    queryKey: doctorKeys.consultations(doctorId, page),
    queryFn: ({ signal }) => call(addresses.doctor.consultations.list, { query: { page }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useConsultations = (doctorId: string, page: number) =>
  useQuery(consultationsQuery(doctorId, page));
