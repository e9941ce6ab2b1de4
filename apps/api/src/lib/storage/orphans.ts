import { setTimeout as sleep } from 'node:timers/promises';
import { asc, gt, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { clinics, dataExports, doctors, files, patients } from '../../db/schema/index.ts';
import { originalKey } from './picture-variants.ts';
import type { Storage } from './storage.ts';

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
const ROW_PAGE = 500;
const CHECKS_AT_ONCE = 16;

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

async function referencedKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const column of KEY_COLUMNS) {
    const rows = await db.select({ key: column }).from(column.table).where(inArray(column, keys));
    for (const row of rows) if (typeof row.key === 'string') found.add(row.key);
  }
  return found;
}

async function findOrphanObjects(db: DbOrTx, storage: Storage, before: Date, pauseMs: number) {
  const orphans: string[] = [];
  let total = 0;
  for await (const page of storage.list()) {
    if (total && pauseMs) await sleep(pauseMs);
    total += page.length;
    // A picture's resized copy is named by its picture's row: kept with it, removed without it.
    const referenced = await referencedKeys(db, [...new Set(page.map((o) => originalKey(o.key)))]);
    for (const object of page) {
      // A younger object may belong to an upload whose row is being written right now.
      if (!referenced.has(originalKey(object.key)) && object.modifiedAt < before) orphans.push(object.key);
    }
  }
  return { orphans, total };
}

async function findRowsWithoutBytes(db: DbOrTx, storage: Storage, pauseMs: number) {
  const missing: { id: number; key: string }[] = [];
  let total = 0;
  for (let after = 0; ;) {
    if (after && pauseMs) await sleep(pauseMs);
    const page = await db
      .select({ id: files.id, key: files.storageKey })
      .from(files)
      .where(gt(files.id, after))
      .orderBy(asc(files.id))
      .limit(ROW_PAGE);
    if (!page.length) break;
    total += page.length;
    after = page[page.length - 1]?.id ?? after;
    for (let i = 0; i < page.length; i += CHECKS_AT_ONCE) {
      const batch = page.slice(i, i + CHECKS_AT_ONCE);
      const present = await Promise.all(batch.map((row) => storage.has(row.key)));
      batch.forEach((row, j) => present[j] || missing.push(row));
    }
  }
  return { missing, total };
}

const tooMany = (count: number, total: number) => count > ALWAYS_ALLOWED && count > total * MAX_SHARE;

/**
 * Makes the database and the stored bytes agree after a crash: half-written uploads and objects no
 * row names are removed once older than `before`, and file rows whose bytes are gone are removed.
 * Run it where no upload older than `before` can still be on its way to its row. `pauseMs` between
 * pages (of 500 rows or listed objects) keeps a sweep beside requests from taking their processor:
 * it checks every stored file, a million of them at national size.
 */
export async function sweepOrphans(
  db: DbOrTx,
  storage: Storage,
  { before, log, pauseMs = 0 }: { before: Date; log: SweepLog; pauseMs?: number },
): Promise<SweepResult> {
  const staging = await storage.clearStaging(before);
  const objects = await findOrphanObjects(db, storage, before, pauseMs);
  const rows = await findRowsWithoutBytes(db, storage, pauseMs);
  if (tooMany(objects.orphans.length, objects.total) || tooMany(rows.missing.length, rows.total)) {
    const refused =
      `${objects.orphans.length} of ${objects.total} stored objects have no row and ` +
      `${rows.missing.length} of ${rows.total} file rows have no bytes: is the storage the one of this database?`;
    log.error(
      { objects: objects.orphans.length, rows: rows.missing.length },
      `orphan sweep refused: ${refused}`,
    );
    return { staging, objects: 0, rows: 0, refused };
  }
  for (const key of objects.orphans) await storage.delete(key);
  if (rows.missing.length) {
    const ids = rows.missing.map((r) => r.id);
    await db.delete(files).where(inArray(files.id, ids));
    log.warn({ fileIds: ids }, 'file rows whose stored bytes were gone have been removed');
  }
  return { staging, objects: objects.orphans.length, rows: rows.missing.length };
}
