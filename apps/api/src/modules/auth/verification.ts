import { randomInt, timingSafeEqual } from 'node:crypto';
import type { DbOrTx, Tx } from '#api/db/client.ts';
import { readTogether } from '#api/db/read-together.ts';
import type { Deps } from '#api/deps.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { sha256 } from '#api/lib/auth/tokens.ts';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '#api/lib/errors.ts';
import { CONTACT_CODE_KIND } from '#api/lib/messages/index.ts';
import { waitText } from '#api/lib/rate-limit/index.ts';
import { contactCodeMessage } from './mail-texts.ts';
import * as repo from './verification-repository.ts';
import type { Channel, Contacts } from './verification-repository.ts';

const MINUTE = 60_000;
export const CONTACT_CODE_TTL_MS = 10 * MINUTE;
export const CONTACT_CODE_TRIES = 5;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** One code a minute, five an hour, to one contact; ten an hour for one account's channel. */
export const RESEND_GAP_MS = MINUTE;
export const CODES_PER_HOUR = 5;
export const ACCOUNT_CODES_PER_HOUR = 10;
/**
 * Texts cost money and can harass: a mobile number gets ten codes a day whichever accounts ask,
 * and an account has codes sent to three different numbers a day at most.
 */
export const CODES_PER_NUMBER_PER_DAY = 10;
export const NUMBERS_PER_ACCOUNT_PER_DAY = 3;

export const PHONE_TAKEN = 'A user with this mobile number already exists.';
export const NO_PHONE = 'Add a mobile number first.';
export const ALREADY_VERIFIED = 'This contact is already verified.';
export const NO_CODE = 'No code is waiting for this contact. Ask for a new one.';
export const CODE_EXPIRED = 'This code has expired. Ask for a new one.';
export const CODE_SPENT = 'This code was tried too many times. Ask for a new one.';
export const wrongCode = (left: number) => `This code is not the one we sent. Tries left: ${left}.`;
const tooManyNumbers = (wait: string) =>
  `Codes went to ${NUMBERS_PER_ACCOUNT_PER_DAY} different numbers from this account in the last 24 hours. Try again in ${wait}, or use one of those numbers.`;
const numberFull = (wait: string) =>
  `This number was sent ${CODES_PER_NUMBER_PER_DAY} codes in the last 24 hours. Try again in ${wait}.`;

/** 429 with Retry-After, the message under the field it is about. */
const refusedField = (field: string, message: (wait: string) => string, seconds: number) =>
  new HttpError(429, { [field]: [message(waitText(seconds))] }, { 'retry-after': String(seconds) });

const contactOf = (account: Contacts, channel: Channel) =>
  channel === 'sms' ? account.phone : account.email;
const verifiedAt = (account: Contacts, channel: Channel) =>
  channel === 'sms' ? account.phoneVerifiedAt : account.emailVerifiedAt;

/**
 * Proving an account holds its email and its mobile number: a six-digit code sent to each, typed
 * back by the signed-in owner. Codes are hashed, live ten minutes and five tries; what was sent
 * and tried is counted in the database, so every process sees the same limits.
 */
