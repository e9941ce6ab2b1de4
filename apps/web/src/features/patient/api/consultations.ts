import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';

export const consultationsQuery = (patientId: string) =>
  queryOptions({
    queryKey: ['patient', patientId, 'consultations'],
    queryFn: ({ signal }) => call(addresses.patient.records.consultations, { params: { patientId }, signal }),
  });

export const useConsultations = (patientId: string) => useQuery(consultationsQuery(patientId));
