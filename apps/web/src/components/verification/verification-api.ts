import type { VerificationChannel } from '@reayah/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { apiPaths } from '../../lib/api-paths.ts';

/** Where the signed-in account's email and mobile number stand (GET /auth/verification/). */
export interface VerificationStatus {
  email: string;
  email_verified: boolean;
  phone_number: string | null;
  phone_verified: boolean;
  /** Seconds before a new code may be asked for. */
  sms_resend_in: number;
  email_resend_in: number;
}

export const verificationKey = ['account', 'verification'] as const;

export function useVerificationStatus(enabled = true) {
  return useQuery({
    queryKey: verificationKey,
    queryFn: ({ signal }) => api<VerificationStatus>(apiPaths.auth.verification, { signal }),
    enabled,
  });
}

/** Each answer is the new status: it replaces the cached one. */
function useStatusMutation<T>(send: (input: T) => Promise<VerificationStatus>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (status) => client.setQueryData(verificationKey, status),
  });
}

/** A new code; with `phone_number` the account's number changes first. */
export const useRequestCode = () =>
  useStatusMutation((body: { channel: VerificationChannel; phone_number?: string }) =>
    api<VerificationStatus>(apiPaths.auth.verification, { method: 'POST', body }),
  );

export const useConfirmCode = () =>
  useStatusMutation((body: { channel: VerificationChannel; code: string }) =>
    api<VerificationStatus>(apiPaths.auth.confirmCode, { method: 'POST', body }),
  );
