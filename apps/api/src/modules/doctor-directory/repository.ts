import { type DoctorCard, practiceOf } from '@reayah/contracts';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { ALGERIA_ZONE } from '#api/db/algeria-time.ts';
import type { DbOrTx } from '#api/db/client.ts';
import { executeNamed, prepared } from '#api/db/prepared.ts';
import { doctors, slots, specializations, users } from '#api/db/schema/index.ts';
import { likePattern } from '#api/lib/search-text.ts';
import { picturePath } from '../media/pictures.ts';
import { readQuery } from './query.ts';

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

export interface SearchFilters {
  verifiedOnly: boolean;
  /** A wilaya's French name, as doctors' `wilaya` holds it. */
  wilaya: string | null;
  now: Date;
}

/** Specialty ids by code: reference data, the same for the life of the process. */
let specialtyIds: Promise<Map<string, number>> | null = null;
function idsOfSpecialties(db: DbOrTx, codes: string[]): Promise<number[]> {
  specialtyIds ??= db
    .select({ id: specializations.id, code: specializations.code })
    .from(specializations)
    .then((rows) => new Map(rows.map((r) => [r.code, r.id])))
    .catch((error: unknown) => {
      specialtyIds = null;
      throw error;
    });
  return specialtyIds.then((byCode) => codes.flatMap((c) => byCode.get(c) ?? []));
}

/** A full-text query that every word begins (or, `whole`, is) a word of the name. */
function nameQuery(words: string[], whole: boolean): string {
  return words.map((w) => `'${w.replace(/'/g, "''")}'${whole ? '' : ':*'}`).join(' & ');
}

/** The ranking after the name match: verified first, then the soonest free slot (doctors_rank). */
const rank = sql`d.is_certified DESC, d.next_free_at ASC NULLS LAST, d.id`;

/**
 * One page of matching doctors and the total counted up to SEARCH_COUNT_CAP, in one statement.
 * A name matches when every name word begins one of its words; names where every word is whole
 * come first, then verified doctors, then the soonest free slot (decision 0037). Each group is
 * read in that order from an index and stops at what the page and the count need.
 */
export async function searchDoctors(
  db: DbOrTx,
  search: string,
  offset: number,
  limit: number,
  filters: SearchFilters,
) {
  const asked = readQuery(search);
  if (!/[\p{L}\p{N}]/u.test(search) && search.trim()) return { count: 0, results: [], more: false };
  const wilaya = filters.wilaya ?? asked.wilaya;
  const specialties = asked.specialties.length ? await idsOfSpecialties(db, asked.specialties) : [];
  const where = (wilaya: string | null, specialties: number[]) =>
    sql.join(
      [
        // The few suspended accounts, read once from their partial index (users_suspended).
        sql`d.user_id NOT IN (SELECT id FROM users WHERE suspended_at IS NOT NULL)`,
        presentable('d'),
        filters.verifiedOnly ? sql`d.is_certified` : undefined,
        wilaya ? sql`d.wilaya = ${wilaya}` : undefined,
        specialties.length === 1 ? sql`d.specialization_id = ${specialties[0]}` : undefined,
        // One text for any number of specialties, as one array (one is walked in its own order).
        specialties.length > 1
          ? sql`d.specialization_id = ANY(${`{${specialties.join(',')}}`}::int[])`
          : undefined,
      ].filter((c): c is SQL => !!c),
      sql` AND `,
    );
  const base = where(wilaya, specialties);
  const wantedRows = Math.max(offset + limit + 1, SEARCH_COUNT_CAP);
  const wanted = integer(wantedRows);
  const group = (
    tier: number,
    match: SQL,
    filter = base,
    limit: SQL = sql`${wanted}`,
  ) => sql`(SELECT ${sql.raw(String(tier))} AS tier, d.id, d.is_certified, d.next_free_at
      FROM doctors d
      WHERE ${filter} AND ${match} ORDER BY ${rank} LIMIT ${limit})`;
  const words = asked.nameWords;
  let hits: SQL;
  if (!words.length) hits = sql`SELECT * FROM ${group(0, sql`true`)} g`;
  else {
    // Whole names first, then names begun. The second group is read without excluding the first
    // (an exclusion that matches nothing would read every doctor), long enough to still hold
    // `wanted` rows once the first group's (at most `wanted`) are taken out. Its limit is a
    // number the planner reads: given as "wanted + the first group's count", it was planned for
    // a handful of rows and walked the ranking's index through tens of thousands of names where
    // the words' index held the few hundred that match.
    const whole = group(0, sql`d.name_words @@ to_tsquery('simple', ${nameQuery(words, true)})`);
    const begun = group(
      1,
      sql`d.name_words @@ to_tsquery('simple', ${nameQuery(words, false)})`,
      base,
      integer(2 * wantedRows),
    );
    hits = sql`WITH whole AS ${whole}
      SELECT * FROM whole UNION ALL (SELECT * FROM ${begun} b WHERE b.id NOT IN (SELECT id FROM whole))`;
  }
  // Without name words the best plan is the same for any filter values: the statement is
  // prepared once per connection and its plan kept. A name word's best plan depends on how many
  // names begin with it (an index walk in the ranking's order for "ben", the words' index for
  // "redouane"), so those are planned each time.
  let found = await page(db, hits, offset, limit, filters.now, !words.length);
  // Words read as nothing in the columns may be in an address or elsewhere in the folded search
  // text (a doctor who has not set their wilaya, a street): every word looked up there.
  const typed = words.length + asked.specialties.length + (asked.wilaya ? 1 : 0);
  if (!found.total && typed) {
    const everywhere = sql.join(
      asked.typed.map((w) => sql`d.search_text LIKE ${likePattern(w)}`),
      sql` AND `,
    );
    found = await page(
      db,
      sql`SELECT * FROM ${group(2, everywhere, where(filters.wilaya, []))} g`,
      offset,
      limit,
      filters.now,
    );
  }
  const results = found.rows.slice(0, limit);
  return {
    count: Math.min(found.total, SEARCH_COUNT_CAP),
    results: results.map(toCard),
    more: found.rows.length > limit,
  };
}

