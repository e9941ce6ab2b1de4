import type {
  IssuePrescriptionBody,
  PatientPrescription,
  PrescriptionSummary,
  PrescriptionVerification,
} from '@reayah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '#web/lib/api-client.ts';
import { API_BASE } from '#web/lib/api-paths.ts';

// Prescriptions as the patient area, the doctor area and the public check call them.

const enc = (v: string | number) => encodeURIComponent(String(v));

export const prescriptionsApi = {
  mine: `${API_BASE}/patient/prescriptions/`,
  ofConsultation: (consultationId: number) =>
    `${API_BASE}/doctor/consultations/${enc(consultationId)}/prescriptions/`,
  revoke: (id: number) => `${API_BASE}/doctor/prescriptions/${enc(id)}/revoke/`,
  pdf: (id: number) => `${API_BASE}/prescriptions/${enc(id)}/pdf`,
  verify: (code: string) => `${API_BASE}/prescriptions/verify/${enc(code)}/`,
} as const;

export const prescriptionKeys = {
  all: ['prescriptions'] as const,
  mine: ['prescriptions', 'mine'] as const,
  consultation: (id: number) => ['prescriptions', 'consultation', id] as const,
  verify: (code: string) => ['prescriptions', 'verify', code] as const,
};

export const usePatientPrescriptions = () =>
  useQuery({
    queryKey: prescriptionKeys.mine,
    queryFn: ({ signal }) => api<PatientPrescription[]>(prescriptionsApi.mine, { signal }),
  });

export const useConsultationPrescriptions = (consultationId: number | null) =>
  useQuery({
    queryKey: prescriptionKeys.consultation(consultationId ?? 0),
    queryFn: ({ signal }) =>
      api<PrescriptionSummary[]>(prescriptionsApi.ofConsultation(consultationId ?? 0), { signal }),
    enabled: consultationId !== null,
  });

export function useIssuePrescription(consultationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IssuePrescriptionBody) =>
      api<PrescriptionSummary>(prescriptionsApi.ofConsultation(consultationId), { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: prescriptionKeys.consultation(consultationId) }),
  });
}

export function useRevokePrescription(consultationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<PrescriptionSummary>(prescriptionsApi.revoke(id), { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: prescriptionKeys.consultation(consultationId) }),
  });
}

/** A code's check; `null` when no prescription has it (404), so that is an answer, not a failure. */
export const verifyQuery = (code: string) =>
  queryOptions({
    queryKey: prescriptionKeys.verify(code),
    queryFn: async ({ signal }) => {
      try {
        return await api<PrescriptionVerification>(prescriptionsApi.verify(code), {
          signal,
          credentials: 'omit',
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
