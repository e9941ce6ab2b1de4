import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PDF_BYTES, PNG_BYTES } from '../modules/patient/test/multipart.ts';
import { createFolder } from '../modules/patient/test/records.ts';
import { createAccount, type TestAccount } from '../test/accounts.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { JSON_POLICY } from '../plugins/security-headers.ts';

let ctx: TestContext;
let me: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext({ env: { TRUST_PROXY: '1' } });
  me = await createAccount(ctx, 'patient');
});
afterAll(async () => {
  await ctx.close();
});

describe('security headers', () => {
  const jsonAnswers = () => [
    ctx.app.inject({ url: '/api/health/' }),
    ctx.app.inject({ url: '/api/no-such-route/' }),
    ctx.app.inject({ method: 'POST', url: '/api/auth/custom_token/', payload: '{bad' }),
    ctx.app.inject({ url: `/api/patient/${me.patientId}/` }),
    // Refused by the router itself, before any hook: a path that is not UTF-8.
    ctx.app.inject({ url: '/api/%E0%A4%A' }),
  ];
  const page = () => ctx.app.inject({ url: '/api/docs' });

  it('on every response: no sniffing, no framing, no reading from another site', async () => {
    for (const [i, res] of [...(await Promise.all(jsonAnswers())), await page()].entries()) {
      expect(res.headers['x-content-type-options'], `response ${i}`).toBe('nosniff');
      expect(res.headers['x-frame-options'], `response ${i}`).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], `response ${i}`).toBe('same-origin');
      // Served over plain http: no HSTS, which a browser would ignore anyway.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('a JSON answer, success or error, opened in a tab loads nothing and cannot be framed', async () => {
    for (const [i, res] of (await Promise.all(jsonAnswers())).entries()) {
      expect(res.headers['content-type'], `response ${i}`).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], `response ${i}`).toBe(JSON_POLICY);
      // What only a page uses is left off the API's answers.
      expect(res.headers['permissions-policy'], `response ${i}`).toBeUndefined();
    }
  });

  it('a JSON answer holding personal data is kept by no browser or proxy', async () => {
    const personal = [
      `/api/patient/${me.patientId}/`,
      `/api/patient/${me.patientId}/bookings`,
      '/api/auth/me/',
      '/api/notifications/',
    ];
    for (const url of personal) {
      const res = await ctx.app.inject({ url, headers: me.auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('a page gets the full policy: its own scripts only, no plugins, the camera for this origin only', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(res.headers['referrer-policy']).toBe('same-origin');
    const permissions = res.headers['permissions-policy'] as string;
    expect(permissions).toContain('camera=(self)');
    expect(permissions).toContain('microphone=(self)');
    expect(permissions).toContain('geolocation=()');
  });

  it('add HSTS when the request came over https through the trusted proxy', async () => {
    const res = await ctx.app.inject({ url: '/api/health/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });
});

describe('paths joined to the API base by a client', () => {
  /** How a client whose API base ends in `/api/` builds a URL from a returned path. */
  const joinToBase = (base: string, path: string) => `${base}${path}`;

  it('serve a picture whichever way it was joined', async () => {
    const body = multipart(
      { full_name: 'Amina Benali' },
      { picture: { filename: 'me.png', content: PNG_BYTES } },
    );
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/patient/${me.patientId}/`,
      headers: { ...me.auth, ...body.headers },
      payload: body.payload,
    });
    const picture = saved.json().picture as string;
    expect(picture).toMatch(/^\/api\/media\/pictures\//);
    const joined = new URL(joinToBase('http://localhost:3000/api/', picture));
    expect(joined.pathname).toBe(`/api/${picture}`);
    for (const url of [
      picture,
      joined.pathname,
      `${joined.pathname}?v=2`,
      picture.replace('/media/', '//media//'),
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
    }
  });

  it('serve a medical file download joined the same way, to its owner only', async () => {
    const folder = await createFolder(ctx, me, 'Scans');
    const body = multipart({ name: 'Scan' }, { file: { filename: 'scan.pdf', content: PDF_BYTES } });
    const filesUrl = `/api/patient/${me.patientId}/folder/${folder.id}/file/`;
    await ctx.app.inject({
      method: 'POST',
      url: filesUrl,
      headers: { ...me.auth, ...body.headers },
      payload: body.payload,
    });
    const [file] = (await ctx.app.inject({ url: filesUrl, headers: me.auth })).json() as { file: string }[];
    const joined = new URL(joinToBase('http://localhost:3000/api/', file?.file ?? '')).pathname;
    expect((await ctx.app.inject({ url: joined, headers: me.auth })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: joined })).statusCode).toBe(401);
  });
});

describe('stored file names', () => {
  it('lose control characters and direction marks; the download header stays one well-formed line', async () => {
    const folder = await createFolder(ctx, me, 'Letters');
    const filesUrl = `/api/patient/${me.patientId}/folder/${folder.id}/file/`;
    const hostile = 'Report\r\nSet-Cookie: stolen=1\u0007\tpart\u202Efdp.exe';
    const body = multipart({ name: hostile }, { file: { filename: 'x.pdf', content: PDF_BYTES } });
    const res = await ctx.app.inject({
      method: 'POST',
      url: filesUrl,
      headers: { ...me.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const [file] = (await ctx.app.inject({ url: filesUrl, headers: me.auth })).json() as {
      id: number;
      name: string;
      file: string;
    }[];
    expect(file?.name).toBe('Report Set-Cookie: stolen=1 partfdp.exe');

    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/patient/folder/${folder.id}/update-file-name-or-delete/${file?.id}/`,
      headers: me.auth,
      payload: { name: 'Scan\u0085 "été"\\\r\n' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Scan "été"\\');

    const download = await ctx.app.inject({ url: file?.file ?? '', headers: me.auth });
    expect(download.statusCode).toBe(200);
    expect(download.headers['set-cookie']).toBeUndefined();
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Scan __t___.pdf"; filename*=UTF-8''${encodeURIComponent('Scan "été"\\.pdf')}`,
    );
  });

  it('that are nothing but control characters are refused with the field', async () => {
    const folder = await createFolder(ctx, me, 'Empty names');
    const body = multipart({ name: '\r\n\u0007' }, { file: { filename: '\u202E\t', content: PDF_BYTES } });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/patient/${me.patientId}/folder/${folder.id}/file/`,
      headers: { ...me.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['name']);
  });
});