/**
 * A row count written into the statement's text: a kept plan knows how many rows the page needs
 * (with a placeholder PostgreSQL plans for a tenth of the table and sorts it). Pages go up to 5.
 */
const integer = (n: number) => sql.raw(String(Math.trunc(n)));

type PageRow = CardRow & { total: number | string };

/** The page's cards and the count of `hits`, in one round trip. */
async function page(db: DbOrTx, hits: SQL, offset: number, limit: number, now: Date, keepPlan = false) {
  const at = now.toISOString();
  const statement = sql`WITH hits AS (${hits}),
    page AS (SELECT * FROM hits ORDER BY tier, is_certified DESC, next_free_at ASC NULLS LAST, id
             OFFSET ${integer(offset)} LIMIT ${integer(limit + 1)})
    SELECT d.id AS "id", d.full_name AS "fullName", u.first_name AS "firstName", u.last_name AS "lastName",
      d.picture_key AS "pictureKey", d.specialization_id AS "specializationId", sp.name AS "specializationName",
      d.address AS "address", d.is_certified AS "isCertified", d.wilaya AS "wilaya",
      d.fee_dzd AS "feeDzd", d.languages AS "languages", d.visit_types AS "visitTypes",
      CASE WHEN d.next_free_at IS NULL OR d.next_free_at > ${at}::timestamptz THEN d.next_free_at
           ELSE ${nextFreeSlot(sql`${at}`, sql`d.id`)} END AS "nextFreeSlot",
      counted.total AS "total"
    FROM (SELECT count(*) AS total FROM hits) counted LEFT JOIN page ON true
      LEFT JOIN doctors d ON d.id = page.id LEFT JOIN users u ON u.id = d.user_id
      LEFT JOIN specializations sp ON sp.id = d.specialization_id
    ORDER BY page.tier, page.is_certified DESC, page.next_free_at ASC NULLS LAST, page.id`;
  // Both drivers answer raw SQL with its rows under `rows`.
  const result: { rows: PageRow[] } = keepPlan
    ? await executeNamed<PageRow>(db, 'directory_page', statement)
    : ((await db.execute(statement)) as never);
  const total = Number(result.rows[0]?.total ?? 0);
  return { total, rows: total ? result.rows.filter((r) => r.id !== null) : [] };
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

/** Doctors of one specialty, verified first, then the soonest free slot (doctors_specialty_rank). */
const bySpecialty = prepared((db) =>
  cards(db, sql`${sql.placeholder('now')}`)
    .where(and(listed, eq(doctors.specializationId, sql.placeholder('specialty')), presentable('doctors')))
    .orderBy(desc(doctors.isCertified), sql`${doctors.nextFreeAt} ASC NULLS LAST`, asc(doctors.id))
    .limit(sql.placeholder('limit'))
    .prepare('doctors_of_specialty'),
);

export async function listDoctorsBySpecialty(
  db: DbOrTx,
  specializationId: number,
  limit: number,
  now: Date,
): Promise<DoctorCard[]> {
  const rows = await bySpecialty(db).execute({ specialty: specializationId, limit, now: now.toISOString() });
  return rows.map(toCard);
}
