import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React is taking over a page the server prerendered, true once it has (and from the
 * start on a page rendered in the browser). A prerendered form's submit button stays disabled
 * until then: submitted natively, a sign-in form would put the password in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
