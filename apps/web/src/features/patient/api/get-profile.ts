import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';

export const profileQuery = (patientId: string) =>
  queryOptions({
    queryKey: ['patient', patientId, 'profile'],
    queryFn: ({ signal }) => call(addresses.patient.profile.get, { params: { patientId }, signal }),
  });

export const useProfile = (patientId: string) => useQuery(profileQuery(patientId));
