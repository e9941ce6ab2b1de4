import type { DoctorConsultationList } from '@reayah/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { doctorKeys, doctorUrls } from './urls.ts';

/** The doctor's consultations, newest first, a page at a time; read again on each visit. */
export const consultationsQuery = (doctorId: string, page: number) =>
  queryOptions({
    queryKey: doctorKeys.consultations(doctorId, page),
    queryFn: ({ signal }) => api<DoctorConsultationList>(doctorUrls.consultations(page), { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useConsultations = (doctorId: string, page: number) =>
  useQuery(consultationsQuery(doctorId, page));
