import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { doctors, specializations, users } from '#api/db/schema/index.ts';

/** Doctors who uploaded a certification nobody has verified or refused yet, oldest first. */
export async function listQueue(db: DbOrTx) {
  return db
    .select({
      doctorId: doctors.id,
      fullName: doctors.fullName,
      email: users.email,
      specializationName: specializations.name,
      address: doctors.address,
      joinedAt: users.createdAt,
    })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .leftJoin(specializations, eq(specializations.id, doctors.specializationId))
    .where(
      and(
        isNotNull(doctors.certificationKey),
        eq(doctors.isCertified, false),
        isNull(doctors.certificationRejectedAt),
      ),
    )
    .orderBy(asc(users.createdAt), asc(doctors.id));
}

export async function findDoctor(db: DbOrTx, doctorId: number) {
  const [row] = await db
    .select({
      id: doctors.id,
      userId: doctors.userId,
      fullName: doctors.fullName,
      email: users.email,
      language: users.language,
      certificationKey: doctors.certificationKey,
    })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(doctors.id, doctorId));
  return row ?? null;
}

export async function setVerification(
  db: DbOrTx,
  doctorId: number,
  values: { isCertified: boolean; rejectedAt: Date | null; reason: string | null },
) {
  await db
    .update(doctors)
    .set({
      isCertified: values.isCertified,
      certificationRejectedAt: values.rejectedAt,
      certificationRejectionReason: values.reason,
    })
    .where(eq(doctors.id, doctorId));
}
