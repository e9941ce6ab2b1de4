/**
 * Per-user server-sent events (`GET /api/events/`): notifications, messages, visit signalling.
 *
 * How a module pushes something to a user (web app listens with `addEventListener(type, ...)`):
 *
 *   await db.transaction(async (tx) => {
 *     await insertMessage(tx, ...);
 *     await deps.events.publish(tx, recipientUserId, 'message', { conversationId, messageId });
 *   });
 *
 * The event is stored in `user_events` and announced with NOTIFY in the same transaction, so it
 * reaches the user's open streams (in whichever process holds them) only if the transaction commits,
 * and a stream that reconnects with `Last-Event-ID` gets what it missed. Keep `data` small and free
 * of anything the user may not see; the stream is the user's own.
 */
export { createEvents, type Events, type Subscriber } from './hub.ts';
export type { StoredEvent } from './repository.ts';
