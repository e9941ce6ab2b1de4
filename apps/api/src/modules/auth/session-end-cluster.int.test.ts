import { afterAll, describe, expect, it, vi } from 'vitest';
import { uniquePhone } from '#api/test/accounts.ts';
import { createPostgresDatabase } from '#api/test/database.ts';
import { startTwoServers, within } from '#api/test/two-processes.ts';

// Two server processes on one PostgreSQL, each keeping the account state it checks on every
// request: a session ended in one (a logout) or by anyone (an operator revoking its refresh
// tokens) stops its access tokens in the other within two seconds, and at once in the first.

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.runIf(process.env.TEST_DATABASE_URL)('a session that ends, across processes', () => {
  it('stops its access tokens in every process', async () => {
    const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string);
    cleanups.push(() => database.drop());
    const { a, b, client } = await startTwoServers(database.url, 'session', cleanups);

    const json = { 'content-type': 'application/json' };
    const email = 'leila@example.dz';
    const password = 'correct-horse-42';
    const signUp = await fetch(`${a.url}/api/auth/sign_up/patient/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        first_name: 'Leila',
        last_name: 'Amrani',
        email,
        phone_number: uniquePhone(),
        password,
      }),
    });
    expect(signUp.status).toBe(201);
    const signIn = async () => {
      const res = await fetch(`${a.url}/api/auth/custom_token/`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: email, password }),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { access: string; refresh: string };
    };
    const me = async (server: { url: string } | undefined, access: string) =>
      (await fetch(`${server?.url}/api/auth/me/`, { headers: { authorization: `Bearer ${access}` } })).status;

    // Both processes have checked the token, and keep the account's state.
    const phone = await signIn();
    const laptop = await signIn();
    for (const server of [a, b])
      for (const session of [phone, laptop]) expect(await me(server, session.access)).toBe(200);

    const logout = await fetch(`${a.url}/api/auth/logout/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ refresh: phone.refresh }),
    });
    expect(logout.status).toBe(204);
    expect(await me(a, phone.access)).toBe(401);
    expect(await within(async () => (await me(b, phone.access)) === 401, 2000)).toBeGreaterThanOrEqual(0);
    expect(await me(b, laptop.access)).toBe(200);

    // Revoked by any writer: an operator ending every session of the account.
    const { rows } = await client.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
    await client.query(
      'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
      [rows[0]?.id],
    );
    for (const server of [a, b])
      expect(
        await within(async () => (await me(server, laptop.access)) === 401, 2000),
      ).toBeGreaterThanOrEqual(0);
  });
});
