import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { createBackground } from './background.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData, seedReferenceData } from './db/seed/index.ts';
import type { Deps } from './deps.ts';
import { createAuditRecorder } from './lib/audit-recorder.ts';
import { createTokenSigner } from './lib/auth/tokens.ts';
import { loggerOptions } from './lib/logging.ts';
import { createMailer } from './lib/mail.ts';
import { createStorage } from './lib/storage/index.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino(loggerOptions(config.LOG_LEVEL) as pino.LoggerOptions);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: join(config.dataDir, 'db'),
    onIdleError: (error) => logger.warn({ err: error }, 'idle database connection lost'),
  });
  const now = () => new Date();
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: join(config.dataDir, 'outbox'),
    log: logger,
  });
  const deps: Deps = {
    config,
    db: database.db,
    audit: createAuditRecorder(database.db, {
      onError: (error) => logger.error({ err: error }, 'audit write failed; will retry'),
    }),
    now,
    tokens: createTokenSigner(config.jwtSecret, now),
    storage: await createStorage(config),
    mailer,
    ...createBackground(database, { config, log: logger, mailer, now }),
  };
  await seedReferenceData(deps);
  const demo = config.DEMO_DATA ? await seedDemoData(deps) : null;
  const webDist = config.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = await buildApp(deps, { logger, webDist });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const url = `http://localhost:${new URL(address).port}`;
  const lines = [`\nReayah is running at ${url}  (API at ${url}/api, docs at ${url}/api/docs)`];
  lines.push(
    `Database: ${database.kind === 'postgres' ? 'PostgreSQL' : `embedded, in ${join(config.dataDir, 'db')}`}`,
  );
  if (!config.SMTP_URL) lines.push(`Mail: written to ${join(config.dataDir, 'outbox')} (no SMTP_URL set)`);
  if (demo) {
    lines.push('Demo logins (password for all: demo-pass-2024):');
    for (const login of demo.logins) lines.push(`  ${login.role.padEnd(8)} ${login.email}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

await main();
