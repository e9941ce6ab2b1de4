import { type DoctorCard, practiceOf } from '@reayah/contracts';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { ALGERIA_ZONE } from '#api/db/algeria-time.ts';
import type { DbOrTx } from '#api/db/client.ts';
import { prepared } from '#api/db/prepared.ts';
import { doctors, slots, specializations, users } from '#api/db/schema/index.ts';
import { picturePath } from '../media/pictures.ts';

/** The total of a search is counted up to this many (five pages); past it the answer says this many. */
export const SEARCH_COUNT_CAP = 100;

/** When the doctor's soonest free slot starting after `now` starts (Algeria time). */
function nextFreeSlot(now: SQL, doctorId: SQL = sql`${doctors.id}`) {
  const local = sql`(${now}::timestamptz AT TIME ZONE ${ALGERIA_ZONE})`;
  return sql<
    Date | string | null
  >`(SELECT min((${slots.day} + ${slots.startTime}) AT TIME ZONE ${ALGERIA_ZONE})
    FROM ${slots} WHERE ${slots.doctorId} = ${doctorId} AND ${slots.existing}
    AND (${slots.day} > ${local}::date OR (${slots.day} = ${local}::date AND ${slots.startTime} > ${local}::time)))`;
}

const cardColumns = (now: SQL) => ({
  id: doctors.id,
  fullName: doctors.fullName,
  firstName: users.firstName,
  lastName: users.lastName,
  pictureKey: doctors.pictureKey,
  specializationId: doctors.specializationId,
  specializationName: specializations.name,
  address: doctors.address,
  isCertified: doctors.isCertified,
  feeDzd: doctors.feeDzd,
  languages: doctors.languages,
  visitTypes: doctors.visitTypes,
  wilaya: doctors.wilaya,
  // The kept soonest free slot, unless it has started since it was written.
  nextFreeSlot: sql<
    Date | string | null
  >`CASE WHEN ${doctors.nextFreeAt} IS NULL OR ${doctors.nextFreeAt} > ${now}::timestamptz
    THEN ${doctors.nextFreeAt} ELSE ${nextFreeSlot(now)} END`,
});

function cards(db: DbOrTx, now: SQL) {
  return db
    .select(cardColumns(now))
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
    ...practiceOf(row),
    wilaya: row.wilaya,
    next_free_slot: row.nextFreeSlot === null ? null : new Date(row.nextFreeSlot).toISOString(),
  };
}

/** Suspended doctors are never listed, and their card is not found. */
const listed = isNull(users.suspendedAt);

/**
 * Who a list shows a visitor: a doctor an administrator verified, or one whose profile says what a
 * patient needs to choose (a specialty and an address), shown as not verified. A profile left
 * empty after sign-up is never listed; its card stays reachable by its address, marked not verified.
 */
const presentable = (d: string) =>
  sql.raw(
    `(${d}.is_certified OR (${d}.specialization_id IS NOT NULL AND btrim(coalesce(${d}.address, '')) <> ''))`,
  );

/** What the directory index keeps of a doctor, and whether the doctor is listed. */
export interface DirectoryRow {
  id: number;
  fullName: string;
  firstName: string;
  lastName: string;
  pictureKey: string | null;
  specializationId: number | null;
  specializationName: string | null;
  address: string | null;
  isCertified: boolean;
  wilaya: string | null;
  feeDzd: number | null;
  languages: string[];
  visitTypes: string[];
  nextFreeAt: Date | string | null;
  searchText: string;
  listed: boolean;
}

/**
 * The doctors the directory index holds: the given ones listed or not (an id missing from the
 * answer is a doctor deleted since), or (`ids` a page) the next `limit` listed ones after `after`
 * by id.
 */
export async function readDirectoryRows(
  db: DbOrTx,
  ids: number[] | { after: number; limit: number },
): Promise<DirectoryRow[]> {
  const isListed = sql`(u.suspended_at IS NULL AND ${presentable('d')})`;
  const result: { rows: DirectoryRow[] } = (await db.execute(sql`
    SELECT d.id AS "id", d.full_name AS "fullName", u.first_name AS "firstName", u.last_name AS "lastName",
      d.picture_key AS "pictureKey", d.specialization_id AS "specializationId", sp.name AS "specializationName",
      d.address AS "address", d.is_certified AS "isCertified", d.wilaya AS "wilaya", d.fee_dzd AS "feeDzd",
      d.languages AS "languages", d.visit_types AS "visitTypes", d.next_free_at AS "nextFreeAt",
      d.search_text AS "searchText", ${isListed} AS "listed"
    FROM doctors d JOIN users u ON u.id = d.user_id
      LEFT JOIN specializations sp ON sp.id = d.specialization_id
    WHERE ${
      Array.isArray(ids)
        ? sql`d.id = ANY(${`{${ids.join(',')}}`}::int[])`
        : sql`${isListed} AND d.id > ${ids.after} ORDER BY d.id LIMIT ${ids.limit}`
    }`)) as never;
  return result.rows;
}

/** The card of a directory row, without its soonest free slot. */
export function cardOf(row: DirectoryRow): Omit<DoctorCard, 'next_free_slot'> {
  const { next_free_slot: _next, ...card } = toCard({ ...row, nextFreeSlot: null });
  return card;
}

/** Specialty ids by code: reference data, the same for the life of the process. */
export async function specialtyIdsByCode(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.select({ id: specializations.id, code: specializations.code }).from(specializations);
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** The soonest free slot starting after `now` of doctors whose kept one has started (ISO 8601, or null). */
export async function soonestFreeSlots(
  db: DbOrTx,
  ids: number[],
  now: Date,
): Promise<Map<number, string | null>> {
  const at = now.toISOString();
  const result: { rows: { id: number; next: Date | string | null }[] } = (await db.execute(
    sql`SELECT d.id AS "id", ${nextFreeSlot(sql`${at}`, sql`d.id`)} AS "next"
      FROM doctors d WHERE d.id = ANY(${`{${ids.join(',')}}`}::int[])`,
  )) as never;
  return new Map(
    result.rows.map((r) => [Number(r.id), r.next === null ? null : new Date(r.next).toISOString()]),
  );
}

/**
 * Doctors whose soonest free slot has started since it was written: the slots' triggers keep it
 * on every change of a slot, but time passing changes nothing in the database.
 */
export async function refreshPassedNextFree(db: DbOrTx, now: Date): Promise<void> {
  await db.execute(
    sql`SELECT doctors_next_free_at(ARRAY(SELECT id FROM doctors WHERE next_free_at <= ${now.toISOString()}::timestamptz))`,
  );
}

const cardById = prepared((db) =>
  cards(db, sql`${sql.placeholder('now')}`)
    .where(and(eq(doctors.id, sql.placeholder('id')), listed))
    .prepare('doctor_card'),
);

export async function findDoctorCard(db: DbOrTx, doctorId: number, now: Date): Promise<DoctorCard | null> {
  const [row] = await cardById(db).execute({ id: doctorId, now: now.toISOString() });
  return row ? toCard(row) : null;
}
