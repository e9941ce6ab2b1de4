import type { DoctorCard } from '@reayah/contracts';
import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { urlOf } from '#web/lib/api-route.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';

/** With the trailing slash the booking page has always sent (the server ignores it). */
export const doctorCardUrl = (doctorId: string) =>
  `${urlOf(addresses.doctorDirectory.card, { params: { doctorId } })}/`;

/** The booking page's doctor header: the same card the doctor search answers. */
export const doctorCardQuery = (doctorId: string) =>
  queryOptions({
    queryKey: [...sharedKeys.publicDoctor(doctorId), 'card'],
    queryFn: ({ signal }) => api<DoctorCard>(doctorCardUrl(doctorId), { signal }),
    staleTime: 5 * 60_000,
  });

export const useDoctorCard = (doctorId: string) => useQuery(doctorCardQuery(doctorId));
