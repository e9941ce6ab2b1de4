import type { IssuePrescriptionBody } from '@reayah/contracts';
import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.ts';
import { call, urlOf } from '#web/lib/api-route.ts';

// Prescriptions as the patient area, the doctor area and the public check call them.

/** Where a prescription's PDF is downloaded. */
export const prescriptionPdfUrl = (prescriptionId: number) =>
  urlOf(addresses.prescriptions.pdf, { params: { prescriptionId } });

export const prescriptionKeys = {
  all: ['prescriptions'] as const,
  mine: ['prescriptions', 'mine'] as const,
  consultation: (id: number) => ['prescriptions', 'consultation', id] as const,
  verify: (code: string) => ['prescriptions', 'verify', code] as const,
};

export const usePatientPrescriptions = () =>
  useQuery({
    queryKey: prescriptionKeys.mine,
    queryFn: ({ signal }) => call(addresses.prescriptions.mine, { signal }),
  });

export const useConsultationPrescriptions = (consultationId: number | null) =>
  useQuery({
    queryKey: prescriptionKeys.consultation(consultationId ?? 0),
    queryFn: ({ signal }) =>
      call(addresses.prescriptions.ofConsultation, {
        params: { consultationId: consultationId ?? 0 },
        signal,
      }),
    enabled: consultationId !== null,
  });

export function useIssuePrescription(consultationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IssuePrescriptionBody) =>
      call(addresses.prescriptions.issue, { params: { consultationId }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: prescriptionKeys.consultation(consultationId) }),
  });
}

export function useRevokePrescription(consultationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(addresses.prescriptions.revoke, { params: { prescriptionId: id } }),
    onSettled: () => client.invalidateQueries({ queryKey: prescriptionKeys.consultation(consultationId) }),
  });
}

/** A code's check; `null` when no prescription has it (404), so that is an answer, not a failure. */
export const verifyQuery = (code: string) =>
  queryOptions({
    queryKey: prescriptionKeys.verify(code),
    queryFn: async ({ signal }) => {
      try {
        return await call(addresses.prescriptions.verify, { params: { code }, signal, credentials: 'omit' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
