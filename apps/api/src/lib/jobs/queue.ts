import type { FastifyBaseLogger } from 'fastify';
import { type Job, PgBoss } from 'pg-boss';
import { type Db, type Driver, inTurn } from '#api/db/client.ts';
import { driverExecutor, executorFor, idForKey } from './sql.ts';
import type { JobDefinition, Jobs } from './types.ts';
import { FLEET_LOCKS } from '#api/db/locks.ts';

export interface JobsOptions {
  db: Db;
  driver: Driver;
  log: FastifyBaseLogger;
  /** How often each process looks for due jobs; 0 leaves it to `drain()` (tests). */
  pollMs: number;
  /** How long a claimed job may run before another process may take it over (a crashed worker). */
  claimSeconds: number;
}

/** Raised inside a job's transaction when its claim lapsed: roll back, another process has it. */
class LostClaim extends Error {}

const BATCH = 20;

/** The job queue on pg-boss, in the `pgboss` schema of our own database (PGlite or PostgreSQL). */
export function createJobs(options: JobsOptions): Jobs {
  const { db, log } = options;
  const definitions = new Map<string, JobDefinition<object>>();
  // A job whose worker died holding it (kill -9: nothing recorded) is failed for a retry by the
  // supervision pass that sees its claim lapsed. pg-boss looks at each queue for lapsed claims only
  // every `monitorIntervalSeconds` (60 unless set), whatever the supervision interval: a crashed
  // job then waited up to a minute more before its retry delay even began. Both are half a claim.
  const passSeconds = Math.max(1, Math.min(60, Math.floor(options.claimSeconds / 2)));
  const boss = new PgBoss({
    db: driverExecutor(options.driver),
    backend: options.driver.kind,
    schedule: false,
    supervise: true,
    superviseIntervalSeconds: passSeconds,
    monitorIntervalSeconds: passSeconds,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  let stopping = false;

  async function runOne(definition: JobDefinition<object>, job: Job<object>) {
    const retryLimit = definition.retryLimit ?? 5;
    const attempt = job.retryCount + 1;
    const lastAttempt = job.retryCount >= retryLimit;
    try {
      await definition.effect?.(job.data, { id: job.id, attempt });
      await db.transaction(async (tx) => {
        await definition.run(job.data, { tx, id: job.id, attempt, lastAttempt });
        const attemptRef = { id: job.id, retryCount: job.retryCount };
        const done = (await boss.complete(definition.name, attemptRef, null, { db: executorFor(tx) })) as {
          affected?: number;
        };
        if (done.affected !== 1) throw new LostClaim();
      });
    } catch (error) {
      if (error instanceof LostClaim) return;
      log.warn({ err: error, job: definition.name, attempt }, 'job attempt failed');
      await definition.onFailure?.(job.data, { error, willRetry: !lastAttempt, attempt });
      const message = error instanceof Error ? error.message : String(error);
      await boss.fail(definition.name, { id: job.id, retryCount: job.retryCount }, { message });
    }
  }

  /**
   * Each job name is a lane of its own: its jobs run one after another, beside the other lanes, so a
   * long job (an export of hundreds of megabytes) holds back only the jobs of its name, never mail.
   */
  const lanes = new Map<string, Promise<number>>();

  async function drainLane(definition: JobDefinition<object>): Promise<number> {
    let count = 0;
    for (;;) {
      const batch = await boss.fetch<object>(definition.name, { batchSize: BATCH });
      for (const job of batch) await runOne(definition, job);
      count += batch.length;
      if (batch.length < BATCH || stopping) break;
    }
    return count;
  }

  /** The lane's run in progress, or a new one. */
  function lane(definition: JobDefinition<object>): Promise<number> {
    let running = lanes.get(definition.name);
    if (!running) {
      running = drainLane(definition).finally(() => lanes.delete(definition.name));
      lanes.set(definition.name, running);
    }
    return running;
  }

  async function drain(): Promise<number> {
    const counts = await Promise.all([...definitions.values()].map(lane));
    return counts.reduce((sum, n) => sum + n, 0);
  }

  function poll() {
    timer = setTimeout(() => {
      for (const definition of definitions.values()) {
        lane(definition).catch((error: unknown) =>
          log.error({ err: error, job: definition.name }, 'job polling failed'),
        );
      }
      if (!stopping) poll();
    }, options.pollMs);
  }

  return {
    define(definition) {
      if (started) throw new Error(`job ${definition.name} defined after the queue started`);
      definitions.set(definition.name, definition);
    },
    async enqueue(handle, name, payload, enqueueOptions = {}) {
      if (!definitions.has(name)) throw new Error(`no job named ${name}`);
      return boss.send(name, payload, {
        db: executorFor(handle),
        ...(enqueueOptions.runAt ? { startAfter: enqueueOptions.runAt } : {}),
        ...(enqueueOptions.key ? { id: idForKey(name, enqueueOptions.key) } : {}),
      });
    },
    async start() {
      // Processes started together create the queue's schema and queues one at a time. pg-boss
      // locks its schema's creation itself, but inside the transaction that creates it: a server
      // that waited there still goes by the catalog it read before, so the schema made meanwhile
      // looks absent and `CREATE SCHEMA IF NOT EXISTS` fails on a duplicate key. (pg-boss's own
      // `start({ attempts })` would only try again, seconds later, after such a failure.)
      await inTurn(options.driver, FLEET_LOCKS.queueSchema, async () => {
        await boss.start();
        for (const definition of definitions.values()) {
          const queue = {
            retryLimit: definition.retryLimit ?? 5,
            retryDelay: definition.retryDelaySeconds ?? 10,
            retryBackoff: true,
            expireInSeconds: definition.claimSeconds ?? options.claimSeconds,
          };
          if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, queue);
          else await boss.createQueue(definition.name, queue);
        }
      });
      started = true;
      if (options.pollMs > 0) poll();
    },
    drain,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled(lanes.values());
      await boss.stop({ graceful: false, close: false });
    },
  };
}
