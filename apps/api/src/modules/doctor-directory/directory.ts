import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '#api/db/client.ts';
import type { Listen } from '#api/db/listener.ts';
import { foldForSearch } from '#api/lib/search-text.ts';
import { readQuery } from './query.ts';
import { type Found, type IndexedDoctor, RankedIndex } from './ranked-index.ts';
import {
  cardOf,
  type DirectoryRow,
  readDirectoryRows,
  SEARCH_COUNT_CAP,
  soonestFreeSlots,
  specialtyIdsByCode,
} from './repository.ts';

/** The channel triggers on doctors and users announce a changed doctor's id on (migration 0024). */
export const DIRECTORY_CHANNEL = 'directory';

/** Past this many changed doctors at once, every doctor is read again rather than each by id. */
const RELOAD_ALL_PAST = 5_000;
/** After a failed read, the next try. */
const RETRY_MS = 1_000;
/** Every doctor is read in pages of this many, the process answering requests between them. */
const LOAD_PAGE = 5_000;
/** How a card with a kept soonest free slot ends (an ISO 8601 time is 24 characters). */
const KEPT_SLOT = `"${new Date(0).toISOString()}"}`;

export interface SearchFilters {
  verifiedOnly: boolean;
  /** A wilaya's French name, as doctors' `wilaya` holds it. */
  wilaya: string | null;
  now: Date;
}

export interface SearchAnswer {
  count: number;
  /** The page's cards, each as JSON. */
  cards: string[];
  more: boolean;
}

function indexed(row: DirectoryRow): IndexedDoctor {
  return {
    id: row.id,
    certified: row.isCertified,
    nextFreeAt: row.nextFreeAt === null ? null : new Date(row.nextFreeAt).getTime(),
    specialtyId: row.specializationId,
    wilaya: row.wilaya,
    nameWords: [...new Set(foldForSearch(row.fullName).split(/[^\p{L}\p{N}]+/u))].filter(Boolean),
    searchText: row.searchText,
    // Written once per change, with the kept soonest free slot last (see cardsOf).
    card: JSON.stringify({
      ...cardOf(row),
      next_free_slot: row.nextFreeAt === null ? null : new Date(row.nextFreeAt).toISOString(),
    }),
  };
}

/**
 * The public directory answered from each process's memory (decision 0046): every listed doctor is
 * read at start, and again, by id, when a trigger announces a change of the doctor, of their account
 * or of their soonest free slot, whoever made it. A search waits for the changes already announced
 * to be read; `readYourWrites` (tests) also waits for every change committed before it was asked.
 */
