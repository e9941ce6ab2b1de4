import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { AuditRecorder } from './lib/audit-recorder.ts';
import type { AccountStates } from './lib/auth/account-state.ts';
import type { TokenSigner } from './lib/auth/tokens.ts';
import type { Events } from './lib/events/index.ts';
import type { Jobs } from './lib/jobs/index.ts';
import type { Mailer } from './lib/mail.ts';
import type { Directory } from './modules/doctor-directory/directory.ts';
import type { Messages } from './lib/messages/index.ts';
import type { Storage } from './lib/storage/storage.ts';

/** What every module reaches through `app.deps`; tests build it with their own database and clock. */
export interface Deps {
  config: Config;
  db: Db;
  /** Batches audit events of reads off the request path. */
  audit: AuditRecorder;
  /** The mail transport; modules send mail with `lib/messages` (a job), never through this directly. */
  mailer: Mailer;
  /** Email and text messages, queued in a transaction and delivered by a job. */
  messages: Messages;
  jobs: Jobs;
  events: Events;
  storage: Storage;
  tokens: TokenSigner;
  /** The caller's account state, checked on every signed-in request. */
  accounts: AccountStates;
  /** The public directory, kept in this process's memory and fed by the database (decision 0046). */
  directory: Directory;
  now: () => Date;
}
