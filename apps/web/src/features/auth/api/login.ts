import { useMutation } from '@tanstack/react-query';
import { login } from '#web/lib/auth/account-api.ts';

export { login, type LoginResponse } from '#web/lib/auth/account-api.ts';

export function useLogin() {
  return useMutation({ mutationFn: login });
}