export function createVerification(deps: Deps) {
  const { db, now } = deps;
  const hashOf = (userId: number, channel: Channel, contact: string, code: string) =>
    sha256(`${deps.config.jwtSecret}:contact:${userId}:${channel}:${contact}:${code}`);

  /** Seconds before another code may go to the contact (0: now), and whether a number's day is full. */
  async function resendWait(
    handle: DbOrTx,
    account: Contacts,
    channel: Channel,
  ): Promise<{ seconds: number; numberFull: boolean }> {
    const contact = contactOf(account, channel);
    if (!contact || verifiedAt(account, channel)) return { seconds: 0, numberFull: false };
    const at = now().getTime();
    const [byContact, byAccount, byNumberToday] = await readTogether(handle, [
      () => repo.codesSentSince(handle, { contact }, new Date(at - HOUR)),
      () => repo.codesSentSince(handle, { userId: account.id, channel }, new Date(at - HOUR)),
      async () => (channel === 'sms' ? repo.codesSentSince(handle, { contact }, new Date(at - DAY)) : null),
    ]);
    const waits = [0];
    if (byContact.newest) waits.push(byContact.newest.getTime() + RESEND_GAP_MS - at);
    if (byContact.sent >= CODES_PER_HOUR && byContact.oldest)
      waits.push(byContact.oldest.getTime() + HOUR - at);
    if (byAccount.sent >= ACCOUNT_CODES_PER_HOUR && byAccount.oldest) {
      waits.push(byAccount.oldest.getTime() + HOUR - at);
    }
    const full = byNumberToday !== null && byNumberToday.sent >= CODES_PER_NUMBER_PER_DAY;
    if (full && byNumberToday.oldest) waits.push(byNumberToday.oldest.getTime() + DAY - at);
    return { seconds: Math.ceil(Math.max(...waits) / 1000), numberFull: full };
  }

  const resendIn = async (handle: DbOrTx, account: Contacts, channel: Channel) =>
    (await resendWait(handle, account, channel)).seconds;

  /** Seconds before the account may have codes sent to `phone`, a number it did not use today (0: now). */
  async function newNumberWait(handle: DbOrTx, userId: number, phone: string): Promise<number> {
    const at = now().getTime();
    const used = await repo.numbersSentSince(handle, userId, new Date(at - DAY));
    if (used.length < NUMBERS_PER_ACCOUNT_PER_DAY || used.some((u) => u.contact === phone)) return 0;
    const freedAt = Math.min(...used.map((u) => u.latest.getTime())) + DAY;
    return Math.ceil((freedAt - at) / 1000);
  }

  /**
   * Stores a new code for the account's contact and queues it, in the caller's transaction, which
   * holds the account's row: two requests at once cannot both pass the limits.
   */
  async function sendCode(tx: Tx, account: Contacts, channel: Channel): Promise<void> {
    const contact = contactOf(account, channel);
    if (!contact) throw badRequest('phone_number', NO_PHONE);
    const { seconds: wait, numberFull: full } = await resendWait(tx, account, channel);
    if (full) throw refusedField('phone_number', numberFull, wait);
    if (wait > 0) {
      const hourly = wait > RESEND_GAP_MS / 1000;
      throw tooManyRequests(
        hourly
          ? `Too many codes sent to this contact. Try again in ${waitText(wait)}.`
          : `Wait ${waitText(wait)} before asking for another code.`,
        wait,
      );
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const at = now();
    await repo.insertCode(tx, {
      userId: account.id,
      channel,
      contact,
      codeHash: hashOf(account.id, channel, contact, code),
      expiresAt: new Date(at.getTime() + CONTACT_CODE_TTL_MS),
      at,
    });
    await deps.messages.queue(tx, {
      channel,
      kind: CONTACT_CODE_KIND,
      recipient: contact,
      userId: account.id,
      ...contactCodeMessage(channel, account.language, code),
    });
  }

  async function lockedAccount(tx: Tx, userId: number) {
    const account = await repo.findContacts(tx, userId, true);
    if (!account) throw unauthorized('User not found.');
    return account;
  }

  async function status(identity: Identity) {
    const account = await repo.findContacts(db, identity.userId);
    if (!account) throw unauthorized('User not found.');
    return {
      email: account.email,
      email_verified: account.emailVerifiedAt !== null,
      phone_number: account.phone,
      phone_verified: account.phoneVerifiedAt !== null,
      sms_resend_in: await resendIn(db, account, 'sms'),
      email_resend_in: await resendIn(db, account, 'email'),
    };
  }

  return {
    /** Both codes of a new account, in its sign-up transaction. */
    async sendFirstCodes(tx: Tx, userId: number) {
      const account = await lockedAccount(tx, userId);
      await sendCode(tx, account, 'sms');
      await sendCode(tx, account, 'email');
    },

    verificationStatus: status,

    /** A new code; with `phone` the account's number changes first (and is unverified). */
    async requestCode(identity: Identity, channel: Channel, phone?: string) {
      await db.transaction(async (tx) => {
        let account = await lockedAccount(tx, identity.userId);
        if (channel === 'sms' && phone !== undefined && phone !== account.phone) {
          if (await repo.phoneTakenByAnother(tx, phone, account.id))
            throw badRequest('phone_number', PHONE_TAKEN);
          const wait = await newNumberWait(tx, account.id, phone);
          if (wait > 0) throw refusedField('phone_number', tooManyNumbers, wait);
          await repo.changePhone(tx, account.id, phone);
          account = { ...account, phone, phoneVerifiedAt: null };
        }
        if (verifiedAt(account, channel)) throw badRequest('channel', ALREADY_VERIFIED);
        await sendCode(tx, account, channel);
      });
      return status(identity);
    },

    /** Checks a typed code; a wrong one costs a try even when the request then fails. */
    async confirmCode(identity: Identity, channel: Channel, code: string) {
      type Outcome = { ok: true } | { error: string; field: 'code' | 'phone_number' };
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const account = await lockedAccount(tx, identity.userId);
        const contact = contactOf(account, channel);
        if (!contact) return { error: NO_PHONE, field: 'phone_number' };
        if (verifiedAt(account, channel)) return { ok: true };
        const live = await repo.lockLatestCode(tx, account.id, channel, contact);
        const at = now();
        if (!live) return { error: NO_CODE, field: 'code' };
        if (live.expiresAt <= at) return { error: CODE_EXPIRED, field: 'code' };
        if (live.attempts >= CONTACT_CODE_TRIES) return { error: CODE_SPENT, field: 'code' };
        await repo.countTry(tx, live.id);
        const given = Buffer.from(hashOf(account.id, channel, contact, code));
        if (!timingSafeEqual(Buffer.from(live.codeHash), given)) {
          const left = CONTACT_CODE_TRIES - live.attempts - 1;
          return { error: left > 0 ? wrongCode(left) : CODE_SPENT, field: 'code' };
        }
        await repo.spendCode(tx, live.id, at);
        await repo.markVerified(tx, account.id, channel, contact, at);
        return { ok: true };
      });
      if ('error' in outcome) throw badRequest(outcome.field, outcome.error);
      return status(identity);
    },
  };
}

export type Verification = ReturnType<typeof createVerification>;
