import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.ts';
import { patientIdColumn } from './people.ts';

export const EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed', 'expired'] as const;

/**
 * A patient's export of their data: a ZIP built by the `exports.build` job into storage under
 * `storageKey` (named from the start, so the orphan sweep never takes it for an orphan), kept a day
 * after it is ready. An expired export keeps its row without its object.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: idColumn(),
    patientId: patientIdColumn(),
    status: text('status', { enum: EXPORT_STATUSES }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('data_exports_patient').on(t.patientId, t.id),
    // One export at a time per patient: a second request while one is on its way gets that one.
    uniqueIndex('data_exports_one_running')
      .on(t.patientId)
      .where(sql`${t.status} IN ('queued', 'building')`),
    uniqueIndex('data_exports_storage_key_unique').on(t.storageKey),
    index('data_exports_expires').on(t.expiresAt),
    check('data_exports_status', sql`${t.status} IN ('queued', 'building', 'ready', 'failed', 'expired')`),
    check('data_exports_progress', sql`${t.progress} BETWEEN 0 AND 100`),
  ],
);
