import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { batchedById } from '#api/db/batched.ts';
import { prepared } from '#api/db/prepared.ts';
import {
  assistants,
  doctors,
  passwordResetCodes,
  patients,
  refreshTokens,
  users,
} from '#api/db/schema/index.ts';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, language: users.language })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

/** The account that signs in with this email or this mobile number (both normalised). */
export async function findUserBySignInName(db: DbOrTx, name: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, language: users.language })
    .from(users)
    .where(name.startsWith('+') ? eq(users.phone, name) : eq(users.email, name));
  return row ?? null;
}

export async function phoneTaken(db: DbOrTx, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return row !== undefined;
}

/** What the caller sees of their own account; their patient and doctor ids are in their token. */
const ownAccountColumns = {
  id: users.id,
  email: users.email,
  phone: users.phone,
  emailVerifiedAt: users.emailVerifiedAt,
  phoneVerifiedAt: users.phoneVerifiedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  language: users.language,
};

const accountById = prepared((db) =>
  db
    .select({
      ...ownAccountColumns,
      patientId: patients.id,
      doctorId: doctors.id,
      isAdmin: users.isAdmin,
      suspendedAt: users.suspendedAt,
      assistantFor: assistants.doctorId,
    })
    .from(users)
    .leftJoin(patients, eq(patients.userId, users.id))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .leftJoin(assistants, eq(assistants.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('account_by_id'),
);

export async function findAccount(db: DbOrTx, userId: number) {
  const [row] = await accountById(db).execute({ id: userId });
  return row ?? null;
}

const ownAccountsByIds = prepared((db) =>
  db
    .select(ownAccountColumns)
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')})`)
    .prepare('own_accounts_by_ids'),
);

/** The caller's own account (who am I), read together with those of requests that came at once. */
export const findOwnAccount = batchedById((db, ids) => ownAccountsByIds(db).execute({ ids }));

export async function insertUser(
  db: DbOrTx,
  values: {
    email: string;
    phone: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    language: string;
  },
) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return row ?? null;
}

export async function updateLanguage(db: DbOrTx, userId: number, language: string) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** The patient of a new account; `phoneNumber` is the profile's, the number given at sign-up. */
export async function insertPatient(
  db: DbOrTx,
  values: { userId: number; fullName: string; searchText: string; phoneNumber: string },
) {
  const [row] = await db.insert(patients).values(values).returning({ id: patients.id });
  if (!row) throw new Error('patient insert returned nothing');
  return row.id;
}

export async function insertDoctor(db: DbOrTx, userId: number, fullName: string, searchText: string) {
  const [row] = await db
    .insert(doctors)
    .values({ userId, fullName, searchText })
    .returning({ id: doctors.id });
  if (!row) throw new Error('doctor insert returned nothing');
  return row.id;
}

export async function updatePassword(db: DbOrTx, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: DbOrTx, userId: number, at: Date) {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId));
}

export async function insertRefreshToken(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; familyId: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks the token spent by rotation; answers false when another request spent it first. */
export async function markRotated(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: DbOrTx, familyId: string, at: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(db: DbOrTx, userId: number, at: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function insertResetCode(
  db: DbOrTx,
  values: { userId: number; codeHash: string; expiresAt: Date },
) {
  await db.insert(passwordResetCodes).values(values);
}

export async function expireResetCodes(db: DbOrTx, userId: number, at: Date) {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: at })
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
}

/**
 * Counts one try against the account's live code, in one statement, and answers its hash; a code
 * already tried five times, spent or expired answers nothing, so concurrent guesses cannot exceed
 * the count.
 */
export async function claimResetTry(db: DbOrTx, userId: number, at: Date, maxTries: number) {
  const [row] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, at),
        lt(passwordResetCodes.attempts, maxTries),
      ),
    )
    .returning({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash });
  return row ?? null;
}

/** Spends the code; answers false when another request spent it first. */
export async function spendResetCode(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: at })
    .where(and(eq(passwordResetCodes.id, id), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  return rows.length === 1;
}

/** Spends a live code found by its hash in one statement, so two requests cannot both win. */
export async function consumeResetCode(db: DbOrTx, codeHash: string, at: Date) {
  const [row] = await db
    .update(passwordResetCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordResetCodes.codeHash, codeHash),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, at),
      ),
    )
    .returning({ userId: passwordResetCodes.userId });
  return row ?? null;
}
