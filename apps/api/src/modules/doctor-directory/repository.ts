import type { DoctorCard } from '@reayah/contracts';
import { and, asc, count, desc, eq, isNull, like, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { doctors, specializations, users } from '../../db/schema/index.ts';
import { foldForSearch, likePattern } from '../../lib/search-text.ts';
import { picturePath } from '../media/routes.ts';

const cardColumns = {
  id: doctors.id,
  fullName: doctors.fullName,
  firstName: users.firstName,
  lastName: users.lastName,
  pictureKey: doctors.pictureKey,
  specializationId: doctors.specializationId,
  specializationName: specializations.name,
  address: doctors.address,
  isCertified: doctors.isCertified,
};

function cards(db: DbOrTx) {
  return db
    .select(cardColumns)
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .leftJoin(specializations, eq(specializations.id, doctors.specializationId));
}

type CardRow = Awaited<ReturnType<typeof cards>>[number];

function toCard(row: CardRow): DoctorCard {
  const picture = picturePath(row.pictureKey);
  return {
    id: row.id,
    doctor: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    doctor_picture: picture,
    doctor_specialization: row.specializationId,
    full_name: row.fullName,
    specialization_name: row.specializationName,
    address: row.address,
    picture,
    is_certified: row.isCertified,
  };
}

/** Suspended doctors are never listed. */
const listed = isNull(users.suspendedAt);

/**
 * Every word of the query must appear in the doctor's folded name, specialty or address;
 * `verifiedOnly` keeps the doctors whose certification an administrator verified.
 */
function matching(search: string, verifiedOnly: boolean): SQL | undefined {
  const words = foldForSearch(search).split(' ').filter(Boolean);
  return and(
    listed,
    verifiedOnly ? eq(doctors.isCertified, true) : undefined,
    ...words.map((w) => like(doctors.searchText, likePattern(w))),
  );
}

const order = [desc(doctors.isCertified), asc(doctors.fullName), asc(doctors.id)];

export async function searchDoctors(
  db: DbOrTx,
  search: string,
  offset: number,
  limit: number,
  verifiedOnly = false,
) {
  const where = matching(search, verifiedOnly);
  const [total] = await db
    .select({ n: count() })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(where);
  const rows = await cards(db)
    .where(where)
    .orderBy(...order)
    .offset(offset)
    .limit(limit);
  return { count: total?.n ?? 0, results: rows.map(toCard) };
}

export async function findDoctorCard(db: DbOrTx, doctorId: number): Promise<DoctorCard | null> {
  const [row] = await cards(db).where(eq(doctors.id, doctorId));
  return row ? toCard(row) : null;
}

/** Doctors of one specialty (by its code), certified first: the recommendation's list. */
export async function listDoctorsBySpecialty(
  db: DbOrTx,
  specializationCode: string,
  limit: number,
): Promise<DoctorCard[]> {
  const rows = await cards(db)
    .where(and(listed, eq(specializations.code, specializationCode)))
    .orderBy(...order)
    .limit(limit);
  return rows.map(toCard);
}
