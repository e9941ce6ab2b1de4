import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { doctorPatients, doctors, patients, specializations, users } from '#api/db/schema/index.ts';

/** A suspended (or closed) doctor's requests are neither shown nor answered. */
const activeDoctor = sql`${doctorPatients.doctorId} IN (SELECT ${doctors.id} FROM ${doctors}
  JOIN ${users} ON ${users.id} = ${doctors.userId} WHERE ${users.suspendedAt} IS NULL)`;

/** The doctors asking to add the patient to their list, newest first. */
export async function listCareRequests(db: DbOrTx, patientId: number) {
  return db
    .select({
      doctorId: doctors.id,
      doctorName: doctors.fullName,
      pictureKey: doctors.pictureKey,
      specialty: specializations.code,
      verified: doctors.isCertified,
      requestedAt: doctorPatients.createdAt,
    })
    .from(doctorPatients)
    .innerJoin(doctors, eq(doctors.id, doctorPatients.doctorId))
    .innerJoin(users, eq(users.id, doctors.userId))
    .leftJoin(specializations, eq(specializations.id, doctors.specializationId))
    .where(
      and(
        eq(doctorPatients.patientId, patientId),
        eq(doctorPatients.status, 'requested'),
        isNull(users.suspendedAt),
      ),
    )
    .orderBy(desc(doctorPatients.createdAt), desc(doctors.id));
}

/** Answers a request still waiting; null when there is none (never asked, or answered already). */
export async function answerCareRequest(
  db: DbOrTx,
  doctorId: number,
  patientId: number,
  status: 'accepted' | 'declined',
) {
  const [row] = await db
    .update(doctorPatients)
    // The database's clock, as a withdrawal of consent is recorded with (consent_withdrawals).
    .set({ status, answeredAt: sql`now()` })
    .where(
      and(
        eq(doctorPatients.doctorId, doctorId),
        eq(doctorPatients.patientId, patientId),
        eq(doctorPatients.status, 'requested'),
        activeDoctor,
      ),
    )
    .returning({ doctorId: doctorPatients.doctorId });
  if (!row) return null;
  const [doctor] = await db.select({ userId: doctors.userId }).from(doctors).where(eq(doctors.id, doctorId));
  return doctor ?? null;
}

export async function patientName(db: DbOrTx, patientId: number) {
  const [row] = await db.select({ name: patients.fullName }).from(patients).where(eq(patients.id, patientId));
  return row?.name ?? '';
}
