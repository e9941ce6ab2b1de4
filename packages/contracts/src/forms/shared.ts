import { z } from 'zod';

/**
 * A refinement that checks a confirmation field equals the password, reported on the
 * confirmation field. It runs as soon as both fields are filled, even while other fields of the
 * form are still invalid, so the mismatch shows without waiting for the rest of the form.
 */
export function matchesField<K extends string, C extends string>(field: K, confirm: C, message: string) {
  return {
    check: (data: Record<K | C, string>) => data[field] === data[confirm],
    params: {
      message,
      path: [confirm],
      when(payload: { value: unknown }) {
        const value = payload.value as Partial<Record<K | C, unknown>> | undefined;
        return typeof value?.[field] === 'string' && typeof value?.[confirm] === 'string';
      },
    },
  };
}

/** A plain required string that is not trimmed (passwords keep their spaces). */
export function requiredSecret(required: string) {
  return z.string({ error: required }).min(1, required);
}
