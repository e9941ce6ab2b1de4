import { useContext } from 'react';
import { type AuthState, AuthContext } from './auth-context.ts';

// Apart from the auth context, which every first load carries: only the pages that book need it.

/** Signed in to a practice (a doctor, an assistant) with no patient account: books no slot. */
export const signedInAsStaff = (auth: AuthState): boolean =>
  auth.isAuth && !auth.patientId && Boolean(auth.doctorId ?? auth.assistantOf);

/** The same, read where a card may be drawn with no session at all (a prerendered page): a visitor. */
export function useSignedInAsStaff(): boolean {
  const auth = useContext(AuthContext);
  return auth !== null && signedInAsStaff(auth);
}
