import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { and, asc, eq } from 'drizzle-orm';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app.ts';
import { createBackground } from '../background.ts';
import { loadConfig } from '../config.ts';
import { messages } from '../db/schema/index.ts';
import { seedReferenceData } from '../db/seed/index.ts';
import type { Deps } from '../deps.ts';
import { createAuditRecorder } from '../lib/audit-recorder.ts';
import { createTokenSigner } from '../lib/auth/tokens.ts';
import type { MailMessage } from '../lib/mail.ts';
import { createLocalStorage } from '../lib/storage/local.ts';
import type { Storage } from '../lib/storage/storage.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from './database.ts';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  deps: Deps;
  /** Mail the app sent, newest last. */
  mail: MailMessage[];
  database: Database;
  /** The first mail to `to` after the first `skip` ones, once it has been sent (within 5 s). */
  mailTo(to: string, skip?: number): Promise<MailMessage>;
  /** Text messages written to the outbox (no SMS_URL in tests) to `to`, oldest first, after a drain. */
  smsTo(to: string): Promise<string[]>;
  /** Moves the app's clock forward. */
  advance(ms: number): void;
  /** Runs every job that is due now (mail delivery included); tests do not poll. */
  drainJobs(): Promise<number>;
  close(): Promise<void>;
}

/** The whole app on a fresh database, driven through HTTP with `app.inject()`. */
export async function createTestContext(
  options: {
    env?: Record<string, string>;
    storage?: Storage;
    logger?: FastifyBaseLogger;
    /** A built web app to serve beside the API. */
    webDist?: string;
    /** On PostgreSQL, the database's default collation (see openTestDatabase). */
    icuLocale?: string;
  } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(join(tmpdir(), 'reayah-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    DEMO_DATA: 'false',
    JOB_POLL_MS: '0',
    // Tests change the directory and read it back at once; the cache has tests of its own.
    PUBLIC_CACHE_SECONDS: '0',
    ...options.env,
  });
  const database = await openTestDatabase({ icuLocale: options.icuLocale });
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const mail: MailMessage[] = [];
  const mailer = {
    async send(message: MailMessage) {
      // A retried delivery of the same message is one mail, as in the outbox.
      if (message.id && mail.some((m) => m.id === message.id)) return;
      mail.push(message);
    },
  };
  const log = options.logger ?? pino({ level: 'silent' });
  const deps: Deps = {
    config,
    db: database.db,
    audit: createAuditRecorder(database.db),
    now,
    tokens: createTokenSigner(config.jwtSecret, now),
    storage: options.storage ?? createLocalStorage(join(dataDir, 'uploads')),
    mailer,
    ...createBackground(database, { config, log, mailer, now, readYourWrites: true }),
  };
  await seedReferenceData(deps);
  const app = await buildApp(deps, {
    ...(options.logger ? { logger: options.logger } : {}),
    webDist: options.webDist,
  });
  await app.ready();
  return {
    app,
    deps,
    mail,
    database,
    drainJobs: () => deps.jobs.drain(),
    async mailTo(to, skip = 0) {
      for (let waited = 0; waited < 5000; waited += 10) {
        await deps.jobs.drain();
        const found = mail.filter((m) => m.to === to)[skip];
        if (found) return found;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`no mail to ${to}`);
    },
    async smsTo(to) {
      await deps.jobs.drain();
      const dir = join(dataDir, 'outbox');
      // The outbox names a text by its message id; the messages table gives their order.
      const sent = await deps.db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.channel, 'sms'), eq(messages.recipient, to)))
        .orderBy(asc(messages.createdAt));
      const texts: string[] = [];
      for (const { id } of sent) {
        const text = await readFile(join(dir, `${id}.sms.txt`), 'utf8').catch(() => null);
        if (text) texts.push(text.slice(text.indexOf('\n\n') + 2).trim());
      }
      return texts;
    },
    advance(ms) {
      offsetMs += ms;
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
