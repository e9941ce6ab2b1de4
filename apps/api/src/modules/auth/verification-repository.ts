import { and, count, desc, eq, gt, isNull, min, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { contactCodes, users } from '#api/db/schema/index.ts';

export type Channel = 'email' | 'sms';

const contactColumns = {
  id: users.id,
  email: users.email,
  phone: users.phone,
  emailVerifiedAt: users.emailVerifiedAt,
  phoneVerifiedAt: users.phoneVerifiedAt,
  language: users.language,
};

/** The account's contacts; `lock` holds its row so codes for it are sent one at a time. */
export async function findContacts(db: DbOrTx, userId: number, lock = false) {
  const query = db.select(contactColumns).from(users).where(eq(users.id, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export type Contacts = NonNullable<Awaited<ReturnType<typeof findContacts>>>;

export async function phoneTakenByAnother(db: DbOrTx, phone: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)));
  return row !== undefined;
}

/** A new number, not verified until its own code comes back. */
export async function changePhone(db: DbOrTx, userId: number, phone: string) {
  await db.update(users).set({ phone, phoneVerifiedAt: null }).where(eq(users.id, userId));
}

/** Codes sent since `since`, to a contact or for an account's channel, and the newest and oldest. */
export async function codesSentSince(
  db: DbOrTx,
  where: { contact: string } | { userId: number; channel: Channel },
  since: Date,
) {
  const [row] = await db
    .select({
      sent: count(),
      oldest: min(contactCodes.createdAt),
      newest: sql<Date | null>`max(${contactCodes.createdAt})`,
    })
    .from(contactCodes)
    .where(
      and(
        'contact' in where
          ? eq(contactCodes.contact, where.contact)
          : and(eq(contactCodes.userId, where.userId), eq(contactCodes.channel, where.channel)),
        gt(contactCodes.createdAt, since),
      ),
    );
  return {
    sent: row?.sent ?? 0,
    oldest: row?.oldest ? new Date(row.oldest) : null,
    newest: row?.newest ? new Date(row.newest) : null,
  };
}

/** The mobile numbers the account had codes sent to since `since`, each with its latest send. */
export async function numbersSentSince(db: DbOrTx, userId: number, since: Date) {
  const rows = await db
    .select({ contact: contactCodes.contact, latest: sql<Date>`max(${contactCodes.createdAt})` })
    .from(contactCodes)
    .where(
      and(
        eq(contactCodes.userId, userId),
        eq(contactCodes.channel, 'sms'),
        gt(contactCodes.createdAt, since),
      ),
    )
    .groupBy(contactCodes.contact);
  return rows.map((row) => ({ contact: row.contact, latest: new Date(row.latest) }));
}

/** A new code for the contact; earlier ones for the same channel die. */
export async function insertCode(
  db: DbOrTx,
  values: { userId: number; channel: Channel; contact: string; codeHash: string; expiresAt: Date; at: Date },
) {
  await db
    .update(contactCodes)
    .set({ usedAt: values.at })
    .where(
      and(
        eq(contactCodes.userId, values.userId),
        eq(contactCodes.channel, values.channel),
        isNull(contactCodes.usedAt),
      ),
    );
  const { at, ...row } = values;
  await db.insert(contactCodes).values({ ...row, createdAt: at });
}

/** The newest unspent code for the contact, locked so tries on it are counted one at a time. */
export async function lockLatestCode(db: DbOrTx, userId: number, channel: Channel, contact: string) {
  const [row] = await db
    .select({
      id: contactCodes.id,
      codeHash: contactCodes.codeHash,
      attempts: contactCodes.attempts,
      expiresAt: contactCodes.expiresAt,
    })
    .from(contactCodes)
    .where(
      and(
        eq(contactCodes.userId, userId),
        eq(contactCodes.channel, channel),
        eq(contactCodes.contact, contact),
        isNull(contactCodes.usedAt),
      ),
    )
    .orderBy(desc(contactCodes.createdAt), desc(contactCodes.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function countTry(db: DbOrTx, codeId: number) {
  await db
    .update(contactCodes)
    .set({ attempts: sql`${contactCodes.attempts} + 1` })
    .where(eq(contactCodes.id, codeId));
}

export async function spendCode(db: DbOrTx, codeId: number, at: Date) {
  await db.update(contactCodes).set({ usedAt: at }).where(eq(contactCodes.id, codeId));
}

/** Marks the contact verified, if it is still the account's. */
export async function markVerified(db: DbOrTx, userId: number, channel: Channel, contact: string, at: Date) {
  await db
    .update(users)
    .set(channel === 'sms' ? { phoneVerifiedAt: at } : { emailVerifiedAt: at })
    .where(and(eq(users.id, userId), eq(channel === 'sms' ? users.phone : users.email, contact)));
}
