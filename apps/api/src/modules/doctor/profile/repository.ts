import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { clinics, doctors, specializations, users } from '#api/db/schema/index.ts';

export async function findProfile(db: DbOrTx, doctorId: number) {
  const [row] = await db
    .select({
      id: doctors.id,
      fullName: doctors.fullName,
      email: users.email,
      phoneNumber: doctors.phoneNumber,
      address: doctors.address,
      biography: doctors.biography,
      age: doctors.age,
      pictureKey: doctors.pictureKey,
      certificationKey: doctors.certificationKey,
      isCertified: doctors.isCertified,
      orderNumber: doctors.orderNumber,
      specializationId: specializations.id,
      specializationName: specializations.name,
      clinicId: clinics.id,
      clinicName: clinics.name,
      feeDzd: doctors.feeDzd,
      languages: doctors.languages,
      visitTypes: doctors.visitTypes,
      wilaya: doctors.wilaya,
    })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .leftJoin(specializations, eq(specializations.id, doctors.specializationId))
    .leftJoin(clinics, eq(clinics.doctorId, doctors.id))
    .where(eq(doctors.id, doctorId));
  return row ?? null;
}

/** Locks the doctor's row for the rest of the transaction and answers what an update may replace. */
export async function lockDoctor(db: DbOrTx, doctorId: number) {
  const [row] = await db
    .select({
      fullName: doctors.fullName,
      address: doctors.address,
      wilaya: doctors.wilaya,
      specializationId: doctors.specializationId,
      orderNumber: doctors.orderNumber,
      isCertified: doctors.isCertified,
      pictureKey: doctors.pictureKey,
      certificationKey: doctors.certificationKey,
    })
    .from(doctors)
    .where(eq(doctors.id, doctorId))
    .for('update');
  return row ?? null;
}

export async function findSpecialization(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: specializations.id,
      name: specializations.name,
      nameFr: specializations.nameFr,
      nameAr: specializations.nameAr,
    })
    .from(specializations)
    .where(eq(specializations.id, id));
  return row ?? null;
}

export async function listSpecializations(db: DbOrTx) {
  return db
    .select({ id: specializations.id, name: specializations.name })
    .from(specializations)
    .orderBy(asc(specializations.name));
}

export type DoctorChanges = Partial<
  Pick<
    typeof doctors.$inferInsert,
    | 'fullName'
    | 'phoneNumber'
    | 'address'
    | 'biography'
    | 'age'
    | 'specializationId'
    | 'orderNumber'
    | 'pictureKey'
    | 'certificationKey'
    | 'isCertified'
    | 'certificationRejectedAt'
    | 'certificationRejectionReason'
    | 'searchText'
    | 'feeDzd'
    | 'languages'
    | 'visitTypes'
    | 'wilaya'
  >
>;

export async function updateDoctor(db: DbOrTx, doctorId: number, changes: DoctorChanges) {
  await db.update(doctors).set(changes).where(eq(doctors.id, doctorId));
}

/** The clinic's `chaf` is the doctor's name, so it follows a rename. */
export async function renameClinicChief(db: DbOrTx, doctorId: number, fullName: string) {
  await db.update(clinics).set({ chaf: fullName }).where(eq(clinics.doctorId, doctorId));
}
