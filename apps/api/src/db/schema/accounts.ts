import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, createdAtColumn } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email').notNull(),
    // A mobile number, +213 and nine digits; null for accounts made before numbers were asked for.
    phone: text('phone'),
    // Until set, the contact receives nothing but its verification code (lib/messages).
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // Administrators are made from the command line only (`npm run admin -- create EMAIL`).
    isAdmin: boolean('is_admin').notNull().default(false),
    // A suspended account cannot sign in and its sessions stop at once.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    // The account's language (en, fr, ar): mail and notifications go out in it. Null until the
    // account signs up or logs in again after languages came (then the browser's choice is kept).
    language: text('language'),
    // Set by the link at the foot of every reminder: no more reminders by email.
    remindersOff: boolean('reminders_off').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_phone_unique').on(t.phone),
    check('users_phone_normalised', sql`${t.phone} ~ '^\\+213[567][0-9]{8}$'`),
    // The few suspended accounts, which the directory leaves out (migration 0014).
    index('users_suspended')
      .on(t.id)
      .where(sql`${t.suspendedAt} IS NOT NULL`),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_language_known', sql`${t.language} in ('en', 'fr', 'ar')`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family').on(t.familyId),
    index('refresh_tokens_user_revoked').on(t.userId, t.revokedAt),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Codes tried against this one; it is dead after five. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('password_reset_codes_hash').on(t.codeHash), index('password_reset_codes_user').on(t.userId)],
);

/**
 * Codes that prove an account holds its email or its mobile number. Stored hashed; dead after ten
 * minutes, five wrong tries, or a newer code for the same contact. The rows also count how many
 * codes a contact was sent, for the resend limits.
 */
export const contactCodes = pgTable(
  'contact_codes',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** The email or the number the code was sent to: verifying marks this contact, not a later one. */
    contact: text('contact').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('contact_codes_user').on(t.userId, t.channel, t.createdAt),
    index('contact_codes_contact').on(t.contact, t.createdAt),
    check('contact_codes_channel', sql`${t.channel} IN ('email', 'sms')`),
  ],
);
