import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { apiPaths } from '#web/lib/api-paths.ts';

export interface ResetPasswordInput {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export function resetPassword({ email, code, password, confirmPassword }: ResetPasswordInput) {
  return api(apiPaths.resetPassword(code), {
    method: 'POST',
    body: { email, password, confirmPassword },
    credentials: 'omit',
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
