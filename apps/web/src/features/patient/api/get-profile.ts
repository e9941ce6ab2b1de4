import type { PatientProfile } from '@reayah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { patientApi } from './urls.ts';

export const profileQuery = (patientId: string) =>
  queryOptions({
    queryKey: ['patient', patientId, 'profile'],
    queryFn: ({ signal }) => api<PatientProfile>(patientApi.profile(patientId), { signal }),
  });

export const useProfile = (patientId: string) => useQuery(profileQuery(patientId));
