import type { Specialization } from '@reayah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { doctorKeys, doctorUrls } from './urls.ts';

export const getSpecializations = () => api<Specialization[]>(doctorUrls.specializations);

export const specializationsQuery = () =>
  queryOptions({ queryKey: doctorKeys.specializations, queryFn: getSpecializations, staleTime: Infinity });

export const useSpecializations = () => useQuery(specializationsQuery());
