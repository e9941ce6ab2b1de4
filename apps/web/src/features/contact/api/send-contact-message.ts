import type { ContactPayload } from '@reayah/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { apiPaths } from '#web/lib/api-paths.ts';

/** contact-us: 201 {msg}; an error body carries `message` (and field errors). */
export function sendContactMessage(payload: ContactPayload) {
  return api<{ msg?: string }>(apiPaths.contactUs, { method: 'POST', body: payload });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
