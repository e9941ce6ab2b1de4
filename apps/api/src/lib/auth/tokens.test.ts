import { describe, expect, it } from 'vitest';
import { ACCESS_TTL_SECONDS, createTokenSigner } from './tokens.ts';

const SECRET = 'unit-secret-unit-secret-unit-secret-0123';
let clock = Date.parse('2026-03-01T10:00:00Z');
const now = () => new Date(clock);
const who = { userId: 7, patientId: 3, doctorId: null, sessionId: 'a-session' };

describe('access tokens', () => {
  it('say who the caller is until they expire, checked again or not', async () => {
    const tokens = createTokenSigner(SECRET, now);
    const access = await tokens.signAccess(who, who.sessionId);
    expect(await tokens.verifyAccess(access)).toEqual(who);
    clock += (ACCESS_TTL_SECONDS - 1) * 1000;
    expect(await tokens.verifyAccess(access)).toEqual(who);
    clock += 1000;
    expect(await tokens.verifyAccess(access)).toBeNull();
    // A signer that never saw the token checks it from scratch and agrees.
    expect(await createTokenSigner(SECRET, now).verifyAccess(access)).toBeNull();
  });

  it('refuse a token signed with another secret or altered, even after a good one was checked', async () => {
    const tokens = createTokenSigner(SECRET, now);
    const access = await tokens.signAccess(who, who.sessionId);
    expect(await tokens.verifyAccess(access)).toEqual(who);
    const other = await createTokenSigner(`${SECRET}-other`, now).signAccess(who, who.sessionId);
    expect(await tokens.verifyAccess(other)).toBeNull();
    const [head, , signature] = access.split('.');
    const body = Buffer.from(
      JSON.stringify({ sub: '1', pid: 1, did: null, typ: 'access', exp: 2e9 }),
    ).toString('base64url');
    expect(await tokens.verifyAccess(`${head}.${body}.${signature}`)).toBeNull();
  });

  it('give each caller its own copy of the identity', async () => {
    const tokens = createTokenSigner(SECRET, now);
    const access = await tokens.signAccess(who, who.sessionId);
    const first = await tokens.verifyAccess(access);
    if (first) first.isAdmin = true;
    expect(await tokens.verifyAccess(access)).toEqual(who);
  });

  it('are known without waiting only once checked, and never once expired or refused', async () => {
    const tokens = createTokenSigner(SECRET, now);
    const access = await tokens.signAccess(who, who.sessionId);
    expect(tokens.knownAccess(access)).toBeUndefined();
    expect(await tokens.verifyAccess(access)).toEqual(who);
    expect(tokens.knownAccess(access)).toEqual(who);
    const altered = `${access.slice(0, -2)}xx`;
    expect(await tokens.verifyAccess(altered)).toBeNull();
    expect(tokens.knownAccess(altered)).toBeUndefined();
    clock += ACCESS_TTL_SECONDS * 1000;
    expect(tokens.knownAccess(access)).toBeNull();
  });
});
