import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderAccessGrants, folderAccessRequests } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { createFolder, requestAccess, uploadFile } from '../test/records.ts';

let ctx: TestContext;
let me: TestAccount;
let other: TestAccount;
let doctor: TestAccount;
beforeAll(async () => {
  ctx = await createTestContext();
  me = await createAccount(ctx, 'patient');
  other = await createAccount(ctx, 'patient');
  doctor = await createAccount(ctx, 'doctor', { first_name: 'Karim', last_name: 'Meziane' });
});
afterAll(async () => {
  await ctx.close();
});

const pending = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/patient/${me.patientId}/access-requests/`,
      headers: me.auth,
    })
  ).json();
const decide = (requestId: number, folderId: number, status: unknown, who = me) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/patient/access-folder/${requestId}/${folderId}/`,
    headers: who.auth,
    payload: { status },
  });

describe('doctors asking for a folder', () => {
  it('lists pending requests with the doctor name and picture', async () => {
    expect(await pending()).toEqual([]);
    const id = await requestAccess(ctx, doctor.doctorId as number, me.patientId as number);
    expect(await pending()).toEqual([{ id, doctor_name: 'Karim Meziane', doctor_picture: null }]);
  });

  it("accepting grants the doctor that folder's files and only that folder", async () => {
    const requestId = await requestAccess(ctx, doctor.doctorId as number, me.patientId as number);
    const shared = await createFolder(ctx, me, 'Shared');
    const priv = await createFolder(ctx, me, 'Private');
    const sharedFile = await uploadFile(ctx, me, shared.id);
    const privateFile = await uploadFile(ctx, me, priv.id);
    expect(
      (await ctx.app.inject({ method: 'GET', url: sharedFile.file, headers: doctor.auth })).statusCode,
    ).toBe(404);

    const res = await decide(requestId, shared.id, 'True');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Access Request Accepted' });
    expect(await pending()).toEqual([]);
    const [grant] = await ctx.deps.db
      .select()
      .from(folderAccessGrants)
      .where(eq(folderAccessGrants.requestId, requestId));
    expect(grant).toMatchObject({ doctorId: doctor.doctorId, folderId: shared.id });
    expect(
      (await ctx.app.inject({ method: 'GET', url: sharedFile.file, headers: doctor.auth })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: privateFile.file, headers: doctor.auth })).statusCode,
    ).toBe(404);

    const again = await decide(requestId, shared.id, 'True');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This request has already been answered.' });
  });

  it('declining grants nothing and the request leaves the list', async () => {
    const requestId = await requestAccess(ctx, doctor.doctorId as number, me.patientId as number);
    const folder = await createFolder(ctx, me, 'Declined');
    const res = await decide(requestId, folder.id, 'False');
    expect(res.statusCode).toBe(200);
    expect(await pending()).toEqual([]);
    const [row] = await ctx.deps.db
      .select({ status: folderAccessRequests.status })
      .from(folderAccessRequests)
      .where(eq(folderAccessRequests.id, requestId));
    expect(row?.status).toBe('declined');
    const grants = await ctx.deps.db
      .select()
      .from(folderAccessGrants)
      .where(eq(folderAccessGrants.folderId, folder.id));
    expect(grants).toEqual([]);
  });

  it("answers another patient's folder and request as unknown ids, and refuses a bad status", async () => {
    const requestId = await requestAccess(ctx, doctor.doctorId as number, me.patientId as number);
    const mine = await createFolder(ctx, me, 'Mine');
    const theirs = await createFolder(ctx, other, 'Theirs');
    const answer = async (res: Awaited<ReturnType<typeof decide>>) => [res.statusCode, res.json()];
    const noFolder = [404, { detail: 'Folder not found.' }];
    const noRequest = [404, { detail: 'Access request not found.' }];
    expect(await answer(await decide(requestId, theirs.id, 'True'))).toEqual(noFolder);
    expect(await answer(await decide(requestId, 999999, 'True'))).toEqual(noFolder);
    expect(await answer(await decide(requestId, mine.id, 'True', other))).toEqual(noRequest);
    expect(await answer(await decide(999999, mine.id, 'True'))).toEqual(noRequest);
    const bad = await decide(requestId, mine.id, 'Maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('status');
    expect(await pending()).toHaveLength(1);
  });
});
