import type { VerificationItem } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { audit, auditRead } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { notFound } from '#api/lib/errors.ts';
import { findDoctor, listQueue, setVerification } from './repository.ts';
import { rejectionMail } from './mail-texts.ts';

export const certificationAdminPath = (doctorId: number) => `/api/admin/doctors/${doctorId}/certification/`;

export function createVerificationService(deps: Deps) {
  const { db } = deps;

  async function queue(): Promise<VerificationItem[]> {
    const rows = await listQueue(db);
    return rows.map((r) => ({
      doctor_id: r.doctorId,
      full_name: r.fullName,
      email: r.email,
      specialization_name: r.specializationName,
      address: r.address,
      certification: certificationAdminPath(r.doctorId),
      joined_at: r.joinedAt.toISOString(),
    }));
  }

  async function doctorWithCertificate(doctorId: number) {
    const doctor = await findDoctor(db, doctorId);
    if (!doctor?.certificationKey) throw notFound('No certification uploaded.');
    return { ...doctor, certificationKey: doctor.certificationKey };
  }

  /** The stored key of the certification; the read is recorded. */
  async function certification(identity: Identity, doctorId: number): Promise<string> {
    const doctor = await doctorWithCertificate(doctorId);
    auditRead(
      deps.audit,
      identity,
      'read',
      { entity: 'certification', entityId: doctorId, patientId: null },
      deps.now(),
    );
    return doctor.certificationKey;
  }

  async function verify(identity: Identity, doctorId: number): Promise<void> {
    await doctorWithCertificate(doctorId);
    await db.transaction(async (tx) => {
      await setVerification(tx, doctorId, { isCertified: true, rejectedAt: null, reason: null });
      await audit(tx, identity, 'verify', 'doctor', doctorId);
    });
  }

  /** Refuses the certification and tells the doctor why. */
  async function reject(identity: Identity, doctorId: number, reason: string): Promise<void> {
    const doctor = await doctorWithCertificate(doctorId);
    const mail = rejectionMail(doctor, reason);
    await db.transaction(async (tx) => {
      await setVerification(tx, doctorId, { isCertified: false, rejectedAt: deps.now(), reason });
      await audit(tx, identity, 'reject', 'doctor', doctorId);
      // Queued with the refusal: sent by a job with retries, so a mail server down fails nothing here.
      await deps.messages.queue(tx, {
        channel: 'email',
        kind: 'doctor.rejected',
        recipient: mail.to,
        userId: doctor.userId,
        subject: mail.subject,
        body: { text: mail.text },
      });
    });
  }

  return { queue, certification, verify, reject };
}
