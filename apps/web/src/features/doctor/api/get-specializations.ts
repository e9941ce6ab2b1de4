import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { doctorKeys } from './urls.ts';

export const getSpecializations = () => call(addresses.doctor.profile.specializations);

export const specializationsQuery = () =>
  queryOptions({ queryKey: doctorKeys.specializations, queryFn: getSpecializations, staleTime: Infinity });

export const useSpecializations = () => useQuery(specializationsQuery());
