import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Listen } from '../../db/listener.ts';
import { CHANNEL, eventById, eventsAfter, insertEvent, notify, type StoredEvent } from './repository.ts';

export interface Subscriber {
  onEvent(event: StoredEvent): void;
  /** The user's session ended (logout): the stream must close. */
  onEnd(): void;
}

export interface Events {
  /** Stores an event for the user in `db`'s transaction; open streams get it once that commits. */
  publish(db: DbOrTx, userId: number, type: string, data: object): Promise<number>;
  /** Closes every open stream of the user, in every process (the session ended). */
  endSessions(db: DbOrTx, userId: number): Promise<void>;
  subscribe(userId: number, subscriber: Subscriber): () => void;
  /** The user's events after `afterId`, oldest first (a resuming stream's backlog). */
  after(userId: number, afterId: number): Promise<StoredEvent[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** What a NOTIFY says: an event `i` for user `u`, or the end of the user's sessions. */
type Announcement = { u: number; i?: number; end?: boolean };

/**
 * Per-user fan-out: the event row is written in the caller's transaction with a NOTIFY, and every
 * process LISTENs (PostgreSQL across processes; PGlite delivers NOTIFY in-process) and hands the
 * event to the streams it holds for that user.
 */
export function createEvents(options: { db: Db; listen: Listen; log: FastifyBaseLogger }): Events {
  const { db, log } = options;
  const subscribers = new Map<number, Set<Subscriber>>();
  // Each user's deliveries run one after another: a stream gets its events in the order they
  // were announced, never a later one overtaking an earlier one whose row is still being read.
  const queues = new Map<number, Promise<void>>();
  let unlisten: (() => Promise<void>) | null = null;

  function enqueue(payload: string) {
    const message = JSON.parse(payload) as Announcement;
    const user = message.u;
    const next = (queues.get(user) ?? Promise.resolve())
      .then(() => deliver(message))
      .catch((error: unknown) => log.error({ err: error }, 'event delivery failed'));
    queues.set(user, next);
    void next.then(() => {
      if (queues.get(user) === next) queues.delete(user);
    });
  }

  async function deliver(message: Announcement) {
    const set = subscribers.get(message.u);
    if (!set?.size) return;
    if (message.end) {
      for (const subscriber of [...set]) subscriber.onEnd();
      return;
    }
    const event = message.i ? await eventById(db, message.u, message.i) : null;
    if (event) for (const subscriber of [...set]) subscriber.onEvent(event);
  }

  return {
    async publish(handle, userId, type, data) {
      const id = await insertEvent(handle, userId, type, data);
      await notify(handle, { u: userId, i: id });
      return id;
    },
    async endSessions(handle, userId) {
      await notify(handle, { u: userId, end: true });
    },
    subscribe(userId, subscriber) {
      let set = subscribers.get(userId);
      if (!set) subscribers.set(userId, (set = new Set()));
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (!set.size) subscribers.delete(userId);
      };
    },
    after: (userId, afterId) => eventsAfter(db, userId, afterId),
    async start() {
      unlisten = await options.listen(CHANNEL, enqueue);
    },
    async stop() {
      for (const set of subscribers.values()) for (const subscriber of [...set]) subscriber.onEnd();
      await unlisten?.();
    },
  };
}
