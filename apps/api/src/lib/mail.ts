import { randomBytes } from 'node:crypto';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A calendar invitation part and attachment (`METHOD:REQUEST` or `METHOD:CANCEL`). */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  headers?: Record<string, string>;
  /** Stable across retries: the outbox writes a message with the same id only once. */
  id?: string;
  date?: Date;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

function envelope(from: string, message: MailMessage) {
  const { id, ...rest } = message;
  return { from, ...rest, ...(id ? { messageId: `<${id}@reayah.dz>` } : {}) };
}

/** Made on first use: nodemailer is loaded with the first message, not at start (some 25 MB). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | null = null;
  return () => (made ??= make());
}

const nodemailer = async () => (await import('nodemailer')).default;

/** SMTP when a URL is configured; otherwise each message becomes an .eml file in the outbox folder. */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    const transport = once(async () => (await nodemailer()).createTransport(smtpUrl));
    return {
      async send(message) {
        await (await transport()).sendMail(envelope(options.from, message));
      },
    };
  }
  const transport = once(async () =>
    (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(message) {
      const info = await (await transport()).sendMail(envelope(options.from, message));
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = (message.date ?? new Date()).toISOString().replaceAll(':', '-');
      const name = `${stamp}-${message.id ?? randomBytes(4).toString('hex')}.eml`;
      const path = join(options.outboxDir, name);
      // Written aside, then linked into place: a message id lands once, whole, however often it is retried.
      const partial = join(options.outboxDir, `.${name}.${randomBytes(4).toString('hex')}`);
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      try {
        await link(partial, path);
        options.log.info({ outboxFile: path }, 'mail written to the outbox (no SMTP_URL set)');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        await unlink(partial);
      }
    },
  };
}
