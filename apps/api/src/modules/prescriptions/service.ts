import {
  type IssuePrescriptionBody,
  PRESCRIPTION_CODE_ALPHABET,
  PRESCRIPTION_CODE_LENGTH,
  PRESCRIPTION_MESSAGES as M,
  type PatientPrescription,
  type PrescriptionSummary,
  type DoctorStanding,
  type PrescriptionVerification,
} from '@reayah/contracts';
import type { DbOrTx } from '#api/db/client.ts';
import type { Deps } from '#api/deps.ts';
import { refuseFormerPatient } from '#api/lib/access/former-patient.ts';
import { audit, auditRead } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { badRequest, conflict, forbidden, notFound } from '#api/lib/errors.ts';
import { createRateLimiter, enforce, type Limit } from '#api/lib/rate-limit/index.ts';
import { publicOrigin } from '#api/lib/url.ts';
import * as repo from './repository.ts';
import { buildSnapshot, initials, newCode } from './snapshot.ts';

type Doctor = Identity & { doctorId: number };

/** Checking codes is public: enough for a pharmacy's counter, too few to walk the code space. */
export const VERIFY_LIMIT: Limit = { name: 'prescription_verify', limit: 60, windowMs: 60_000 };
const CODE_SHAPE = new RegExp(`^[${PRESCRIPTION_CODE_ALPHABET}]{${PRESCRIPTION_CODE_LENGTH}}$`);
const CODE_ATTEMPTS = 5;

function standing(doctor: { doctorVerified: boolean; doctorSuspendedAt: Date | null }): DoctorStanding {
  if (doctor.doctorSuspendedAt) return 'suspended';
  return doctor.doctorVerified ? 'verified' : 'unverified';
}

const summary = (row: repo.PrescriptionRow): PrescriptionSummary => ({
  id: row.id,
  code: row.code,
  consultation: row.consultationId,
  issued_at: row.issuedAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

export function createPrescriptionService(deps: Deps) {
  const { db } = deps;
  const limits = createRateLimiter(deps);

  /** The consultation, which must be this doctor's: another's answers 404, as an unknown one. */
  async function ownFacts(tx: DbOrTx, doctor: Doctor, consultationId: number) {
    const facts = await repo.consultationFacts(tx, consultationId);
    if (!facts || facts.doctorId !== doctor.doctorId) throw notFound('Consultation not found.');
    return facts;
  }

  /**
   * The prescription, to its doctor and its patient only (and of `consultationId` when a path names
   * one); anyone else is told it does not exist.
   */
  async function readable(identity: Identity, id: number, consultationId?: number) {
    const row = await repo.findPrescription(db, id);
    const mine = row && (row.doctorId === identity.doctorId || row.patientId === identity.patientId);
    const there = consultationId === undefined || row?.consultationId === consultationId;
    if (!row || !mine || !there) throw notFound(M.notFound);
    return row;
  }

  return {
    async issue(doctor: Doctor, consultationId: number, input: IssuePrescriptionBody | null | undefined) {
      return db.transaction(async (tx) => {
        const facts = await ownFacts(tx, doctor, consultationId);
        if (standing(facts) !== 'verified') throw forbidden(M.doctorNotVerified);
        await refuseFormerPatient(tx, facts.patientId);
        const medicines = input?.medicines ?? (await repo.medicinesOf(tx, consultationId));
        if (medicines.length === 0) throw badRequest('medicines', M.noMedicines);
        const snapshot = buildSnapshot(facts, medicines, deps.now());
        for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
          const row = await repo.insertPrescription(tx, { consultationId, code: newCode(), snapshot });
          if (!row) continue;
          await audit(tx, doctor, 'issue', 'prescription', row.id);
          return summary(row);
        }
        throw new Error('no free prescription code after several draws');
      });
    },

    async listForConsultation(doctor: Doctor, consultationId: number): Promise<PrescriptionSummary[]> {
      await ownFacts(db, doctor, consultationId);
      return (await repo.listForConsultation(db, consultationId)).map(summary);
    },

    async listForPatient(patientId: number): Promise<PatientPrescription[]> {
      const rows = await repo.listForPatient(db, patientId);
      return rows.map((row) => ({ ...summary(row), doctor_name: row.doctorName }));
    },

    /** The PDF as a stream, rendered from the frozen snapshot. */
    async pdf(identity: Identity, id: number, consultationId?: number) {
      const row = await readable(identity, id, consultationId);
      auditRead(
        deps.audit,
        identity,
        'download',
        { entity: 'prescription', entityId: row.id, patientId: row.patientId },
        deps.now(),
      );
      const verifyUrl = `${publicOrigin(deps.config)}/verify/${row.code}`;
      // PDFKit, its fonts and the QR code weigh tens of megabytes: loaded with the first prescription.
      const { prescriptionPdf } = await import('./pdf.ts');
      return { code: row.code, stream: prescriptionPdf({ ...row, verifyUrl }) };
    },

    async verify(rawCode: string, ip: string): Promise<PrescriptionVerification> {
      enforce(await limits.hit(VERIFY_LIMIT, ip), (wait) => `Too many attempts. Try again in ${wait}.`);
      const code = rawCode.trim().toUpperCase();
      const row = CODE_SHAPE.test(code) ? await repo.findByCode(db, code) : null;
      if (!row) throw notFound(M.unknownCode);
      const s = row.snapshot;
      const doctorStanding = standing(row);
      return {
        code: row.code,
        valid: row.revokedAt === null && doctorStanding === 'verified',
        doctor_name: s.doctorName,
        doctor_standing: doctorStanding,
        order_number: s.orderNumber,
        specialty: s.specialty,
        issued_at: row.issuedAt.toISOString(),
        medicines: s.medicines,
        patient_initials: initials(s.patientName),
        revoked: row.revokedAt !== null,
        revoked_at: row.revokedAt?.toISOString() ?? null,
      };
    },

    async revoke(doctor: Doctor, id: number): Promise<PrescriptionSummary> {
      return db.transaction(async (tx) => {
        const row = await repo.findPrescription(tx, id);
        if (!row || row.doctorId !== doctor.doctorId) throw notFound(M.notFound);
        const revoked = await repo.markRevoked(tx, id, deps.now());
        if (!revoked) throw conflict(M.alreadyRevoked);
        await audit(tx, doctor, 'revoke', 'prescription', id);
        return summary(revoked);
      });
    },
  };
}
