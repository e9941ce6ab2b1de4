import { afterAll, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase } from '#api/test/database.ts';
import { startTwoServers, within } from '#api/test/two-processes.ts';

// Two server processes on one PostgreSQL, each answering the directory from its own memory: a
// doctor who joins, is renamed, has a slot booked or freed, or is suspended, is seen so by a
// search in both within two seconds, whoever wrote the change (the triggers of migration 0024
// announce it; here the writes are an operator's SQL, as the API's own go through the same rows).

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Card {
  id: number;
  full_name: string;
  next_free_slot: string | null;
}

describe.runIf(process.env.TEST_DATABASE_URL)('the directory across processes', () => {
  it('shows a change made anywhere in every process within 2 s', async () => {
    const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string);
    cleanups.push(() => database.drop());
    const { a, b, client } = await startTwoServers(database.url, 'directory', cleanups, {
      PUBLIC_CACHE_SECONDS: '0',
    });
    const servers = [a, b];

    const search = async (server: { url: string }, words: string): Promise<Card[]> => {
      const res = await fetch(
        `${server.url}/api/doctor/search/list?${new URLSearchParams({ search: words })}`,
      );
      return ((await res.json()) as { results: Card[] }).results;
    };
    const seenByAll = async (words: string, holds: (cards: Card[]) => boolean) => {
      for (const server of servers) {
        const took = await within(async () => holds(await search(server, words)), 2000);
        expect(took, `${words} in ${server.url}`).toBeGreaterThanOrEqual(0);
      }
    };

    // Both processes have loaded the directory (empty) before the changes.
    for (const server of servers) expect(await search(server, '')).toEqual([]);

    const { rows: users } = await client.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name)
       VALUES ('zoubida@example.dz', 'x', 'Zoubida', 'Hamdani') RETURNING id`,
    );
    const { rows: doctors } = await client.query<{ id: number }>(
      `INSERT INTO doctors (user_id, full_name, address, wilaya, specialization_id, search_text)
       VALUES ($1, 'Zoubida Hamdani', '3 Rue Khemisti, Oran', 'Oran',
         (SELECT id FROM specializations WHERE code = 'cardiology'), 'zoubida hamdani') RETURNING id`,
      [users[0]?.id],
    );
    const doctorId = doctors[0]?.id;
    await seenByAll('hamda', (cards) => cards.some((c) => c.id === doctorId && c.next_free_slot === null));

    await client.query(`UPDATE doctors SET full_name = 'Zoubida Hamdani-Kerrouche' WHERE id = $1`, [
      doctorId,
    ]);
    await seenByAll('kerrou', (cards) => cards.some((c) => c.id === doctorId));

    // A free slot tomorrow: the card shows it; booked, the card shows none.
    const { rows: slots } = await client.query<{ id: number }>(
      `INSERT INTO slots (doctor_id, day, start_time, end_time)
       VALUES ($1, (now() AT TIME ZONE 'Africa/Algiers')::date + 1, '09:00', '09:30') RETURNING id`,
      [doctorId],
    );
    await seenByAll('kerrou', (cards) => cards.some((c) => c.id === doctorId && c.next_free_slot !== null));
    await client.query('UPDATE slots SET existing = false WHERE id = $1', [slots[0]?.id]);
    await seenByAll('kerrou', (cards) => cards.some((c) => c.id === doctorId && c.next_free_slot === null));

    await client.query('UPDATE users SET suspended_at = now() WHERE id = $1', [users[0]?.id]);
    await seenByAll('kerrou', (cards) => cards.length === 0);
  });
});
