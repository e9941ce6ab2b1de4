import type { ContactPayload } from '@reayah/contracts';
import * as addresses from '@reayah/contracts/addresses';
import { useMutation } from '@tanstack/react-query';
import { call } from '#web/lib/api-route.ts';

/** 201 {msg}; an error body carries `message` (and field errors). */
export function sendContactMessage(payload: ContactPayload) {
  return call(addresses.contact.send, { body: payload });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
