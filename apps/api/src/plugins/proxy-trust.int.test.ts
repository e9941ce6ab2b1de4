import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../config.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

describe('TRUST_PROXY', () => {
  it('takes a hop count or addresses and CIDRs, never "trust everything"', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, ::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '::1']);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be a hop count/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(
      /10.0.0.0\/40 is not an IP address or CIDR/,
    );
  });
});

/** Logins from one client until refused; the client's own X-Forwarded-For changes each time. */
async function loginsUntilRefused(ctx: TestContext, remoteAddress: string, realClient: string) {
  for (let i = 1; i <= 5; i++) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/custom_token/',
      remoteAddress,
      headers: { 'x-forwarded-for': `203.0.113.${i}, ${realClient}` },
      payload: { username: `someone${i}@example.dz`, password: 'not-the-password' },
    });
    if (res.statusCode === 429) return i;
  }
  return null;
}

describe('per-IP limits behind a proxy', () => {
  let behindOne: TestContext;
  let listed: TestContext;
  let direct: TestContext;
  beforeAll(async () => {
    behindOne = await createTestContext({ env: { TRUST_PROXY: '1', LOGIN_LIMIT_PER_IP: '3' } });
    listed = await createTestContext({ env: { TRUST_PROXY: '10.1.0.0/16', LOGIN_LIMIT_PER_IP: '3' } });
    direct = await createTestContext({ env: { LOGIN_LIMIT_PER_IP: '3' } });
  });
  afterAll(async () => {
    await Promise.all([behindOne.close(), listed.close(), direct.close()]);
  });

  it('count on the address the trusted proxy saw, whatever the client wrote before it', async () => {
    expect(await loginsUntilRefused(behindOne, '10.1.0.1', '198.51.100.7')).toBe(4);
    // Another real client behind the same proxy has its own count.
    expect(await loginsUntilRefused(behindOne, '10.1.0.1', '198.51.100.8')).toBe(4);
    expect(await loginsUntilRefused(listed, '10.1.2.3', '198.51.100.9')).toBe(4);
  });

  it('ignore X-Forwarded-For from a sender that is not a trusted proxy', async () => {
    expect(await loginsUntilRefused(direct, '192.0.2.44', '198.51.100.10')).toBe(4);
    // All those came from 192.0.2.44, whatever they claimed: it stays refused.
    expect(await loginsUntilRefused(direct, '192.0.2.44', '198.51.100.11')).toBe(1);
    expect(await loginsUntilRefused(listed, '192.0.2.45', '198.51.100.12')).toBe(4);
    expect(await loginsUntilRefused(listed, '192.0.2.45', '198.51.100.13')).toBe(1);
  });
});
