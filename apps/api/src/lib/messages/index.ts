import type { Db, DbOrTx } from '#api/db/client.ts';
import type { Jobs } from '../jobs/index.ts';
import type { Mailer } from '../mail.ts';
import {
  insertMessage,
  markFailedAttempt,
  markSent,
  markWithheld,
  messageToDeliver,
  type NewMessage,
} from './repository.ts';
import { mayReceive } from './recipients.ts';

export type { MessageBody, NewMessage } from './repository.ts';
export { messagesForAppointment } from './repository.ts';
export { CONTACT_CODE_KIND, PASSWORD_RESET_KIND } from './recipients.ts';

const DELIVER = 'messages.deliver';

export interface Messages {
  /**
   * Queues an email (or text message) in `db`'s transaction; the `messages.deliver` job sends it
   * with retries, so no request waits on SMTP. Returns the message id.
   */
  queue(db: DbOrTx, message: NewMessage): Promise<string>;
}

export interface SmsSender {
  send(message: { id: string; to: string; text: string }): Promise<void>;
}

/**
 * Outgoing email and text messages: recorded in `messages` with their delivery status, delivered by
 * a job. A delivery is keyed by the message id, so the outbox writes it once however often a crashed
 * attempt is retried; over SMTP the same Message-ID is sent again (at-least-once, deduplicated by
 * receivers that honour it).
 *
 * An email address or mobile number that is not verified receives nothing but its own code: the
 * delivery asks `mayReceive` before sending and marks anything else `withheld`.
 */
export function createMessages(options: {
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  sms: SmsSender;
  now: () => Date;
}): Messages {
  const { db, jobs, mailer, sms } = options;
  jobs.define<{ id: string }>({
    name: DELIVER,
    retryLimit: 5,
    retryDelaySeconds: 30,
    async effect({ id }) {
      const message = await messageToDeliver(db, id);
      if (!message?.body || message.status === 'sent') return;
      if (!(await mayReceive(db, message))) return;
      if (message.channel === 'sms') {
        await sms.send({ id, to: message.recipient, text: message.body.text });
        return;
      }
      await mailer.send({
        ...message.body,
        to: message.recipient,
        subject: message.subject,
        id,
        date: message.createdAt,
      });
    },
    async run({ id }, { tx, attempt }) {
      const message = await messageToDeliver(tx, id);
      if (message?.body && message.status !== 'sent' && !(await mayReceive(tx, message))) {
        await markWithheld(tx, id, attempt);
        return;
      }
      await markSent(tx, id, attempt, options.now());
    },
    async onFailure({ id }, { error, willRetry, attempt }) {
      const text = error instanceof Error ? error.message : String(error);
      await markFailedAttempt(db, id, { attempt, willRetry, error: text });
    },
  });
  return {
    async queue(handle, message) {
      const id = await insertMessage(handle, message);
      await jobs.enqueue(handle, DELIVER, { id });
      return id;
    },
  };
}
