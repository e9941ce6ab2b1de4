import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/api-paths.ts';

type Id = string | number;

export interface LoginResponse {
  access: string;
  refresh: string;
  user: { id: Id; id_patient: Id | null; id_doctor: Id | null; is_admin?: boolean };
}

/** SPEC §7: username is the email. The API also sets the tokens as httpOnly cookies. */
export function login(body: { email: string; password: string }) {
  return api<LoginResponse>(apiPaths.auth.login, {
    method: 'POST',
    body: { username: body.email, password: body.password },
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
