import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { seedReferenceData } from '../db/seed/index.ts';
import type { Deps } from '../deps.ts';
import { createAuditRecorder } from '../lib/audit-recorder.ts';
import { createTokenSigner } from '../lib/auth/tokens.ts';
import type { MailMessage } from '../lib/mail.ts';
import { createLocalStorage } from '../lib/storage/local.ts';
import type { Storage } from '../lib/storage/storage.ts';
import { openTestDatabase } from './database.ts';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  deps: Deps;
  /** Mail the app sent, newest last. */
  mail: MailMessage[];
  /** Moves the app's clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** The whole app on a fresh database, driven through HTTP with `app.inject()`. */
export async function createTestContext(
  options: { env?: Record<string, string>; storage?: Storage; logger?: FastifyBaseLogger } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(join(tmpdir(), 'reayah-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    DEMO_DATA: 'false',
    ...options.env,
  });
  const database = await openTestDatabase();
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const mail: MailMessage[] = [];
  const deps: Deps = {
    config,
    db: database.db,
    audit: createAuditRecorder(database.db),
    now,
    tokens: createTokenSigner(config.jwtSecret, now),
    storage: options.storage ?? createLocalStorage(join(dataDir, 'uploads')),
    mailer: {
      async send(message) {
        mail.push(message);
      },
    },
  };
  await seedReferenceData(deps);
  const app = await buildApp(deps, options.logger ? { logger: options.logger } : {});
  await app.ready();
  return {
    app,
    deps,
    mail,
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
