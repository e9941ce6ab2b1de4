import { type DoctorCard, practiceOf } from '@reayah/contracts';
import { and, asc, count, desc, eq, isNull, like, type SQL, sql } from 'drizzle-orm';
import { ALGERIA_ZONE } from '../../db/algeria-time.ts';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { doctors, slots, specializations, users } from '../../db/schema/index.ts';
import { foldForSearch, likePattern } from '../../lib/search-text.ts';
import { picturePath } from '../media/routes.ts';

/** The total of a search is counted up to this many (five pages); past it the answer says this many. */
export const SEARCH_COUNT_CAP = 100;

/** When the doctor's soonest free slot starting after `now` starts (Algeria time). */
function nextFreeSlot(now: SQL) {
  const local = sql`(${now}::timestamptz AT TIME ZONE ${ALGERIA_ZONE})`;
  return sql<
    Date | string | null
  >`(SELECT min((${slots.day} + ${slots.startTime}) AT TIME ZONE ${ALGERIA_ZONE})
    FROM ${slots} WHERE ${slots.doctorId} = ${doctors.id} AND ${slots.existing}
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
  nextFreeSlot: nextFreeSlot(now),
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
 * Every word of the query must appear in the doctor's folded name, specialty or address (a
 * trigram index answers words of three letters or more without reading every doctor);
 * `verifiedOnly` keeps the doctors whose certification an administrator verified.
 */
function matching(search: string, verifiedOnly: boolean, wilaya: string | null): SQL | undefined {
  const words = foldForSearch(search).split(' ').filter(Boolean);
  return and(
    listed,
    verifiedOnly ? eq(doctors.isCertified, true) : undefined,
    wilaya ? eq(doctors.wilaya, wilaya) : undefined,
    ...words.map((w) => like(doctors.searchText, likePattern(w))),
  );
}

/** Certified first, then by name: the order an index (doctors_directory_order) serves. */
const order = [desc(doctors.isCertified), asc(doctors.fullName), asc(doctors.id)];

/** Where the next page starts: the last card's place in `order`. */
export interface SearchCursor {
  certified: boolean;
  fullName: string;
  id: number;
}

export function encodeCursor(c: SearchCursor): string {
  return Buffer.from(JSON.stringify([c.certified, c.fullName, c.id])).toString('base64url');
}

export function decodeCursor(text: string): SearchCursor | null {
  try {
    const [certified, fullName, id] = JSON.parse(Buffer.from(text, 'base64url').toString()) as unknown[];
    if (typeof certified !== 'boolean' || typeof fullName !== 'string' || !Number.isInteger(id)) return null;
    return { certified, fullName, id: id as number };
  } catch {
    return null;
  }
}

function after(c: SearchCursor): SQL {
  const later = sql`(${doctors.fullName}, ${doctors.id}) > (${c.fullName}, ${c.id})`;
  return c.certified
    ? sql`(NOT ${doctors.isCertified} OR (${doctors.isCertified} AND ${later}))`
    : sql`(NOT ${doctors.isCertified} AND ${later})`;
}

/**
 * One page of matching doctors, from an offset or after a cursor (keyset: no rows skipped over),
 * with the total counted up to SEARCH_COUNT_CAP and whether more follow.
 */
export async function searchDoctors(
  db: DbOrTx,
  search: string,
  page: { offset: number; cursor: SearchCursor | null },
  limit: number,
  filters: { verifiedOnly: boolean; wilaya: string | null; now: Date },
) {
  const where = matching(search, filters.verifiedOnly, filters.wilaya);
  // The page's ids come from the ordered index alone (an index-only scan reads the search text
  // from the index); the cards are then read for those ids only.
  const ids = db
    .select({ id: doctors.id })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(page.cursor ? and(where, after(page.cursor)) : where)
    .orderBy(...order)
    .offset(page.cursor ? 0 : page.offset)
    .limit(limit + 1)
    .as('page_ids');
  // Counted along the same ordered index, stopping at the cap.
  const capped = db
    .select({ one: sql`1` })
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(where)
    .orderBy(...order)
    .limit(SEARCH_COUNT_CAP)
    .as('capped');
  const rows = await cards(db, sql`${filters.now.toISOString()}`)
    .innerJoin(ids, eq(ids.id, doctors.id))
    .orderBy(...order);
  // A first page with room to spare is the whole answer: no count needed.
  const whole = !page.cursor && page.offset === 0 && rows.length <= limit;
  const [total] = whole ? [{ n: rows.length }] : await db.select({ n: count() }).from(capped);
  const results = rows.slice(0, limit);
  const last = results.at(-1);
  return {
    count: total?.n ?? 0,
    results: results.map(toCard),
    next:
      rows.length > limit && last
        ? { certified: last.isCertified, fullName: last.fullName, id: last.id }
        : null,
  };
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

/** Doctors of one specialty, certified first: the recommendation's list (doctors_specialty_order). */
export async function listDoctorsBySpecialty(
  db: DbOrTx,
  specializationId: number,
  limit: number,
  now: Date,
): Promise<DoctorCard[]> {
  const rows = await cards(db, sql`${now.toISOString()}`)
    .where(and(listed, eq(doctors.specializationId, specializationId)))
    .orderBy(...order)
    .limit(limit);
  return rows.map(toCard);
}
