import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { clinics, doctors } from '#api/db/schema/index.ts';

export async function findClinic(db: DbOrTx, clinicId: number) {
  const [row] = await db
    .select({
      id: clinics.id,
      doctorId: clinics.doctorId,
      chaf: clinics.chaf,
      name: clinics.name,
      email: clinics.email,
      phoneNumber: clinics.phoneNumber,
      address: clinics.address,
      description: clinics.description,
      mapClinic: clinics.mapClinic,
      pictureKey: clinics.pictureKey,
      certificationKey: clinics.certificationKey,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  return row ?? null;
}

export async function doctorName(db: DbOrTx, doctorId: number) {
  const [row] = await db.select({ fullName: doctors.fullName }).from(doctors).where(eq(doctors.id, doctorId));
  return row?.fullName ?? null;
}

export type NewClinic = Omit<typeof clinics.$inferInsert, 'id' | 'createdAt'>;

/** Answers the new id, or null when the doctor already has a clinic. */
export async function insertClinic(db: DbOrTx, values: NewClinic) {
  const [row] = await db.insert(clinics).values(values).onConflictDoNothing().returning({ id: clinics.id });
  return row?.id ?? null;
}

export type ClinicChanges = Partial<Omit<NewClinic, 'doctorId' | 'chaf'>>;

export async function updateClinic(db: DbOrTx, clinicId: number, changes: ClinicChanges) {
  if (Object.keys(changes).length === 0) return;
  await db.update(clinics).set(changes).where(eq(clinics.id, clinicId));
}
