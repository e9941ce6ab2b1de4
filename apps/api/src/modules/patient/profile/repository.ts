import type { PatientProfile } from '@reayah/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
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

export type ProfileRow = Awaited<ReturnType<typeof findProfileRow>> & {};

const profileById = prepared((db) =>
  db
    .select(profileColumns)
    .from(patients)
    .where(eq(patients.id, sql.placeholder('id')))
    .prepare('patient_profile'),
);

export async function findProfileRow(db: DbOrTx, patientId: number) {
  const [row] = await profileById(db).execute({ id: patientId });
  return row ?? null;
}

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
