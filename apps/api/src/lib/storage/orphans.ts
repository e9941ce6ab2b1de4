import { setTimeout as sleep } from 'node:timers/promises';
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#api/db/client.ts';
import { clinics, dataExports, doctors, files, patients } from '#api/db/schema/index.ts';
import { originalKey } from './picture-variants.ts';
import { compareKeys, type Storage } from './storage.ts';

/** Every column that names a stored object. A new kind of stored object adds its column here. */
const KEY_COLUMNS: PgColumn[] = [
  files.storageKey,
  patients.pictureKey,
  doctors.pictureKey,
  doctors.certificationKey,
  clinics.pictureKey,
  clinics.certificationKey,
  dataExports.storageKey,
];

/**
 * Past this share of what is stored (and past a handful), orphans are not removed: storage and
 * database that disagree this much are more likely a wrong bucket or a wrong database than a crash.
 */
const MAX_SHARE = 0.2;
const ALWAYS_ALLOWED = 100;
/** File rows read at a time: as many as a page of the listing. */
const ROW_PAGE = 1000;
const CHECKS_AT_ONCE = 16;
const CHECK_PAGE = 512;

export interface SweepResult {
  /** Half-written uploads of a killed process. */
  staging: number;
  /** Stored objects no row names (stored before a crash kept the row from being written). */
  objects: number;
  /** File rows whose bytes are gone. */
  rows: number;
  /** Set when the sweep removed nothing because the two sides disagree too much. */
  refused?: string;
}

export interface SweepLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

interface FileRow {
  id: number;
  key: string;
  createdAt: Date;
}

async function referencedKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const column of KEY_COLUMNS) {
    const rows = await db.select({ key: column }).from(column.table).where(inArray(column, keys));
    for (const row of rows) if (typeof row.key === 'string') found.add(row.key);
  }
  return found;
}

/** The file rows whose key comes after `after`, in the byte order the storage lists in. */
function fileRowsAfter(db: DbOrTx, after: string | null, limit: number): Promise<FileRow[]> {
  // "C" is byte order whatever the database's collation; files_storage_key_bytes serves it.
  const key = sql`${files.storageKey} COLLATE "C"`;
  return db
    .select({ id: files.id, key: files.storageKey, createdAt: files.createdAt })
    .from(files)
    .where(after === null ? undefined : sql`${key} > ${after}`)
    .orderBy(key)
    .limit(limit);
}

/** Every file row in key order, one page of them in memory; `beforePage` runs before each read. */
function fileRowCursor(db: DbOrTx, pageSize: number, beforePage: () => Promise<void>) {
  let page: FileRow[] = [];
  let at = 0;
  let read = 0;
  let ended = false;
  return {
    get read() {
      return read;
    },
    /** The first row not yet taken; undefined past the last. */
    async peek(): Promise<FileRow | undefined> {
      if (at === page.length && !ended) {
        await beforePage();
        page = await fileRowsAfter(db, page.at(-1)?.key ?? null, pageSize);
        at = 0;
        read += page.length;
        ended = page.length < pageSize;
      }
      return page[at];
    },
    take() {
      at++;
    },
  };
}

/**
 * One walk over the storage listing, and beside it over the file rows in the same key order (a
 * merge: neither side is held whole). A listed object no row names is an orphan; a file row whose
 * key the listing steps over may have lost its bytes, unless it was written after `startedAt`: its
 * bytes are stored before its row, so the listing may have passed its key before they were.
 */
async function walkBothSides(
  db: DbOrTx,
  storage: Storage,
  {
    before,
    startedAt,
    rowsAtStart,
    pauseMs,
    rowPage,
  }: { before: Date; startedAt: Date; rowsAtStart: number; pauseMs: number; rowPage: number },
) {
  const orphans: string[] = [];
  const unlisted: { id: number; key: string }[] = [];
  let listed = 0;
  let disordered = 0;
  // One rest per page of the listing and the rows beside it; rows beyond it rest per page.
  let rowPagesSinceRest = 0;
  const rest = async () => {
    if (pauseMs) await sleep(pauseMs);
    rowPagesSinceRest = 0;
  };
  const rows = fileRowCursor(db, rowPage, async () => {
    if (rowPagesSinceRest++) await rest();
  });
  const stepOver = (row: FileRow) => {
    if (row.createdAt >= startedAt) return;
    unlisted.push({ id: row.id, key: row.key });
    // Past the share that is refused anyway, more candidates would only take memory (a million
    // rows' keys with a wrong bucket): the walk stops there.
    if (tooMany(unlisted.length, rowsAtStart)) throw new RefusedAlready();
  };
  let last: string | null = null;
  try {
    for await (const page of storage.list()) {
      if (listed) await rest();
      listed += page.length;
      // A picture's resized copy is named by its picture's row: kept with it, removed without it.
      const referenced = await referencedKeys(db, [...new Set(page.map((o) => originalKey(o.key)))]);
      for (const object of page) {
        // A younger object may belong to an upload whose row is being written right now.
        if (!referenced.has(originalKey(object.key)) && object.modifiedAt < before) orphans.push(object.key);
        // A key out of order cannot be merged: the rows up to it are behind, and checked one by one.
        if (last !== null && compareKeys(object.key, last) <= 0) {
          disordered++;
          continue;
        }
        last = object.key;
        // The rows up to this key; past its own row there is none (keys are unique), so the next page
        // of rows is read beside the next page of the listing.
        for (let row = await rows.peek(); row; row = await rows.peek()) {
          const order = compareKeys(row.key, object.key);
          if (order > 0) break;
          rows.take();
          if (order === 0) break;
          stepOver(row);
        }
      }
    }
    for (let row = await rows.peek(); row; row = await rows.peek()) {
      rows.take();
      stepOver(row);
    }
  } catch (error) {
    if (!(error instanceof RefusedAlready)) throw error;
    return { orphans, listed, unlisted, rows: rows.read, disordered, stopped: true };
  }
  return { orphans, listed, unlisted, rows: rows.read, disordered, stopped: false };
}

