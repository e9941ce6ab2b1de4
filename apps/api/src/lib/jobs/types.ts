import type { DbOrTx, Tx } from '#api/db/client.ts';
import type { Deps } from '#api/deps.ts';

/** What a job's `run` receives besides its payload. */
export interface JobRun {
  /** The transaction the job's completion commits in: write every database effect through it. */
  tx: Tx;
  id: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** True when a failure of this attempt is final. */
  lastAttempt: boolean;
}

export interface JobDefinition<T extends object> {
  /** Queue name: lower-case words joined by dots, e.g. `mail.send`. */
  name: string;
  /** Retries after the first attempt (default 5), with exponential backoff from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * How long an attempt may run before another process takes it for crashed and runs it again
   * (default JOB_CLAIM_SECONDS): longer for a job that may take minutes, such as an export.
   */
  claimSeconds?: number;
  /**
   * An effect outside the database (SMTP, an SMS gateway), run before the transaction opens so no
   * transaction waits on the network. A crash after it repeats it: it must be idempotent.
   */
  effect?(payload: T, job: { id: string; attempt: number }): Promise<void>;
  /** The database part; it commits together with the job's completion. */
  run(payload: T, job: JobRun): Promise<void>;
  /** Told of every failed attempt, outside the rolled-back transaction. */
  onFailure?(payload: T, info: { error: unknown; willRetry: boolean; attempt: number }): Promise<void>;
}

export interface EnqueueOptions {
  /** Not before this time (scheduled runs). */
  runAt?: Date;
  /** Deduplication key: a second enqueue with the same key in the same queue is ignored. */
  key?: string;
}

export interface Jobs {
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Enqueues in `db`'s transaction; returns the job id, or null when `key` was already used. */
  enqueue<T extends object>(
    db: DbOrTx,
    name: string,
    payload: T,
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /** Installs the queue tables, creates the queues and, unless `pollMs` is 0, starts working. */
  start(): Promise<void>;
  /** Runs every job that is due now until none is left; returns how many ran. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A module's jobs, in its `jobs.ts`: `define` runs at boot before the queue starts, `afterStart`
 * (jobs scheduled at boot) once it has started. `modules/jobs.ts` lists every module's.
 */
export interface ModuleJobs {
  define(deps: Deps): void;
  afterStart?(deps: Deps): Promise<void>;
}
