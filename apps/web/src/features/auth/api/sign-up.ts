import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/api-paths.ts';

export type AccountType = 'patient' | 'doctor';

export interface SignUpPayload {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

export function signUp({ type, ...payload }: SignUpPayload & { type: AccountType }) {
  return api(apiPaths.auth.signUp(type), { method: 'POST', body: payload });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
