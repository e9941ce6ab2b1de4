import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { assistantInvites, assistants, doctors, patients, users } from '#api/db/schema/index.ts';

/** Holds the doctor's row until the transaction ends: invitations and acceptances count in turn. */
export async function lockDoctor(db: DbOrTx, doctorId: number) {
  const [row] = await db
    .select({ id: doctors.id, fullName: doctors.fullName, userId: doctors.userId })
    .from(doctors)
    .where(eq(doctors.id, doctorId))
    .for('update');
  return row ?? null;
}

/** The doctor's assistants at work and invitations still open: together at most MAX_ASSISTANTS. */
export async function seatsTaken(db: DbOrTx, doctorId: number, now: Date) {
  const [working] = await db.select({ n: count() }).from(assistants).where(eq(assistants.doctorId, doctorId));
  const [open] = await db.select({ n: count() }).from(assistantInvites).where(openInvites(doctorId, now));
  return (working?.n ?? 0) + (open?.n ?? 0);
}

function openInvites(doctorId: number, now: Date) {
  return and(
    eq(assistantInvites.doctorId, doctorId),
    isNull(assistantInvites.acceptedAt),
    gt(assistantInvites.expiresAt, now),
  );
}

export async function listWorking(db: DbOrTx, doctorId: number) {
  return db
    .select({
      userId: assistants.userId,
      fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
      since: assistants.since,
    })
    .from(assistants)
    .innerJoin(users, eq(users.id, assistants.userId))
    .where(eq(assistants.doctorId, doctorId))
    .orderBy(assistants.since);
}

export async function listOpenInvites(db: DbOrTx, doctorId: number, now: Date) {
  return db
    .select({ id: assistantInvites.id, email: assistantInvites.email, expiresAt: assistantInvites.expiresAt })
    .from(assistantInvites)
    .where(openInvites(doctorId, now))
    .orderBy(assistantInvites.id);
}

/** The account behind an email and its role, if any. */
export async function accountByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      patientId: patients.id,
      doctorId: doctors.id,
      isAssistant: sql<boolean>`${assistants.userId} IS NOT NULL`,
      worksFor: assistants.doctorId,
    })
    .from(users)
    .leftJoin(patients, eq(patients.userId, users.id))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .leftJoin(assistants, eq(assistants.userId, users.id))
    .where(eq(users.email, email));
  return row ?? null;
}

export async function insertInvite(
  db: DbOrTx,
  values: { doctorId: number; email: string; codeHash: string; expiresAt: Date },
) {
  const [row] = await db.insert(assistantInvites).values(values).returning({ id: assistantInvites.id });
  if (!row) throw new Error('invite not stored');
  return row.id;
}

/** An invitation still open, by its code's hash, with the doctor's name. */
export async function openInviteByCode(db: DbOrTx, codeHash: string, now: Date, lock = false) {
  const query = db
    .select({
      id: assistantInvites.id,
      doctorId: assistantInvites.doctorId,
      email: assistantInvites.email,
      doctorName: doctors.fullName,
    })
    .from(assistantInvites)
    .innerJoin(doctors, eq(doctors.id, assistantInvites.doctorId))
    .where(
      and(
        eq(assistantInvites.codeHash, codeHash),
        isNull(assistantInvites.acceptedAt),
        gt(assistantInvites.expiresAt, now),
      ),
    );
  const [row] = lock ? await query.for('update', { of: assistantInvites }) : await query;
  return row ?? null;
}

export async function markAccepted(db: DbOrTx, inviteId: number, at: Date) {
  await db.update(assistantInvites).set({ acceptedAt: at }).where(eq(assistantInvites.id, inviteId));
}

export async function deleteInvite(db: DbOrTx, doctorId: number, inviteId: number) {
  const rows = await db
    .delete(assistantInvites)
    .where(and(eq(assistantInvites.id, inviteId), eq(assistantInvites.doctorId, doctorId)))
    .returning({ id: assistantInvites.id });
  return rows.length > 0;
}

/** Makes the account the doctor's assistant (the row is made on the first acceptance). */
export async function employ(db: DbOrTx, userId: number, doctorId: number, at: Date) {
  await db
    .insert(assistants)
    .values({ userId, doctorId, since: at })
    .onConflictDoUpdate({ target: assistants.userId, set: { doctorId, since: at } });
}

/** The assistant stops working for the doctor; false when they did not. */
export async function release(db: DbOrTx, doctorId: number, userId: number) {
  const rows = await db
    .update(assistants)
    .set({ doctorId: null, since: null })
    .where(and(eq(assistants.userId, userId), eq(assistants.doctorId, doctorId)))
    .returning({ userId: assistants.userId });
  return rows.length > 0;
}

/** Every assistant of the doctor stops working for them (the doctor's account is closing). */
export async function releaseAll(db: DbOrTx, doctorId: number) {
  return db
    .update(assistants)
    .set({ doctorId: null, since: null })
    .where(eq(assistants.doctorId, doctorId))
    .returning({ userId: assistants.userId });
}

export async function employer(db: DbOrTx, doctorId: number) {
  const [row] = await db
    .select({ id: doctors.id, fullName: doctors.fullName })
    .from(doctors)
    .where(eq(doctors.id, doctorId));
  return row ?? null;
}

export async function insertUser(
  db: DbOrTx,
  values: { email: string; passwordHash: string; firstName: string; lastName: string; language: string },
) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user not stored');
  return row.id;
}
