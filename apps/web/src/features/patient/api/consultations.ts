import type { PatientConsultation } from '@reayah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { patientApi } from './urls.ts';

export const consultationsQuery = (patientId: string) =>
  queryOptions({
    queryKey: ['patient', patientId, 'consultations'],
    queryFn: ({ signal }) => api<PatientConsultation[]>(patientApi.consultations(patientId), { signal }),
  });

export const useConsultations = (patientId: string) => useQuery(consultationsQuery(patientId));
