import * as addresses from '@reayah/contracts/addresses';
import { useMutation } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';

/** The recovery request; the reset calls send no credentials. */
export function forgotPassword(email: string) {
  return call(addresses.auth.forgotPassword, { body: { email }, credentials: 'omit' });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
