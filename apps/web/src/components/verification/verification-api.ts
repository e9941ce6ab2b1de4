import type { VerificationChannel } from '@reayah/contracts';
import * as addresses from '@reayah/contracts/addresses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';

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

/** The account's contacts and their codes (`next`: where to go after). */
export const verifyContactsPath = (next?: string) =>
  next ? `/Verify-contacts?next=${encodeURIComponent(next)}` : '/Verify-contacts';

/** Whether the signed-in account's number and email are both verified (true if the check fails). */
export async function contactsVerified(): Promise<boolean> {
  try {
    const status = await call(addresses.auth.verification.status);
    return status.phone_verified && status.email_verified;
  } catch {
    return true;
  }
}

export const verificationKey = ['account', 'verification'] as const;

export function useVerificationStatus(enabled = true) {
  return useQuery({
    queryKey: verificationKey,
    queryFn: ({ signal }) => call(addresses.auth.verification.status, { signal }),
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
    call(addresses.auth.verification.sendCode, { body }),
  );

export const useConfirmCode = () =>
  useStatusMutation((body: { channel: VerificationChannel; code: string }) =>
    call(addresses.auth.verification.confirm, { body }),
  );
