import { medicineSummary } from '@reayah/contracts';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import {
  clinics,
  consultations,
  doctors,
  medicineItems,
  patients,
  type PrescriptionSnapshot,
  prescriptions,
  specializations,
  users,
} from '#api/db/schema/index.ts';

/** Everything a prescription freezes from its consultation, its doctor and its patient. */
export async function consultationFacts(db: DbOrTx, consultationId: number) {
  const [row] = await db
    .select({
      id: consultations.id,
      doctorId: consultations.doctorId,
      patientId: consultations.patientId,
      doctorName: doctors.fullName,
      doctorAddress: doctors.address,
      orderNumber: doctors.orderNumber,
      doctorVerified: doctors.isCertified,
      doctorSuspendedAt: users.suspendedAt,
      specialtyCode: specializations.code,
      specialtyEn: specializations.name,
      specialtyFr: specializations.nameFr,
      specialtyAr: specializations.nameAr,
      clinicAddress: clinics.address,
      patientName: patients.fullName,
      patientBirth: patients.dateOfBirth,
      patientAge: patients.age,
    })
    .from(consultations)
    .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
    .innerJoin(users, eq(users.id, doctors.userId))
    .innerJoin(patients, eq(patients.id, consultations.patientId))
    .leftJoin(specializations, eq(specializations.id, doctors.specializationId))
    .leftJoin(clinics, eq(clinics.doctorId, doctors.id))
    .where(eq(consultations.id, consultationId));
  return row ?? null;
}
export type ConsultationFacts = NonNullable<Awaited<ReturnType<typeof consultationFacts>>>;

/** The consultation's medicines as a prescription prints them: the name, then its parts on one line. */
export async function medicinesOf(db: DbOrTx, consultationId: number) {
  const rows = await db
    .select({
      name: medicineItems.name,
      form: medicineItems.form,
      dose: medicineItems.dose,
      frequency: medicineItems.frequency,
      duration: medicineItems.duration,
      note: medicineItems.note,
    })
    .from(medicineItems)
    .where(eq(medicineItems.consultationId, consultationId))
    .orderBy(asc(medicineItems.id));
  return rows.map((m) => ({ name: m.name, dosage: medicineSummary(m) }));
}

const summaryColumns = {
  id: prescriptions.id,
  code: prescriptions.code,
  consultationId: prescriptions.consultationId,
  issuedAt: prescriptions.issuedAt,
  revokedAt: prescriptions.revokedAt,
};
export type PrescriptionRow = {
  id: number;
  code: string;
  consultationId: number;
  issuedAt: Date;
  revokedAt: Date | null;
};

/** The new prescription, or null when its code is taken (the caller draws another). */
export async function insertPrescription(
  db: DbOrTx,
  values: { consultationId: number; code: string; snapshot: PrescriptionSnapshot },
) {
  const [row] = await db
    .insert(prescriptions)
    .values(values)
    .onConflictDoNothing({ target: prescriptions.code })
    .returning(summaryColumns);
  return row ?? null;
}

const fullColumns = {
  ...summaryColumns,
  snapshot: prescriptions.snapshot,
  doctorId: consultations.doctorId,
  patientId: consultations.patientId,
};

export async function findPrescription(db: DbOrTx, id: number) {
  const [row] = await db
    .select(fullColumns)
    .from(prescriptions)
    .innerJoin(consultations, eq(consultations.id, prescriptions.consultationId))
    .where(eq(prescriptions.id, id));
  return row ?? null;
}

/** The prescription with its doctor's standing today, for the public check. */
export async function findByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ ...fullColumns, doctorVerified: doctors.isCertified, doctorSuspendedAt: users.suspendedAt })
    .from(prescriptions)
    .innerJoin(consultations, eq(consultations.id, prescriptions.consultationId))
    .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(prescriptions.code, code));
  return row ?? null;
}

export async function listForConsultation(db: DbOrTx, consultationId: number): Promise<PrescriptionRow[]> {
  return db
    .select(summaryColumns)
    .from(prescriptions)
    .where(eq(prescriptions.consultationId, consultationId))
    .orderBy(desc(prescriptions.issuedAt), desc(prescriptions.id));
}

export async function listForPatient(db: DbOrTx, patientId: number) {
  return db
    .select({ ...summaryColumns, doctorName: sql<string>`${prescriptions.snapshot}->>'doctorName'` })
    .from(prescriptions)
    .innerJoin(consultations, eq(consultations.id, prescriptions.consultationId))
    .where(eq(consultations.patientId, patientId))
    .orderBy(desc(prescriptions.issuedAt), desc(prescriptions.id));
}

/** Sets `revoked_at` once: null when the prescription was already revoked. */
export async function markRevoked(db: DbOrTx, id: number, at: Date) {
  const [row] = await db
    .update(prescriptions)
    .set({ revokedAt: at })
    .where(and(eq(prescriptions.id, id), isNull(prescriptions.revokedAt)))
    .returning(summaryColumns);
  return row ?? null;
}
