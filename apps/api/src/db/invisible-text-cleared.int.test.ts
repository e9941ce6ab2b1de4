import { readFileSync } from 'node:fs';
import { requiredText } from '@reayah/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, type TestAccount } from '../test/accounts.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

// Migration 0028: an address, biography or description saved before text of invisible marks only
// was refused shows nothing, yet counted as given (a doctor listed with a blank address). The
// migration makes it no value; visible text, Arabic with its direction marks included, stays.

const MIGRATION = readFileSync(
  new URL('./migrations/0028_invisible_text_cleared.sql', import.meta.url),
  'utf8',
);
const statements = MIGRATION.split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter(Boolean);

let ctx: TestContext;
let doctor: TestAccount;
let patient: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext();
  doctor = await createAccount(ctx, 'doctor');
  patient = await createAccount(ctx, 'patient');
});
afterAll(async () => {
  await ctx.close();
});

const run = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);
const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];
const card = async (id: number | null) => (await ctx.app.inject({ url: `/api/doctor/search/${id}` })).json();
const listed = async (id: number | null) => {
  const res = await ctx.app.inject({ url: `/api/doctor/search/list?search=&page=1` });
  return (res.json().results as { id: number }[]).some((d) => d.id === id);
};
const doctorProfile = async () =>
  (
    await ctx.app.inject({ url: `/api/doctor/UpdateProfile/${doctor.doctorId}/`, headers: doctor.auth })
  ).json();
const patientProfile = async () =>
  (await ctx.app.inject({ url: `/api/patient/${patient.patientId}/`, headers: patient.auth })).json();

describe('migration 0028: text that shows nothing becomes no text', () => {
  it("clears a doctor's blank address and biography: the doctor is no longer listed with nothing to read", async () => {
    const [specialty] = rowsOf(await run(sql`SELECT id FROM specializations ORDER BY id LIMIT 1`));
    await run(sql`UPDATE doctors SET specialization_id = ${specialty?.id}, address = ${'\u200b\u200f '},
      biography = ${'\u2066\u2069\u00ad'} WHERE id = ${doctor.doctorId}`);
    await vi.waitFor(async () => expect(await listed(doctor.doctorId)).toBe(true), { timeout: 5000 });
    expect(await card(doctor.doctorId)).toMatchObject({ address: '\u200b\u200f ' });

    for (const statement of statements) await run(sql.raw(statement));

    expect(await card(doctor.doctorId)).toMatchObject({ address: null });
    expect(await doctorProfile()).toMatchObject({ address: null, biography: null });
    await vi.waitFor(async () => expect(await listed(doctor.doctorId)).toBe(false), { timeout: 5000 });
  });

  it("clears a patient's blank address and empty description, and keeps visible text as it was", async () => {
    await run(sql`UPDATE patients SET address = ${'\u3000\ufeff'}, description = ${''}
      WHERE id = ${patient.patientId}`);
    const arabic = '\u200fشارع ديدوش مراد، الجزائر';
    await run(
      sql`UPDATE doctors SET address = ${arabic}, biography = ${'Cardiologue.'} WHERE id = ${doctor.doctorId}`,
    );

    for (const statement of statements) await run(sql.raw(statement));

    expect(await patientProfile()).toMatchObject({ address: null, description: null });
    expect(await card(doctor.doctorId)).toMatchObject({ address: arabic });
    expect(await doctorProfile()).toMatchObject({ address: arabic, biography: 'Cardiologue.' });
  });

  it('counts as invisible exactly the characters the forms refuse as text of nothing', async () => {
    const pattern = /~ '(\^\[[^']+\]\*\$)'/.exec(statements[0] ?? '')?.[1];
    if (!pattern) throw new Error('no pattern in the migration');
    // Every code point but the surrogates (not characters) and NUL (PostgreSQL text cannot hold it).
    const invisibleInSql = rowsOf(
      await run(sql`SELECT cp FROM generate_series(1, 1114111) AS cp
        WHERE cp NOT BETWEEN 55296 AND 57343 AND chr(cp) ~ ${pattern} ORDER BY cp`),
    ).map((r) => Number(r.cp));
    const refused = requiredText('required');
    const invisibleInForms: number[] = [];
    for (let cp = 1; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      if (!refused.safeParse(String.fromCodePoint(cp)).success) invisibleInForms.push(cp);
    }
    expect(invisibleInSql).toEqual(invisibleInForms);
  }, 120_000);
});
