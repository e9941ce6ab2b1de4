import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createAdmin } from '../modules/admin/accounts/admin-setup.ts';
import { lockDataDir } from '../lib/startup/lock.ts';
import { publicOrigin } from '../lib/url.ts';

// `npm run admin -- create EMAIL`: the only way an administrator account comes to exist.
// With the embedded database, stop the server first: it takes the server's lock on DATA_DIR, as a
// second process on one embedded database corrupts it.

const USAGE = 'Usage: npm run admin -- create EMAIL';

async function main(args: string[]) {
  const [command, email] = args;
  if (command !== 'create' || !email) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    try {
      lockDataDir(config.dataDir);
    } catch (error) {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    }
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: join(config.dataDir, 'db') });
  try {
    const token = await createAdmin(database.db, config.jwtSecret, email, new Date());
    const origin = publicOrigin(config);
    const link = `${origin.replace(/\/$/, '')}/admin/set-password?token=${token}`;
    process.stdout.write(
      `Administrator ${email.toLowerCase()} created.\nSet its password within 24 hours (the link works once):\n  ${link}\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof Error) process.stderr.write(`${error.message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
