import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { FILE_UPLOAD_MAX_BYTES, iceServer } from '@reayah/contracts';
import { z } from 'zod';
import { prepareDataDir, reason } from './lib/startup/data-dir.ts';
import { StartupError } from './lib/startup/errors.ts';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** `https://host[:port]` with nothing after it; answered in its normal form. */
const origin = z
  .string()
  .refine(
    (v) => /^https?:\/\/[^/?#\s]+\/?$/.test(v) && URL.canParse(v),
    'must be an origin like https://reayah.dz',
  )
  .transform((v) => new URL(v).origin);

/**
 * How many proxies sit in front of the server (a hop count), or which addresses they have
 * (addresses and CIDRs, comma-separated). Never "trust everything": a client could then write
 * its own X-Forwarded-For and choose the address its limits are counted on.
 */
const trustProxy = z.string().transform((v, ctx): false | number | string[] => {
  const value = v.trim().toLowerCase();
  if (value === 'false' || value === '0' || value === 'no') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'yes') {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a hop count or a list of proxy addresses; trusting every sender would let clients choose their own address',
    });
    return z.NEVER;
  }
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of list) {
    const [address = '', bits, extra] = item.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const badBits = bits !== undefined && (!/^\d+$/.test(bits) || Number(bits) > maxBits);
    if (!family || badBits || extra !== undefined) {
      ctx.addIssue({ code: 'custom', message: `${item} is not an IP address or CIDR` });
    }
  }
  return list;
});

const bytes = z.coerce.number({ error: 'must be a number of bytes' }).int().positive();

const millis = z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(1);

const envSchema = z
  .object({
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .refine(
        (url) => URL.canParse(url),
        'is not a valid URL (a password with special characters must be percent-encoded)',
      )
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    SMS_URL: z.url({ error: 'must be a URL' }).optional(),
    MAIL_FROM: z.string().min(3).default('Reayah <no-reply@reayah.dz>'),
    S3_BUCKET: z.string().min(3).optional(),
    S3_ENDPOINT: z.url({ error: 'must be a URL' }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: flag.default(true),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // Defaults to on for the embedded database only (see loadConfig).
    DEMO_DATA: flag.optional(),
    UPLOAD_MAX_BYTES: bytes.default(FILE_UPLOAD_MAX_BYTES),
    PICTURE_MAX_BYTES: bytes.default(5 * 1024 * 1024),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    PUBLIC_URL: z.url({ error: 'must be a URL' }).optional(),
    TRUST_PROXY: trustProxy.default(false),
    PUBLIC_ORIGIN: origin.optional(),
    CORS_ORIGINS: z
      .string()
      .transform((v, ctx) => {
        const list = v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean);
        for (const item of list) {
          if (!origin.safeParse(item).success) {
            ctx.addIssue({ code: 'custom', message: `${item} is not an origin like https://app.example.dz` });
          }
        }
        return list.map((item) => new URL(item).origin);
      })
      .default([]),
    HEADERS_TIMEOUT_MS: millis.default(20_000),
    REQUEST_TIMEOUT_MS: millis.default(300_000),
    IDLE_TIMEOUT_MS: millis.default(60_000),
    KEEP_ALIVE_TIMEOUT_MS: millis.default(72_000),
    JOB_POLL_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).default(1000),
    JOB_CLAIM_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).default(120),
    // With PostgreSQL, several servers may be storing uploads: an object no row names is removed at
    // start only once it is older than this (an upload of another server may still be on its way).
    REMINDER_HOURS: z
      .string()
      .default('24,2')
      .transform((text, ctx) => {
        const hours = text
          .split(',')
          .map((h) => h.trim())
          .filter(Boolean)
          .map(Number);
        if (hours.some((h) => !Number.isFinite(h) || h <= 0 || h > 24 * 30)) {
          ctx.addIssue({ code: 'custom', message: 'must be hours before the start, like 24,2 or 1.5' });
          return z.NEVER;
        }
        return [...new Set(hours)].sort((a, b) => b - a);
      }),
    CANCEL_NOTICE_HOURS: z.coerce.number({ error: 'must be a number of hours' }).min(0).default(12),
    ORPHAN_GRACE_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int()
      .min(0)
      .default(3600),
    // Public doctor-directory answers (search pages, a specialty's doctors) are kept this long in each
    // process (decision 0016); 0 keeps none.
    PUBLIC_CACHE_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0).max(60).default(5),
    ICE_SERVERS: z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({
            code: 'custom',
            message: 'must be JSON, like [{"urls":"stun:stun.example.dz:3478"}]',
          });
          return z.NEVER;
        }
      })
      .pipe(z.array(iceServer, { error: 'must be a JSON array of {urls, username?, credential?}' }))
      .default([]),
    // A TURN relay with coturn's shared secret (`use-auth-secret`, `static-auth-secret`): each party
    // of an open video visit gets credentials of their own, valid until the visit closes.
    TURN_URLS: z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.string())
          .refine(
            (urls) => urls.length > 0 && urls.every((url) => /^turns?:\S+$/.test(url)),
            'must be turn: or turns: URLs, comma-separated',
          ),
      )
      .optional(),
    TURN_SECRET: z.string().min(16, 'must be at least 16 characters (openssl rand -base64 32)').optional(),
    LOGIN_LIMIT_PER_IP: z.coerce.number({ error: 'must be a number' }).int().positive().default(30),
    SIGN_UP_LIMIT_PER_IP: z.coerce.number({ error: 'must be a number' }).int().positive().default(10),
    CHECK_EMAIL_LIMIT_PER_IP: z.coerce.number({ error: 'must be a number' }).int().positive().default(30),
    VISITOR_LIMIT_PER_IP: z.coerce.number({ error: 'must be a number' }).int().positive().default(120),
  })
  .superRefine((env, ctx) => {
    // Node would end such a request at the headers' limit anyway: say so instead of changing it.
    if (env.REQUEST_TIMEOUT_MS < env.HEADERS_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['REQUEST_TIMEOUT_MS'],
        message: `must be at least HEADERS_TIMEOUT_MS (${env.HEADERS_TIMEOUT_MS}): a whole request cannot take less time than its headers`,
      });
    }
    if (env.TURN_URLS && !env.TURN_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['TURN_SECRET'],
        message: 'must be set with TURN_URLS (the secret coturn shares)',
      });
    }
  });

export type Env = z.output<typeof envSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'DEMO_DATA'> {
  /** Demo accounts have published passwords: on by default for the embedded database only. */
  DEMO_DATA: boolean;
  jwtSecret: string;
  dataDir: string;
}

export class ConfigError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(issues.join('; '));
  }
  return result.data;
}

/** The JWT secret from the environment, or one generated once and kept under DATA_DIR. */
function jwtSecretFor(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, secret, { mode: 0o600 });
    } catch (error) {
      throw new StartupError('DATA_DIR', `cannot write ${file}: ${reason(error)}`);
    }
    return secret;
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source);
  const dataDir = resolve(env.DATA_DIR);
  prepareDataDir(dataDir);
  const { JWT_SECRET: _unused, ...rest } = env;
  const demo = env.DEMO_DATA ?? !env.DATABASE_URL;
  return { ...rest, DEMO_DATA: demo, dataDir, jwtSecret: jwtSecretFor(env, dataDir) };
}
