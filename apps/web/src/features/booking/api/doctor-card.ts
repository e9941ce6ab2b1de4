import type { DoctorCard } from '@reayah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { API_BASE } from '#web/lib/api-paths.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';

export const doctorCardUrl = (doctorId: string) =>
  `${API_BASE}/doctor/search/${encodeURIComponent(doctorId)}/`;

/** The booking page's doctor header: the same card the doctor search answers. */
export const doctorCardQuery = (doctorId: string) =>
  queryOptions({
    queryKey: [...sharedKeys.publicDoctor(doctorId), 'card'],
    queryFn: ({ signal }) => api<DoctorCard>(doctorCardUrl(doctorId), { signal }),
    staleTime: 5 * 60_000,
  });

export const useDoctorCard = (doctorId: string) => useQuery(doctorCardQuery(doctorId));
