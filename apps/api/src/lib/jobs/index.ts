/**
 * The durable job queue: anything that happens later or may fail and retry (mail, reminders,
 * exports). Jobs live in the database (pg-boss, on PGlite or PostgreSQL; decision 0009), survive
 * restarts and crashes, retry with exponential backoff, and run once per process fleet.
 *
 * How a module uses it:
 *
 *   // 1. in the module's jobs.ts (listed in modules/jobs.ts, defined at boot before the queue
 *   //    starts), define what the job does:
 *   deps.jobs.define<{ exportId: number }>({
 *     name: 'exports.build',
 *     retryLimit: 3,
 *     async run({ exportId }, { tx }) {
 *       // every database write goes through `tx`: it commits with the job's completion, so a
 *       // retried or crashed attempt never leaves half an effect (exactly-once).
 *       await markBuilt(tx, exportId);
 *     },
 *   });
 *
 *   // 2. enqueue it inside the transaction of the request that asks for it (both commit or neither):
 *   await db.transaction(async (tx) => {
 *     const id = await insertExport(tx, ...);
 *     await deps.jobs.enqueue(tx, 'exports.build', { exportId: id }, { runAt, key: `export:${id}` });
 *   });
 *
 * An effect outside the database (SMTP, an SMS gateway) cannot share the transaction: make it
 * idempotent with a key of its own, as `lib/messages` does for mail. Tests call `jobs.drain()`.
 */
export { createJobs, type JobsOptions } from './queue.ts';
export type { EnqueueOptions, JobDefinition, JobRun, Jobs, ModuleJobs } from './types.ts';
