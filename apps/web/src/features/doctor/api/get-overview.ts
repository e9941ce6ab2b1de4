import type { DoctorOverview } from '@reayah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { doctorKeys, doctorUrls } from './urls.ts';

export const getOverview = (doctorId: string) => api<DoctorOverview>(doctorUrls.overview(doctorId));

export const overviewQuery = (doctorId: string) =>
  queryOptions({ queryKey: doctorKeys.overview(doctorId), queryFn: () => getOverview(doctorId) });

export const useOverview = (doctorId: string) => useQuery(overviewQuery(doctorId));
