import * as addresses from '@reayah/contracts/addresses';
import { useMutation } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';

export interface ResetPasswordInput {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export function resetPassword({ email, code, password, confirmPassword }: ResetPasswordInput) {
  return call(addresses.auth.resetPassword, {
    params: { code },
    body: { email, password, confirmPassword },
    credentials: 'omit',
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
