import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './messages/index.ts';

/**
 * Text messages through a provider interface. With `SMS_URL` set, each message is POSTed there as
 * JSON `{ id, to, text }` (a gateway answering 2xx accepted it; `id` lets it drop a repeat);
 * without it, the driver writes `DATA_DIR/outbox/<id>.sms.txt`, like mail without SMTP.
 */
export function createSmsSender(options: {
  url?: string | undefined;
  outboxDir: string;
  log: FastifyBaseLogger;
}): SmsSender {
  if (options.url) {
    const url = options.url;
    return {
      async send(message) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': message.id },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(15_000),
        });
        if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      },
    };
  }
  return {
    async send(message) {
      await mkdir(options.outboxDir, { recursive: true });
      const path = join(options.outboxDir, `${message.id}.sms.txt`);
      const partial = `${path}.partial`;
      await writeFile(partial, `To: ${message.to}\n\n${message.text}\n`, { mode: 0o600 });
      await link(partial, path).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
      await unlink(partial);
      options.log.info({ outboxFile: path }, 'text message written to the outbox (no SMS_URL set)');
    },
  };
}
