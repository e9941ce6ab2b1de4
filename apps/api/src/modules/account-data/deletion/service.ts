import { ACCOUNT_DATA_MESSAGES as M, algeriaInstant } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { audit } from '#api/lib/audit.ts';
import { verifyPassword } from '#api/lib/auth/passwords.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { badRequest, conflict, unauthorized } from '#api/lib/errors.ts';
import { notify } from '#api/lib/notifications/index.ts';
import { createRateLimiter, enforce } from '#api/lib/rate-limit/index.ts';
import { cancelForDeletedPatient } from '#api/modules/appointments/changes/service.ts';
import * as accounts from '#api/modules/auth/repository.ts';
import { LOGIN_ACCOUNT, LOGIN_BACKOFF } from '#api/modules/auth/throttles.ts';
import * as repo from './repository.ts';
import { closeDoctorAccount } from './doctor-closing.ts';
import { deleteWithVariants } from '#api/lib/storage/picture-variants.ts';

/**
 * Deleting a patient's account (decision 0012). In one transaction: the patient's own data goes
 * (folders and files, conversations, requests, lists, exports, profile, account and sessions);
 * upcoming appointments are cancelled and their slots offered again; the records doctors must
 * keep (consultations, prescriptions, past appointments) stay with a pseudonymous "former
 * patient" row that names nobody; doctors who could read a folder or had an upcoming appointment
 * are told. Stored bytes are deleted after the commit; the orphan sweep removes any left behind.
 */
export function createDeletionService(deps: Deps) {
  const { db, storage } = deps;
  const limits = createRateLimiter(deps);

  return {
    async deleteAccount(identity: Identity, password: string): Promise<string> {
      const account = await accounts.findAccount(db, identity.userId);
      if (!account) throw unauthorized('User not found.');
      const doctorId = account.doctorId;
      if ((account.patientId === null && doctorId === null) || account.isAdmin)
        throw conflict(M.otherRefused);
      // The same back-off as logins: a stolen session cannot guess the password here either.
      enforce(
        await limits.attempt(LOGIN_ACCOUNT, LOGIN_BACKOFF, account.email),
        (wait) => `Too many failed logins for this account. Try again in ${wait}.`,
      );
      const user = await accounts.findUserByEmail(db, account.email);
      if (!user || !(await verifyPassword(user.passwordHash, password))) {
        throw badRequest('password', M.wrongPassword);
      }
      await limits.reset(LOGIN_ACCOUNT, account.email);

      if (doctorId !== null) {
        await db.transaction((tx) => closeDoctorAccount(deps, tx, { ...identity, doctorId }));
        deps.accounts.forget(identity.userId);
        return M.closed;
      }

      const keys = await db.transaction(async (tx) => {
        const patient = await repo.lockPatient(tx, identity.userId);
        if (!patient) throw unauthorized('User not found.');
        const at = deps.now();
        await repo.forgetEventsAbout(tx, patient.id, await repo.appointmentIdsOf(tx, patient.id));
        const stored = await repo.storedKeysOf(tx, patient.id);
        if (patient.pictureKey) stored.push(patient.pictureKey);

        // Who is told: doctors who may read a folder now, and those with an upcoming appointment.
        const told = new Map<number, number>();
        for (const d of await repo.doctorsWithAccess(tx, patient.id, at)) told.set(d.doctorId, d.userId);
        for (const a of await repo.appointmentsOf(tx, patient.id)) {
          if (algeriaInstant(a.day, a.startTime) <= at) continue;
          told.set(a.doctorId, a.doctorUserId);
          await cancelForDeletedPatient(deps, tx, a.id);
        }
        await repo.forgetNameInNotifications(
          tx,
          await repo.appointmentDoctorUsers(tx, patient.id),
          await repo.appointmentIdsOf(tx, patient.id),
        );
        for (const [doctorId, userId] of told) {
          await notify(tx, deps.events, {
            userId,
            kind: 'account.deleted',
            data: { patient_name: patient.fullName },
            link: `/Doctores/${doctorId}/Patients`,
          });
        }

        await repo.eraseOwnData(tx, patient.id);
        await repo.forgetOutgoing(tx, identity.userId);
        await repo.pseudonymize(tx, patient.id, at);
        await audit(tx, null, 'delete', 'patient', patient.id, patient.id);
        // Open event streams close now; the account's refresh tokens go with it.
        await deps.events.endSessions(tx, identity.userId);
        await repo.deleteUser(tx, identity.userId);
        return stored;
      });
      deps.accounts.forget(identity.userId);

      for (const key of keys) await deleteWithVariants(storage, key).catch(() => undefined);
      return M.deleted;
    },
  };
}
