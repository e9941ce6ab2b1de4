import { useMutation } from '@tanstack/react-query';
import { request } from '#web/lib/api-client.ts';
import { apiPaths } from '#web/lib/api-paths.ts';

/** Any status is accepted; 200 means the email is usable. Throws only on network failure. */
export async function checkEmail(email: string): Promise<{ available: boolean }> {
  const res = await request(apiPaths.auth.checkEmail, { method: 'POST', body: { email } });
  return { available: res.status === 200 };
}

export function useCheckEmail() {
  return useMutation({ mutationFn: checkEmail });
}
