import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '#api/db/client.ts';
import type { Listen } from '#api/db/listener.ts';
import { ACCOUNT_STATE_CHANNEL } from '../auth/account-state.ts';
import {
  accountActive,
  CHANNEL,
  eventById,
  eventsAfter,
  insertEvent,
  notify,
  pruneEvents,
  registerStream,
  releaseStream,
  type StoredEvent,
} from './repository.ts';

/** How long an event can be replayed to a stream resuming with Last-Event-ID; older ones are pruned. */
export const EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Video signalling is only useful during the call: it is pruned after this. */
export const SIGNAL_RETENTION_MS = 2 * 60 * 1000;
/** Open streams per user, across processes: opening one more closes the oldest. */
export const STREAMS_PER_USER = 10;
const PRUNE_EVERY_MS = 60_000;
// A stream ends with its access token (15 minutes): a row older than this was left by a stopped process.
const STREAM_ROW_STALE_MS = 60 * 60 * 1000;

export interface Subscriber {
  onEvent(event: StoredEvent): void;
  /** The user's session ended (logout, reset, suspension, deletion) or this stream was evicted. */
  onEnd(): void;
}

export interface Events {
  /** Stores an event for the user in `db`'s transaction; open streams get it once that commits. */
  publish(db: DbOrTx, userId: number, type: string, data: object): Promise<number>;
  /** Closes every open stream of the user, in every process (the session ended). */
  endSessions(db: DbOrTx, userId: number): Promise<void>;
  /**
   * Holds a stream for the user until the returned function is called; past STREAMS_PER_USER open
   * streams (in any process), the user's oldest ones end.
   */
  subscribe(userId: number, subscriber: Subscriber): Promise<() => void>;
  /** The user's events after `afterId` still within the retention window, oldest first. */
  after(userId: number, afterId: number): Promise<StoredEvent[]>;
  /** Removes events past the retention window and signalling past its own. */
  prune(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** What a NOTIFY says: an event `i` for user `u`, the end of the user's sessions, or of some streams. */
type Announcement = { u: number; i?: number; end?: boolean; close?: number[] };

/**
 * Per-user fan-out: the event row is written in the caller's transaction with a NOTIFY, and every
 * process LISTENs (PostgreSQL across processes; PGlite delivers NOTIFY in-process) and hands the
 * event to the streams it holds for that user. A change of the account (suspension, deletion),
 * announced by a trigger on `users`, ends its streams in every process too.
 */
export function createEvents(options: {
  db: Db;
  listen: Listen;
  log: FastifyBaseLogger;
  now: () => Date;
}): Events {
  const { db, log, now } = options;
  const subscribers = new Map<number, Map<Subscriber, number>>();
  // Each user's deliveries run one after another: a stream gets its events in the order they
  // were announced, never a later one overtaking an earlier one whose row is still being read.
  const queues = new Map<number, Promise<void>>();
  const unlisten: (() => Promise<void>)[] = [];
  let pruner: NodeJS.Timeout | undefined;

  function enqueue(user: number, work: () => Promise<void>) {
    const next = (queues.get(user) ?? Promise.resolve())
      .then(work)
      .catch((error: unknown) => log.error({ err: error }, 'event delivery failed'));
    queues.set(user, next);
    void next.then(() => {
      if (queues.get(user) === next) queues.delete(user);
    });
  }

  function endAll(user: number, only?: number[]) {
    for (const [subscriber, streamId] of [...(subscribers.get(user) ?? [])])
      if (!only || only.includes(streamId)) subscriber.onEnd();
  }

  async function deliver(message: Announcement) {
    const set = subscribers.get(message.u);
    if (!set?.size) return;
    if (message.end) return endAll(message.u);
    if (message.close) return endAll(message.u, message.close);
    const event = message.i ? await eventById(db, message.u, message.i) : null;
    if (event) for (const subscriber of [...set.keys()]) subscriber.onEvent(event);
  }

  async function recheckAccount(user: number) {
    if (!subscribers.get(user)?.size) return;
    if (!(await accountActive(db, user))) endAll(user);
  }

  async function prune() {
    const at = now().getTime();
    await pruneEvents(
      db,
      new Date(at - EVENT_RETENTION_MS),
      new Date(at - SIGNAL_RETENTION_MS),
      new Date(at - STREAM_ROW_STALE_MS),
    );
  }

  return {
    async publish(handle, userId, type, data) {
      const id = await insertEvent(handle, { userId, type, data, createdAt: now() });
      await notify(handle, { u: userId, i: id });
      return id;
    },
    async endSessions(handle, userId) {
      await notify(handle, { u: userId, end: true });
    },
    async subscribe(userId, subscriber) {
      const { id, evicted } = await registerStream(db, userId, STREAMS_PER_USER, now());
      let set = subscribers.get(userId);
      if (!set) subscribers.set(userId, (set = new Map<Subscriber, number>()));
      set.set(subscriber, id);
      if (evicted.length > 0) await notify(db, { u: userId, close: evicted });
      return () => {
        if (!set.delete(subscriber)) return;
        if (!set.size) subscribers.delete(userId);
        void releaseStream(db, id).catch((error: unknown) => log.warn({ err: error }, 'stream not released'));
      };
    },
    after: (userId, afterId) =>
      eventsAfter(db, userId, afterId, new Date(now().getTime() - EVENT_RETENTION_MS)),
    prune,
    async start() {
      unlisten.push(
        await options.listen(CHANNEL, (payload) => {
          const message = JSON.parse(payload) as Announcement;
          enqueue(message.u, () => deliver(message));
        }),
        await options.listen(ACCOUNT_STATE_CHANNEL, (payload) => {
          const user = Number(payload);
          if (subscribers.has(user)) enqueue(user, () => recheckAccount(user));
        }),
      );
      const tick = () =>
        void prune().catch((error: unknown) => log.warn({ err: error }, 'event prune failed'));
      tick();
      pruner = setInterval(tick, PRUNE_EVERY_MS);
      pruner.unref();
    },
    async stop() {
      clearInterval(pruner);
      for (const user of [...subscribers.keys()]) endAll(user);
      for (const off of unlisten.splice(0)) await off();
    },
  };
}
