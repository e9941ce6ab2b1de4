import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { AuditRecorder } from './lib/audit-recorder.ts';
import type { TokenSigner } from './lib/auth/tokens.ts';
import type { Mailer } from './lib/mail.ts';
import type { Storage } from './lib/storage/storage.ts';

/** What every module reaches through `app.deps`; tests build it with their own database and clock. */
export interface Deps {
  config: Config;
  db: Db;
  /** Batches audit events of reads off the request path. */
  audit: AuditRecorder;
  mailer: Mailer;
  storage: Storage;
  tokens: TokenSigner;
  now: () => Date;
}
