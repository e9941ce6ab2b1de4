import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase } from '#api/test/database.ts';
import { type ServerProcess, startServer } from '#api/test/server-process.ts';
import { slotTimes } from '#api/test/slot-times.ts';

// Two server processes on one PostgreSQL, 50 reminders falling due together, one process killed
// with SIGKILL while they go out and started again: each patient gets exactly one reminder.

vi.setConfig({ testTimeout: 420_000, hookTimeout: 120_000 });

const PATIENTS = 50;
const HOUR = 3_600_000;
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function until(check: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

describe.runIf(process.env.TEST_DATABASE_URL)('reminders across processes', () => {
  // A reminder's mail held by the killed worker is retried once its claim lapses (lib/jobs/queue.ts:
  // the lapse is looked for every half claim, not every minute, which left one of 50 unsent here).
  it('50 due reminders give exactly 50 emails, through a kill -9 of a worker', async () => {
    const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string);
    cleanups.push(() => database.drop());
    const dir = mkdtempSync(join(tmpdir(), 'reayah-reminders-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: join(dir, 'data'),
      DEMO_DATA: 'false',
      JOB_POLL_MS: '100',
      JOB_CLAIM_SECONDS: '5',
      REMINDER_HOURS: '2',
      SIGN_UP_LIMIT_PER_IP: '1000',
      LOGIN_LIMIT_PER_IP: '1000',
    };
    const servers: (ServerProcess & { url: string })[] = [];
    const start = async () => {
      const server = await startServer(env);
      cleanups.push(() => server.stop('SIGKILL'));
      servers.push(server);
      return server;
    };
    const [a, b] = [await start(), await start()];
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    cleanups.push(() => client.end());

    const account = async (base: string, role: 'patient' | 'doctor', n: number) => {
      const email = `${role}${n}@example.dz`;
      const json = { 'content-type': 'application/json' };
      const body = {
        first_name: 'Amina',
        last_name: `Patient ${n}`,
        email,
        phone_number: `0550${String(n).padStart(6, '0')}`,
        password: 'correct-horse-42',
      };
      await fetch(`${base}/api/auth/sign_up/${role}/`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(body),
      });
      const login = await fetch(`${base}/api/auth/custom_token/`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: email, password: body.password }),
      });
      return (await login.json()) as { access: string; user: { id_patient: number; id_doctor: number } };
    };
    const doctor = await account(a.url, 'doctor', 0);
    const patients = await Promise.all(
      Array.from({ length: PATIENTS }, (_, i) => account(i % 2 ? a.url : b.url, 'patient', i + 1)),
    );
    // Their emails are verified (the verification itself has tests of its own); their numbers are
    // not, so the reminders by text message are withheld and only the mails are counted here.
    await client.query(`UPDATE users SET email_verified_at = now()`);

    // Every appointment starts two hours and 20 seconds from now: its reminder is 20 s away.
    const due = Date.now() + 20_000;
    const slot = slotTimes(due + 2 * HOUR);
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO slots (doctor_id, day, start_time, end_time)
       SELECT $1, $2::date, $3::time, $4::time FROM generate_series(1, ${PATIENTS}) RETURNING id`,
      [doctor.user.id_doctor, slot.day, slot.startTime, slot.endTime],
    );
    const booked = await Promise.all(
      patients.map((p, i) =>
        fetch(`${i % 2 ? b.url : a.url}/api/patient/${p.user.id_patient}/booking/${rows[i]?.id}/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${p.access}`, 'content-type': 'application/json' },
          body: '{}',
        }).then((r) => r.status),
      ),
    );
    expect(booked.filter((s) => s === 201)).toHaveLength(PATIENTS);
    expect(Date.now(), 'the bookings took longer than the time left before the reminders').toBeLessThan(due);

    const reminders = async () =>
      (
        await client.query<{ sent: number; all: number }>(
          `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*)::int AS all
             FROM messages WHERE kind = 'appointment.reminder' AND channel = 'email'`,
        )
      ).rows[0] as { sent: number; all: number };
    // Kill one worker as soon as the reminders start going out, and start it again.
    await until(async () => (await reminders()).all > 0, 60_000);
    expect(await a.stop('SIGKILL')).toBe('SIGKILL');
    const seenAtKill = await reminders();
    await start();
    // A delivery that failed under load is tried again 30 s later: the wait covers several retries.
    await until(async () => (await reminders()).sent >= PATIENTS, 200_000);
    await new Promise((r) => setTimeout(r, 6_000)); // past the claim time: any repeat would show

    const final = await reminders();
    const statuses = await client.query(
      `SELECT status, attempts, last_error, count(*)::int AS n FROM messages
        WHERE kind = 'appointment.reminder' AND channel = 'email' GROUP BY 1, 2, 3`,
    );
    expect(
      final,
      `at the kill: ${JSON.stringify(seenAtKill)}; now: ${JSON.stringify(statuses.rows)}`,
    ).toEqual({
      sent: PATIENTS,
      all: PATIENTS,
    });
    const perPatient = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM messages
        WHERE kind = 'appointment.reminder' AND channel = 'email' GROUP BY recipient`,
    );
    expect(perPatient.rows.map((r) => r.n)).toEqual(Array(PATIENTS).fill(1));
    const outbox = join(env.DATA_DIR, 'outbox');
    const mails = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    const reminderMails = mails.filter((f) =>
      /^Subject: Reminder/m.test(readFileSync(join(outbox, f), 'utf8')),
    );
    expect(reminderMails).toHaveLength(PATIENTS);
  });
});