/** Thrown to stop a walk whose candidates are already too many: the sweep is refused. */
class RefusedAlready extends Error {}

async function countFileRows(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(files);
  return row?.n ?? 0;
}

/** The rows whose bytes are still not stored, asked of the storage one key at a time. */
async function stillWithoutBytes<T extends { key: string }>(storage: Storage, rows: T[], pauseMs: number) {
  const missing: T[] = [];
  for (let i = 0; i < rows.length; i += CHECKS_AT_ONCE) {
    if (i && i % CHECK_PAGE === 0 && pauseMs) await sleep(pauseMs);
    const batch = rows.slice(i, i + CHECKS_AT_ONCE);
    const present = await Promise.all(batch.map((row) => storage.has(row.key)));
    batch.forEach((row, j) => present[j] || missing.push(row));
  }
  return missing;
}

const tooMany = (count: number, total: number) => count > ALWAYS_ALLOWED && count > total * MAX_SHARE;

/**
 * Makes the database and the stored bytes agree after a crash: half-written uploads and objects no
 * row names are removed once older than `before`, and file rows whose bytes are gone are removed.
 * Run it where no upload older than `before` can still be on its way to its row. It walks the
 * storage listing and the file rows side by side in key order, so a row costs no request of its
 * own: only the few rows the listing steps over are asked about, one by one, before they go.
 * `pauseMs` after each page of the listing (and of rows past it) keeps a sweep beside requests from
 * taking their processor: it walks every stored file, a million of them at national size.
 */
export async function sweepOrphans(
  db: DbOrTx,
  storage: Storage,
  {
    before,
    log,
    pauseMs = 0,
    rowPage = ROW_PAGE,
  }: { before: Date; log: SweepLog; pauseMs?: number; /** File rows read at a time. */ rowPage?: number },
): Promise<SweepResult> {
  const startedAt = new Date();
  const staging = await storage.clearStaging(before);
  const rowsAtStart = await countFileRows(db);
  const walked = await walkBothSides(db, storage, { before, startedAt, rowsAtStart, pauseMs, rowPage });
  if (walked.disordered) {
    log.warn(
      { keys: walked.disordered },
      'the storage listed keys out of byte order: the file rows it stepped over were asked about one by one',
    );
  }
  const { orphans } = walked;
  if (
    walked.stopped ||
    tooMany(orphans.length, walked.listed) ||
    tooMany(walked.unlisted.length, walked.rows)
  ) {
    const rows = walked.stopped
      ? `at least ${walked.unlisted.length} of ${rowsAtStart} file rows have no bytes (the sweep stopped there)`
      : `${walked.unlisted.length} of ${walked.rows} file rows have no bytes`;
    const refused =
      `${orphans.length} of ${walked.listed} stored objects have no row and ` +
      `${rows}: is the storage the one of this database?`;
    log.error({ objects: orphans.length, rows: walked.unlisted.length }, `orphan sweep refused: ${refused}`);
    return { staging, objects: 0, rows: 0, refused };
  }
  // The listing may have stepped over rows whose bytes are stored: one written after it passed its
  // key by a transaction begun before the sweep (or under a database clock behind this one's), or
  // one whose key was listed out of order. So each is asked about, the only rows that are.
  const missing = await stillWithoutBytes(storage, walked.unlisted, pauseMs);
  for (const key of orphans) await storage.delete(key);
  if (missing.length) {
    const ids = missing.map((r) => r.id);
    await db.delete(files).where(inArray(files.id, ids));
    log.warn({ fileIds: ids }, 'file rows whose stored bytes were gone have been removed');
  }
  return { staging, objects: orphans.length, rows: missing.length };
}
