import { privacy } from '@reayah/contracts/addresses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, slashed } from '#web/lib/api-route.ts';

export const accessLogQuery = (page: number) =>
  queryOptions({
    queryKey: ['patient', 'access-log', page],
    queryFn: ({ signal }) => call(slashed(privacy.accessLog), { query: { page }, signal }),
  });

export const useAccessLog = (page: number) => useQuery(accessLogQuery(page));

export const grantsQuery = (folderId: string) =>
  queryOptions({
    queryKey: ['patient', 'folder-grants', folderId],
    queryFn: ({ signal }) => call(slashed(privacy.grants), { params: { folderId }, signal }),
  });

export const useGrants = (folderId: string) => useQuery(grantsQuery(folderId));

export function useRevokeGrant(folderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (grantId: number) => call(slashed(privacy.revokeGrant), { params: { folderId, grantId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: grantsQuery(folderId).queryKey }),
  });
}

/** The doctors who can reach the patient now, and why. */
export const doctorsWithAccessQuery = (patientId: string) =>
  queryOptions({
    queryKey: ['patient', patientId, 'doctors-with-access'],
    queryFn: ({ signal }) => call(privacy.doctorsWithAccess, { params: { patientId }, signal }),
  });

export const useDoctorsWithAccess = (patientId: string) => useQuery(doctorsWithAccessQuery(patientId));

/** Ends a doctor's access; the folders' grants end with it. */
export function useWithdrawConsent(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (doctorId: number) => call(privacy.withdrawConsent, { params: { patientId, doctorId } }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: doctorsWithAccessQuery(patientId).queryKey });
      await client.invalidateQueries({ queryKey: ['patient', 'folder-grants'] });
    },
  });
}
