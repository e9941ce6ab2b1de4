import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      UPLOAD_MAX_BYTES: 20 * 1024 * 1024,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names the variable and the reason of a bad value', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT: must be a port number/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => parseEnv({ DEMO_DATA: 'maybe' })).toThrow(ConfigError);
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => parseEnv({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '5000' })).toThrow(
      /^REQUEST_TIMEOUT_MS: must be at least HEADERS_TIMEOUT_MS \(20000\)/,
    );
    expect(() => parseEnv({ REQUEST_TIMEOUT_MS: '19999' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(parseEnv({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '5000' }).REQUEST_TIMEOUT_MS).toBe(
      5000,
    );
  });

  it('generates a JWT secret once and keeps it under DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reayah-config-'));
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
  });
});

describe('demo data default', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'reayah-demo-'));
  it('is on for the embedded database and off with DATABASE_URL, unless set', () => {
    expect(loadConfig({ DATA_DIR: dir() }).DEMO_DATA).toBe(true);
    expect(loadConfig({ DATA_DIR: dir(), DATABASE_URL: 'postgres://db/reayah' }).DEMO_DATA).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dir(), DATABASE_URL: 'postgres://db/reayah', DEMO_DATA: 'true' }).DEMO_DATA,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: dir(), DEMO_DATA: 'false' }).DEMO_DATA).toBe(false);
  });
});
