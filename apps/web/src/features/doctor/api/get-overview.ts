import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';
import { doctorKeys } from './urls.ts';

export const getOverview = (doctorId: string) =>
  call(addresses.doctor.overview.read, { params: { doctorId } });

export const overviewQuery = (doctorId: string) =>
  queryOptions({ queryKey: doctorKeys.overview(doctorId), queryFn: () => getOverview(doctorId) });

export const useOverview = (doctorId: string) => useQuery(overviewQuery(doctorId));
