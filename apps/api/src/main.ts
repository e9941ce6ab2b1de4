import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { createBackground } from './background.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData, seedReferenceData } from './db/seed/index.ts';
import type { Deps } from './deps.ts';
import { createAuditRecorder } from './lib/audit-recorder.ts';
import { createTokenSigner } from './lib/auth/tokens.ts';
import { logDestination, loggerOptions } from './lib/logging.ts';
import { createMailer } from './lib/mail.ts';
import { prepareDataDir, reason } from './lib/startup/data-dir.ts';
import { describeDatabaseError, StartupError } from './lib/startup/errors.ts';
import { lockDataDir } from './lib/startup/lock.ts';
import { createStorage } from './lib/storage/index.ts';
import { sweepOrphans } from './lib/storage/orphans.ts';
import { FLEET_LOCKS } from './db/locks.ts';

// Whatever umask the server was started with, what it creates under DATA_DIR (database files,
// uploads, outbox, secret) is readable by its own user only.
process.umask(0o077);

async function openDatabaseOrExplain(config: Config, logger: pino.Logger) {
  // One server per embedded database: a second one would corrupt it.
  if (!config.DATABASE_URL) lockDataDir(config.dataDir);
  try {
    return await openDatabase({
      url: config.DATABASE_URL,
      dataDir: join(config.dataDir, 'db'),
      onIdleError: (error) => logger.warn({ err: error }, 'idle database connection lost'),
    });
  } catch (error) {
    if (config.DATABASE_URL) throw describeDatabaseError(config.DATABASE_URL, error);
    const where = join(config.dataDir, 'db');
    throw new StartupError(
      'DATA_DIR',
      `the embedded database in ${where} cannot be opened: ${reason(error)}`,
    );
  }
}

/**
 * Beside requests, the sweep rests this long after each page of the storage listing (1000 stored
 * objects, and the file rows beside them), leaving them the processor.
 */
const SWEEP_PAUSE_MS = 500;
/** S3 gives an object's time to the second. */
const STORED_TIME_ROUNDING_MS = 2000;

/** Removes what a crash left half-done between the database and the stored bytes. */
async function sweepAfterCrash(deps: Deps, logger: pino.Logger, before: Date) {
  const result = await sweepOrphans(deps.db, deps.storage, { before, log: logger, pauseMs: SWEEP_PAUSE_MS });
  const removed = result.staging + result.objects + result.rows;
  if (removed) logger.warn({ removed: result }, 'removed what an interrupted upload or deletion left behind');
}

async function main() {
  const config = loadConfig();
  const logger = pino(loggerOptions(config.LOG_LEVEL) as pino.LoggerOptions, logDestination());
  const database = await openDatabaseOrExplain(config, logger);
  // The embedded database writes its files world-readable: made private after it opens and closes.
  if (database.kind === 'pglite') prepareDataDir(config.dataDir);
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
    if (database.kind === 'pglite') prepareDataDir(config.dataDir);
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  // The sweep runs beside requests, so only what is older than `before` can be left over from a
  // crash: on PostgreSQL other servers may be storing uploads right now, so what is older than the
  // grace; an embedded server is alone on its DATA_DIR, so what is older than its listening (less
  // the second a bucket rounds its objects' times to).
  const graceMs = database.kind === 'postgres' ? config.ORPHAN_GRACE_SECONDS * 1000 : STORED_TIME_ROUNDING_MS;
  const before = new Date(now().getTime() - graceMs);
  const address = await app.listen({ port: config.PORT, host: config.HOST }).catch((error: unknown) => {
    throw new StartupError('PORT', `cannot listen on ${config.HOST}:${config.PORT}: ${reason(error)}`);
  });
  database
    .alone(FLEET_LOCKS.sweep, () => sweepAfterCrash(deps, logger, before))
    .catch((error: unknown) => logger.error({ err: error }, 'orphan sweep failed'));
  const url = `http://localhost:${new URL(address).port}`;
  const lines = [`\nReayah is running at ${url}  (API at ${url}/api, docs at ${url}/api/docs)`];
  lines.push(
    `Database: ${database.kind === 'postgres' ? 'PostgreSQL' : `embedded, in ${join(config.dataDir, 'db')}`}`,
  );
  if (!config.SMTP_URL) lines.push(`Mail: written to ${join(config.dataDir, 'outbox')} (no SMTP_URL set)`);
  if (config.DEMO_DATA && !demo) lines.push('Demo data: not added, the database already holds accounts');
  if (demo) {
    lines.push('Demo logins (password for all: demo-pass-2024):');
    for (const login of demo.logins) lines.push(`  ${login.role.padEnd(8)} ${login.email}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

try {
  await main();
} catch (error) {
  // One line, no stack trace: what is wrong and which setting to change.
  const known = error instanceof ConfigError || error instanceof StartupError;
  const text = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
  process.stderr.write(`Reayah cannot start: ${known ? text : `unexpected error: ${text}`}\n`);
  process.exit(1);
}
