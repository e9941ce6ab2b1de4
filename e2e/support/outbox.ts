import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

// The server writes mail (.eml) and text messages (.sms.txt) to DATA_DIR/outbox when no SMTP or
// SMS gateway is set: the tests read the codes a person would read on their phone or in their mail.

function outboxDir(): string {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set');
  return dir;
}

/** The outbox files ending in `suffix`, newest first. */
async function newestFirst(suffix: string): Promise<string[]> {
  const dir = outboxDir();
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(suffix));
  const dated = await Promise.all(
    names.map(async (name) => ({ path: join(dir, name), at: (await stat(join(dir, name))).mtimeMs })),
  );
  return dated.sort((a, b) => b.at - a.at || (a.path < b.path ? 1 : -1)).map((d) => d.path);
}

async function poll<T>(find: () => Promise<T | null>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await find();
    if (found !== null) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${what}`);
}

/**
 * The 6-digit code in the newest mail sent to `to`: a recovery code with `about: /reset/`, an
 * email's verification code with `about: /confirm this email/`, else either.
 */
export function latestCodeFor(to: string, timeoutMs = 10_000, about?: RegExp): Promise<string> {
  return poll(
    async () => {
      for (const path of await newestFirst('.eml')) {
        const text = await readFile(path, 'utf8');
        if (!text.includes(to) || (about && !about.test(text))) continue;
        const code = text.match(/verification code is (\d{6})/)?.[1];
        if (code) return code;
      }
      return null;
    },
    timeoutMs,
    `code mailed to ${to}`,
  );
}

/** `05 55 12 34 56` -> `+213555123456`, as the server keeps it and writes it on a text message. */
export const storedPhone = (typed: string) => `+213${typed.replace(/[\s.-]/g, '').replace(/^0/, '')}`;

/**
 * The 6-digit code of the newest text message to `phone` (as typed), newer than `after` (a file
 * already read, when a new code was asked for).
 */
export function latestSmsCodeFor(phone: string, options: { after?: string; timeoutMs?: number } = {}) {
  const to = `To: ${storedPhone(phone)}\n`;
  return poll(
    async () => {
      for (const path of await newestFirst('.sms.txt')) {
        const text = await readFile(path, 'utf8');
        if (!text.startsWith(to)) continue;
        const body = text.slice(text.indexOf('\n\n'));
        const code = body.match(/\b(\d{6})\b/)?.[1];
        return code && code !== options.after ? code : null;
      }
      return null;
    },
    options.timeoutMs ?? 10_000,
    `text message to ${phone}`,
  );
}
