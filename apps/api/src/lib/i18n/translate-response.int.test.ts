import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';

let ctx: TestContext;
let patient: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext({ env: { CHECK_EMAIL_LIMIT_PER_IP: '1' } });
  patient = await createAccount(ctx, 'patient');
});
afterAll(() => ctx.close());

const folderCreate = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/patient/${patient.patientId}/folder/`,
    headers: { ...patient.auth, ...headers },
    payload: { name: 'Analyses' },
  });

describe('API messages in the language of the request', () => {
  it('English stays byte for byte the original', async () => {
    await folderCreate({});
    const again = await folderCreate({});
    expect(again.statusCode).toBe(400);
    expect(again.body).toBe('{"name":["You already have a folder with this name."]}');
  });

  it('the lang cookie gives French, and wins over Accept-Language', async () => {
    const again = await folderCreate({ cookie: 'lang=fr', 'accept-language': 'ar' });
    expect(again.json()).toEqual({ name: ['Vous avez déjà un dossier portant ce nom.'] });
  });

  it('Accept-Language gives Arabic, for errors of every kind', async () => {
    const missing = await ctx.app.inject({
      url: '/api/patient/folder/999999/file/1/download/',
      headers: { ...patient.auth, 'accept-language': 'ar-DZ,ar;q=0.9,fr;q=0.8' },
    });
    expect(missing.statusCode).toBe(404);
    expect(Object.values(missing.json() as Record<string, string>)[0]).toMatch(/غير موجود/);
    const anonymous = await ctx.app.inject({
      url: `/api/patient/${patient.patientId}/folder/`,
      headers: { 'accept-language': 'ar' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'يجب تسجيل الدخول للقيام بذلك.' });
  });

  it('a 429 says how long to wait in the language, the wait included', async () => {
    const check = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/check_email/',
        remoteAddress: '10.9.9.9',
        headers: { cookie: 'lang=fr' },
        payload: { email: 'someone@example.dz' },
      });
    const first = await check();
    expect(first.json()).toEqual({ detail: 'Cet e-mail est disponible.' });
    const limited = await check();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(
      /^Trop de vérifications\. Réessayez dans \d+ (minutes|secondes)\.$/,
    );
  });

  it('leaves data alone: a folder named like a message keeps its name', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/patient/${patient.patientId}/folder/`,
      headers: { ...patient.auth, cookie: 'lang=fr' },
      payload: { name: 'Not found.' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().name).toBe('Not found.');
  });
});
