import type { DoctorProfile } from '@reayah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { doctorKeys, doctorUrls } from './urls.ts';

export const getProfile = (doctorId: string) => api<DoctorProfile>(doctorUrls.profile(doctorId));

export const profileQuery = (doctorId: string) =>
  queryOptions({ queryKey: doctorKeys.profile(doctorId), queryFn: () => getProfile(doctorId) });

export const useProfile = (doctorId: string) => useQuery(profileQuery(doctorId));
