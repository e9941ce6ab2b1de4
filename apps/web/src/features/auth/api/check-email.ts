import * as addresses from '@reayah/contracts/addresses';
import { useMutation } from '@tanstack/react-query';
import { callForStatus } from '#web/lib/api-route.ts';

/** Any status is accepted; 200 means the email is usable. Throws only on network failure. */
export async function checkEmail(email: string): Promise<{ available: boolean }> {
  const res = await callForStatus(addresses.auth.checkEmail, { body: { email } });
  return { available: res.status === 200 };
}

export function useCheckEmail() {
  return useMutation({ mutationFn: checkEmail });
}
