import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
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

type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

/**
 * Per-user fan-out: the event row is written in the caller's transaction with a NOTIFY, and every
 * process LISTENs (PostgreSQL across processes; PGlite delivers NOTIFY in-process) and hands the
 * event to the streams it holds for that user.
 */
export function createEvents(options: { db: Db; listen: Listen; log: FastifyBaseLogger }): Events {
  const { db, log } = options;
  const subscribers = new Map<number, Set<Subscriber>>();
  let unlisten: (() => Promise<void>) | null = null;

  async function deliver(payload: string) {
    const message = JSON.parse(payload) as { u: number; i?: number; end?: boolean };
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
      unlisten = await options.listen(CHANNEL, (payload) => {
        deliver(payload).catch((error: unknown) => log.error({ err: error }, 'event delivery failed'));
      });
    },
    async stop() {
      for (const set of subscribers.values()) for (const subscriber of [...set]) subscriber.onEnd();
      await unlisten?.();
    },
  };
}