export function createDirectory(options: {
  db: DbOrTx;
  listen: Listen;
  log: FastifyBaseLogger;
  readYourWrites?: boolean;
}) {
  const { db, log } = options;
  const index = new RankedIndex();
  let specialtyIds = new Map<string, number>();
  const changed = new Set<number>();
  let everything = true;
  /** The reads under way; null when the index holds every change announced. */
  let applying: Promise<void> | null = null;
  /** Resolved once every listed doctor has been read; replaced after a failed first read. */
  let loaded: { promise: Promise<void>; resolve: () => void; reject: (e: unknown) => void } | null = null;
  let isLoaded = false;
  let retry: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let stopped = false;
  /** Reading starts once the server listens (or at the first search), not during its start. */
  let warmed = false;
  const syncs = new Map<string, () => void>();
  const syncPrefix = `sync:${process.pid}:${Math.random().toString(36).slice(2)}:`;
  let syncCount = 0;

  function expectLoad() {
    let resolve!: () => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    promise.catch(() => undefined);
    loaded = { promise, resolve, reject };
  }

  async function applyChanges(): Promise<void> {
    // Announcements of the same moment are read together.
    await new Promise((resolve) => setImmediate(resolve));
    while (!stopped && (everything || changed.size)) {
      if (everything || changed.size > RELOAD_ALL_PAST) {
        everything = false;
        changed.clear();
        const doctors: IndexedDoctor[] = [];
        for (let after = 0; ;) {
          const rows = await readDirectoryRows(db, { after, limit: LOAD_PAGE });
          for (const row of rows) doctors.push(indexed(row));
          if (rows.length < LOAD_PAGE) break;
          after = Number(rows.at(-1)?.id);
          await new Promise((resolve) => setImmediate(resolve));
        }
        specialtyIds = await specialtyIdsByCode(db);
        index.replaceAll(doctors);
        isLoaded = true;
        loaded?.resolve();
        continue;
      }
      const ids = [...changed];
      changed.clear();
      const rows = await readDirectoryRows(db, ids);
      const found = new Map(rows.map((r) => [Number(r.id), r]));
      for (const id of ids) {
        const row = found.get(id);
        if (row?.listed) index.put(indexed(row));
        else index.remove(id);
      }
    }
  }

  function schedule() {
    if (applying || stopped || !warmed) return;
    applying = applyChanges().then(
      () => {
        applying = null;
        if (everything || changed.size) schedule();
      },
      (error: unknown) => {
        applying = null;
        if (stopped) return;
        log.error({ err: error }, 'reading the directory failed; trying again');
        // What was being read is read again, everything at once.
        everything = true;
        if (!isLoaded) {
          loaded?.reject(error);
          expectLoad();
        }
        retry = setTimeout(() => {
          retry = null;
          schedule();
        }, RETRY_MS);
        retry.unref();
      },
    );
  }

  function onPayload(payload: string) {
    if (payload.startsWith('sync:')) {
      syncs.get(payload)?.();
      syncs.delete(payload);
      return;
    }
    const id = Number(payload);
    if (Number.isInteger(id)) changed.add(id);
    schedule();
  }

  function onConnection(up: boolean) {
    // Announcements may have been missed while the connection was down: everything is read again.
    if (up) {
      everything = true;
      schedule();
    }
  }

  function warm() {
    warmed = true;
    schedule();
  }

  /** Every change announced (and, in `readYourWrites`, committed) before now is in the index. */
  async function current(): Promise<void> {
    if (options.readYourWrites) {
      const token = `${syncPrefix}${++syncCount}`;
      const heard = new Promise<void>((resolve) => syncs.set(token, resolve));
      await db.execute(sql`SELECT pg_notify(${DIRECTORY_CHANNEL}, ${token})`);
      await heard;
    }
    if (!warmed) warm();
    if (!isLoaded) await loaded?.promise;
    while (applying) await applying;
  }

  /**
   * The cards of `found` as JSON, each with its soonest free slot: the kept one, written in the
   * card, or when it has started the one read again from the slots.
   */
  async function cardsOf(found: Found[], now: Date): Promise<string[]> {
    const at = now.getTime();
    const passed = found.filter((d) => d.nextFreeAt !== null && d.nextFreeAt <= at).map((d) => d.id);
    if (!passed.length) return found.map((d) => d.card);
    const read = await soonestFreeSlots(db, passed, now);
    return found.map((d) => {
      if (d.nextFreeAt === null || d.nextFreeAt > at) return d.card;
      const next = read.get(d.id) ?? null;
      return `${d.card.slice(0, -KEPT_SLOT.length)}${next === null ? 'null' : `"${next}"`}}`;
    });
  }

  return {
    async start() {
      stopped = false;
      expectLoad();
      unlisten = await options.listen(DIRECTORY_CHANNEL, onPayload, onConnection);
    },
    /** Reads every listed doctor, beside requests (called once the server listens). */
    warm,
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await unlisten?.();
      await applying?.catch(() => undefined);
    },

    /**
     * One page of the directory for words as typed, and the total up to SEARCH_COUNT_CAP: names
     * whose every word is whole first, then names begun, each in the ranking's order (verified,
     * soonest free slot, id); words found in no name, specialty or wilaya are looked up in the
     * whole search text when nothing else was found (decision 0037).
     */
    async search(
      search: string,
      offset: number,
      limit: number,
      filters: SearchFilters,
    ): Promise<SearchAnswer> {
      const asked = readQuery(search);
      if (!/[\p{L}\p{N}]/u.test(search) && search.trim()) return { count: 0, cards: [], more: false };
      await current();
      const base = {
        verifiedOnly: filters.verifiedOnly,
        wilaya: filters.wilaya ?? asked.wilaya,
        specialtyIds: asked.specialties.flatMap((code) => specialtyIds.get(code) ?? []),
      };
      const wanted = Math.max(offset + limit + 1, SEARCH_COUNT_CAP);
      const words = asked.nameWords;
      // As the statement did: up to `wanted` whole names, then up to twice that begun, less those.
      let hits = words.length ? index.named(base, words, wanted) : index.top(base, [], false, wanted);
      const typed = words.length + asked.specialties.length + (asked.wilaya ? 1 : 0);
      if (!hits.length && typed)
        hits = index.containing(
          { verifiedOnly: filters.verifiedOnly, wilaya: filters.wilaya, specialtyIds: [] },
          asked.typed,
          wanted,
        );
      const page = hits.slice(offset, offset + limit + 1);
      return {
        count: Math.min(hits.length, SEARCH_COUNT_CAP),
        cards: await cardsOf(page.slice(0, limit), filters.now),
        more: page.length > limit,
      };
    },

    /** The first listed doctors of a specialty in the ranking's order, each card as JSON. */
    async ofSpecialty(specialtyId: number, limit: number, now: Date): Promise<string[]> {
      await current();
      const found = index.top(
        { verifiedOnly: false, wilaya: null, specialtyIds: [specialtyId] },
        [],
        false,
        limit,
      );
      return cardsOf(found, now);
    },

    /** How many doctors the index holds. */
    get size() {
      return index.size;
    },
  };
}

export type Directory = ReturnType<typeof createDirectory>;
