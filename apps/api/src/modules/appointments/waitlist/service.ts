import type { Deps } from '#api/deps.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { notFound } from '#api/lib/errors.ts';
import { doctorListed } from '../booking/repository.ts';
import { isWaiting, joinWaitlist, leaveWaitlist } from './repository.ts';

const DOCTOR_NOT_FOUND = 'Doctor not found.';

/** A patient waiting for a free slot of a doctor; a booking with that doctor ends the wait (after-change.ts). */
export function createWaitlistService(deps: Deps) {
  const { db } = deps;
  return {
    status: (identity: Identity & { patientId: number }, doctorId: number) =>
      isWaiting(db, doctorId, identity.patientId),
    async join(identity: Identity & { patientId: number }, doctorId: number) {
      // A suspended doctor has no slot to wait for: as unknown as on their booking page.
      if (!(await doctorListed(db, doctorId))) throw notFound(DOCTOR_NOT_FOUND);
      await joinWaitlist(db, doctorId, identity.patientId);
    },
    leave: (identity: Identity & { patientId: number }, doctorId: number) =>
      leaveWaitlist(db, doctorId, identity.patientId),
  };
}
