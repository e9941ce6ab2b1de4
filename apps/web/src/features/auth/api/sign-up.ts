import { useMutation } from '@tanstack/react-query';
import { signUpAndLogin } from '#web/lib/auth/account-api.ts';

export type { AccountType, SignUpPayload } from '#web/lib/auth/account-api.ts';

/** Creates the account and signs it in. */
export function useSignUp() {
  return useMutation({ mutationFn: signUpAndLogin });
}
