import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';

export interface AuditRow {
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId: number | null;
  patientId: number | null;
  ip: string | null;
  forDoctorId?: number | null;
  createdAt: Date;
}

export interface AuditRecorderOptions {
  /** How long a read waits in memory before its batch is written. */
  flushMs?: number;
  /** A batch this large is written at once. */
  maxBatch?: number;
  onError?: (error: unknown) => void;
}

const MAX_QUEUED = 50_000;

/**
 * Keeps audit events of reads off the request path: they queue in memory and are written in one
 * multi-row INSERT every `flushMs`, when `maxBatch` are waiting, and when the app closes. A failed
 * write is queued again and retried with the next batch.
 */
export function createAuditRecorder(db: Db, options: AuditRecorderOptions = {}) {
  const flushMs = options.flushMs ?? 200;
  const maxBatch = options.maxBatch ?? 500;
  let queue: AuditRow[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => void flush(), flushMs);
    timer.unref();
  }

  async function write(batch: AuditRow[]) {
    try {
      await db.insert(auditEvents).values(batch);
    } catch (error) {
      options.onError?.(error);
      queue = [...batch, ...queue].slice(-MAX_QUEUED);
      schedule();
    }
  }

  /** Writes everything queued so far; resolves once it is in the database (or failed). */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = queue;
    queue = [];
    writing = writing.then(() => (batch.length ? write(batch) : undefined));
    return writing;
  }

  function record(row: AuditRow) {
    queue.push(row);
    if (queue.length >= maxBatch) void flush();
    else schedule();
  }

  return { record, flush, pending: () => queue.length };
}

export type AuditRecorder = ReturnType<typeof createAuditRecorder>;
