import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { apiPaths } from '#web/lib/api-paths.ts';

/** The recovery request; the reset calls send no credentials. */
export function forgotPassword(email: string) {
  return api<{ detail?: string }>(apiPaths.forgotPassword, {
    method: 'POST',
    body: { email },
    credentials: 'omit',
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
