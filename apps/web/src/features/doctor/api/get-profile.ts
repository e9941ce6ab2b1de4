import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { doctorKeys } from './urls.ts';

export const getProfile = (doctorId: string) => call(addresses.doctor.profile.read, { params: { doctorId } });

export const profileQuery = (doctorId: string) =>
  queryOptions({ queryKey: doctorKeys.profile(doctorId), queryFn: () => getProfile(doctorId) });

export const useProfile = (doctorId: string) => useQuery(profileQuery(doctorId));
