import type { AuthState } from './auth-context.ts';

// Apart from the auth context, which every first load carries: only the pages that book need it.

/** Signed in to a practice (a doctor, an assistant) with no patient account: books no slot. */
export const signedInAsStaff = (auth: AuthState): boolean =>
  auth.isAuth && !auth.patientId && Boolean(auth.doctorId ?? auth.assistantOf);
