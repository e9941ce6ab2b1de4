import type { PatientProfile } from '@reayah/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { batchedById } from '#api/db/batched.ts';
import { prepared } from '#api/db/prepared.ts';
import { patients } from '#api/db/schema/index.ts';
import { picturePath } from '#api/modules/media/pictures.ts';

const profileColumns = {
  id: patients.id,
  fullName: patients.fullName,
  pictureKey: patients.pictureKey,
  address: patients.address,
  gender: patients.gender,
  dateOfBirth: patients.dateOfBirth,
  phoneNumber: patients.phoneNumber,
  description: patients.description,
  age: patients.age,
  bloodType: patients.bloodType,
};

const profilesByIds = prepared((db) =>
  db
    .select(profileColumns)
    .from(patients)
    .where(sql`${patients.id} = any(${sql.placeholder('ids')})`)
    .prepare('patient_profiles'),
);

/** A patient's profile, read together with those of requests that came at once. */
export const findProfileRow = batchedById((db, ids) => profilesByIds(db).execute({ ids }));

export type ProfileRow = Awaited<ReturnType<typeof findProfileRow>> & {};

export type ProfileValues = Partial<Omit<typeof patients.$inferInsert, 'id' | 'userId'>>;

export async function updateProfileRow(db: DbOrTx, patientId: number, values: ProfileValues) {
  const [row] = await db
    .update(patients)
    .set(values)
    .where(eq(patients.id, patientId))
    .returning(profileColumns);
  return row ?? null;
}

export function toProfile(row: NonNullable<ProfileRow>): PatientProfile {
  return {
    id: row.id,
    full_name: row.fullName,
    picture: picturePath(row.pictureKey),
    address: row.address,
    gender: row.gender as PatientProfile['gender'],
    date_of_birth: row.dateOfBirth,
    phone_number: row.phoneNumber,
    description: row.description,
    age: row.age,
    blood_type: row.bloodType as PatientProfile['blood_type'],
  };
}
