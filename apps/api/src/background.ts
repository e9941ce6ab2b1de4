import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAccountStates } from './lib/auth/account-state.ts';
import { createEvents } from './lib/events/index.ts';
import { createJobs } from './lib/jobs/index.ts';
import type { Mailer } from './lib/mail.ts';
import { createMessages } from './lib/messages/index.ts';
import { createSmsSender } from './lib/sms.ts';
import { createDirectory } from './modules/doctor-directory/directory.ts';

/**
 * The job queue, the event fan-out, outgoing messages, account states and the directory index, on
 * the given database.
 */
export function createBackground(
  database: Database,
  options: {
    config: Config;
    log: FastifyBaseLogger;
    mailer: Mailer;
    now: () => Date;
    /** The directory's searches see every change committed before them (tests write, then read). */
    readYourWrites?: boolean;
  },
) {
  const { config, log } = options;
  const jobs = createJobs({
    db: database.db,
    driver: database.driver,
    log,
    pollMs: config.JOB_POLL_MS,
    claimSeconds: config.JOB_CLAIM_SECONDS,
  });
  const events = createEvents({ db: database.db, listen: database.listen, log, now: options.now });
  const sms = createSmsSender({ url: config.SMS_URL, outboxDir: join(config.dataDir, 'outbox'), log });
  const messages = createMessages({ db: database.db, jobs, mailer: options.mailer, sms, now: options.now });
  const accounts = createAccountStates({ db: database.db, listen: database.listen, now: options.now });
  const directory = createDirectory({
    db: database.db,
    listen: database.listen,
    log,
    readYourWrites: options.readYourWrites ?? false,
  });
  return { jobs, events, messages, accounts, directory };
}
