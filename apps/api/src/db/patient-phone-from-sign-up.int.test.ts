import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../test/accounts.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { multipart } from '../modules/patient/test/multipart.ts';

// Migration 0030: sign-up asked for a mobile number but left the profile's own phone empty, so the
// profile said "Not Set". The migration writes the account's number on each profile left empty,
// in the profile's ten digits; a number the patient wrote, and a patient booked by telephone, stay.

const MIGRATION = readFileSync(
  new URL('./migrations/0030_patient_phone_from_sign_up.sql', import.meta.url),
  'utf8',
);
const statements = MIGRATION.split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter(Boolean);

let ctx: TestContext;
let before: TestAccount;
let blank: TestAccount;
let written: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext();
  [before, blank, written] = [
    await createAccount(ctx, 'patient', { phone_number: '0551 23 45 67' }),
    await createAccount(ctx, 'patient', { phone_number: '+213661234568' }),
    await createAccount(ctx, 'patient', { phone_number: '0771234569' }),
  ];
});
afterAll(async () => {
  await ctx.close();
});

const run = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);
const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];
const profile = async (account: TestAccount) =>
  (await ctx.app.inject({ url: `/api/patient/${account.patientId}/`, headers: account.auth })).json() as {
    phone_number: string | null;
  };

describe('migration 0030: the number given at sign-up on the profile', () => {
  it('fills the profiles left empty from their accounts, and keeps the numbers patients wrote', async () => {
    // As sign-up left them before: nothing, or a value of spaces; one patient wrote another number.
    await run(sql`UPDATE patients SET phone_number = NULL WHERE id = ${before.patientId}`);
    await run(sql`UPDATE patients SET phone_number = '  ' WHERE id = ${blank.patientId}`);
    await run(sql`UPDATE patients SET phone_number = '0550000001' WHERE id = ${written.patientId}`);
    const [contact] = rowsOf(
      await run(sql`INSERT INTO patients (contact_only, phone_number, full_name, contact_language)
        VALUES (true, '+213770000002', 'Booked by telephone', 'fr') RETURNING id`),
    );
    expect((await profile(before)).phone_number).toBeNull();

    for (const statement of statements) await run(sql.raw(statement));

    expect((await profile(before)).phone_number).toBe('0551234567');
    expect((await profile(blank)).phone_number).toBe('0661234568');
    expect((await profile(written)).phone_number).toBe('0550000001');
    const [kept] = rowsOf(await run(sql`SELECT phone_number FROM patients WHERE id = ${contact?.id}`));
    expect(kept?.phone_number).toBe('+213770000002');
  });

  it('leaves the filled number for the patient to change on the profile', async () => {
    const body = multipart({ phone_number: '0559876543' }, {});
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/patient/${before.patientId}/`,
      headers: { ...before.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(before)).phone_number).toBe('0559876543');
  });

  it('runs again without changing anything', async () => {
    for (const statement of statements) await run(sql.raw(statement));
    expect((await profile(before)).phone_number).toBe('0559876543');
    expect((await profile(blank)).phone_number).toBe('0661234568');
  });
});
