import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { doctors, patients, refreshTokens, users } from '#api/db/schema/index.ts';
import { likePattern } from '#api/lib/search-text.ts';

function matching(search: string): SQL | undefined {
  const term = search.trim();
  if (!term) return undefined;
  const pattern = likePattern(term.toLowerCase());
  return or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(patients.fullName, pattern),
    ilike(doctors.fullName, pattern),
  );
}

function accounts(db: DbOrTx) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isAdmin: users.isAdmin,
      patientName: patients.fullName,
      doctorId: doctors.id,
      doctorName: doctors.fullName,
      isCertified: doctors.isCertified,
      suspendedAt: users.suspendedAt,
      suspensionReason: users.suspensionReason,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(patients, eq(patients.userId, users.id))
    .leftJoin(doctors, eq(doctors.userId, users.id));
}

export type AccountRow = Awaited<ReturnType<typeof accounts>>[number];

export async function searchAccounts(db: DbOrTx, search: string, page: { limit: number; offset: number }) {
  const where = matching(search);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(patients, eq(patients.userId, users.id))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(where);
  const rows = await accounts(db)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.n ?? 0, rows };
}

export async function findAccount(db: DbOrTx, userId: number) {
  const [row] = await accounts(db).where(eq(users.id, userId));
  return row ?? null;
}

export async function setSuspension(db: DbOrTx, userId: number, at: Date | null, reason: string | null) {
  await db.update(users).set({ suspendedAt: at, suspensionReason: reason }).where(eq(users.id, userId));
}

export async function revokeSessions(db: DbOrTx, userId: number, at: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
