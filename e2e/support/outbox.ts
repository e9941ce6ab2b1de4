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

/** A mail as read: its quoted-printable and base64 parts decoded (French and Arabic mail use them). */
function decodeMail(raw: string): string {
  const parts = raw.split(/\r?\n(?=--)/);
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return part;
      const head = part.slice(0, split);
      const body = part.slice(split).trim();
      if (/content-transfer-encoding:\s*base64/i.test(head)) {
        return `${head}\n\n${Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')}`;
      }
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
        return `${head}\n\n${decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'))}`;
      }
      return part;
    })
    .join('\n');
}

/** The words around a code in each language's mail (modules/auth/mail-texts.ts). */
const CODE_IS = /(?:verification code is|code de vérification est|رمز التحقق الخاص بك هو) (\d{6})/;
/** A mail that verifies the address, or a recovery mail, in any of the three languages. */
export const EMAIL_CODE_MAIL = /confirm this email|confirmer cette adresse|لتأكيد هذا البريد/;
export const RESET_CODE_MAIL = /reset your password|réinitialiser votre mot de passe|إعادة تعيين كلمة المرور/;

/**
 * The 6-digit code in the newest mail sent to `to`: only an address's verification code with
 * `about: EMAIL_CODE_MAIL`, only a recovery code with `RESET_CODE_MAIL`, else either.
 */
export function latestCodeFor(to: string, timeoutMs = 10_000, about?: RegExp): Promise<string> {
  return poll(
    async () => {
      for (const path of await newestFirst('.eml')) {
        const raw = await readFile(path, 'utf8');
        if (!raw.includes(to)) continue;
        const text = decodeMail(raw);
        if (about && !about.test(text)) continue;
        const code = text.match(CODE_IS)?.[1];
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

/**
 * The text (decoded) of the newest mail to `to` that is not a code (the account's verification or
 * recovery codes come first in any new account's mailbox).
 */
export function newestMailTo(to: string, timeoutMs = 10_000): Promise<string> {
  return poll(
    async () => {
      for (const path of await newestFirst('.eml')) {
        const raw = await readFile(path, 'utf8');
        if (!raw.includes(to)) continue;
        const text = decodeMail(raw);
        if (!CODE_IS.test(text)) return text;
      }
      return null;
    },
    timeoutMs,
    `mail to ${to}`,
  );
}
