import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderAccessGrants } from '#api/db/schema/index.ts';
import {
  type Auth,
  assistantCalls,
  type Doctor,
  type Patient,
} from '#api/modules/assistants/test/support.ts';
import { multipart, PDF_BYTES } from '#api/modules/patient/test/multipart.ts';
import {
  createFolder,
  createSlot,
  grantAccess,
  requestAccess,
  uploadFile,
} from '#api/modules/patient/test/records.ts';
import { createAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';

// Someone else's folder, file, request or patient answers exactly as an id that does not exist:
// trying ids tells a caller nothing about which ones exist.

let ctx: TestContext;
let owner: Patient;
let stranger: Patient;
let ownDoctor: Doctor;
let otherDoctor: Doctor;
let assistant: { auth: Auth };
let folder: { id: number; name: string };
let file: { id: number; name: string; file: string };
let grantId: number;

const MISSING = 2_000_000_000;
const { newAssistant } = assistantCalls(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  owner = (await createAccount(ctx, 'patient')) as Patient;
  stranger = (await createAccount(ctx, 'patient')) as Patient;
  ownDoctor = (await createAccount(ctx, 'doctor')) as Doctor;
  otherDoctor = (await createAccount(ctx, 'doctor')) as Doctor;
  assistant = await newAssistant(otherDoctor, `hidden-ids-${Date.now()}@example.dz`);
  folder = await createFolder(ctx, owner, 'Cardiologie');
  file = await uploadFile(ctx, owner, folder.id, 'ECG');
  await grantAccess(ctx, ownDoctor.doctorId, folder.id);
  const [grant] = await ctx.deps.db
    .select({ id: folderAccessGrants.id })
    .from(folderAccessGrants)
    .where(eq(folderAccessGrants.folderId, folder.id));
  grantId = grant?.id as number;
});
afterAll(async () => {
  await ctx.close();
});

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

/** What the caller sees: the status and the whole body. */
async function answer(auth: Auth, request: Request) {
  const res = await ctx.app.inject({ ...request, headers: { ...request.headers, ...auth } });
  return { status: res.statusCode, body: res.body };
}

/** The requests on one folder and one of its files, as a caller signed in as anyone may send them. */
function folderRequests(folderId: number, fileId: number): Record<string, Request> {
  const upload = multipart({ name: 'Intrus' }, { file: { filename: 'x.pdf', content: PDF_BYTES } });
  const fileUrl = `/api/patient/folder/${folderId}/update-file-name-or-delete/${fileId}/`;
  return {
    'read the files': { method: 'GET', url: `/api/doctor/folder/${folderId}/files/` },
    'download a file': { method: 'GET', url: `/api/patient/folder/${folderId}/file/${fileId}/download` },
    'rename a file': { method: 'PUT', url: fileUrl, payload: { name: 'Renamed' } },
    'delete a file': { method: 'DELETE', url: fileUrl },
    'list the grants': { method: 'GET', url: `/api/patient/folders/${folderId}/grants` },
    'revoke a grant': { method: 'DELETE', url: `/api/patient/folders/${folderId}/grants/${grantId}` },
    'upload a file': {
      method: 'POST',
      url: `/api/patient/${stranger.patientId}/folder/${folderId}/file/`,
      payload: upload.payload,
      headers: upload.headers,
    },
    'open the folder': { method: 'GET', url: `/api/patient/${stranger.patientId}/folder/${folderId}/` },
    'list its files': { method: 'GET', url: `/api/patient/${stranger.patientId}/folder/${folderId}/file/` },
  };
}

/** Each request on the real folder and on a missing one, answered to `auth`. */
async function bothAnswers(auth: Auth, names: string[]) {
  const real = folderRequests(folder.id, file.id);
  const missing = folderRequests(MISSING, MISSING);
  const answers: Record<string, { real: unknown; missing: unknown }> = {};
  for (const name of names) {
    answers[name] = {
      real: await answer(auth, real[name] as Request),
      missing: await answer(auth, missing[name] as Request),
    };
  }
  return answers;
}

const NO_FOLDER = { status: 404, body: JSON.stringify({ detail: 'Folder not found.' }) };
const NO_PATIENT = { status: 404, body: JSON.stringify({ detail: 'Patient not found.' }) };
const SIGNED_IN_ROUTES = [
  'download a file',
  'rename a file',
  'delete a file',
  'list the grants',
  'revoke a grant',
];

describe("another patient's folder and a folder that does not exist", () => {
  it('answer the same 404 to a patient, on every read and change', async () => {
    const names = [...SIGNED_IN_ROUTES, 'upload a file', 'open the folder', 'list its files'];
    const answers = await bothAnswers(stranger.auth, names);
    for (const name of names) {
      expect({ name, ...answers[name] }).toEqual({ name, real: NO_FOLDER, missing: NO_FOLDER });
    }
  });

  it('answer the same 404 to a doctor it is not shared with', async () => {
    const names = ['read the files', ...SIGNED_IN_ROUTES];
    const answers = await bothAnswers(otherDoctor.auth, names);
    for (const name of names) {
      expect({ name, ...answers[name] }).toEqual({ name, real: NO_FOLDER, missing: NO_FOLDER });
    }
  });

  it('answer an assistant the same, whichever id is asked', async () => {
    const names = ['read the files', ...SIGNED_IN_ROUTES];
    const answers = await bothAnswers(assistant.auth, names);
    for (const name of names) {
      const { real, missing } = answers[name] as { real: { status: number }; missing: unknown };
      expect({ name, status: real.status }).toEqual({ name, status: 403 });
      expect({ name, real }).toEqual({ name, real: missing });
    }
  });

  it('change nothing when refused, and the owner still reaches everything', async () => {
    const rename = folderRequests(folder.id, file.id)['rename a file'] as Request;
    expect((await answer(stranger.auth, rename)).status).toBe(404);
    expect((await answer(otherDoctor.auth, rename)).status).toBe(404);
    const list = await answer(owner.auth, {
      method: 'GET',
      url: `/api/patient/${owner.patientId}/folder/${folder.id}/file/`,
    });
    expect(JSON.parse(list.body)).toEqual([expect.objectContaining({ id: file.id, name: 'ECG' })]);
    expect((await answer(ownDoctor.auth, { method: 'GET', url: file.file })).status).toBe(200);
  });
});

describe("another patient's access request and one that does not exist", () => {
  it('answer the same 404 to the patient deciding on it', async () => {
    const theirs = await requestAccess(ctx, otherDoctor.doctorId, owner.patientId);
    const strangerFolder = await createFolder(ctx, stranger, 'Mine');
    const decide = (requestId: number) =>
      answer(stranger.auth, {
        method: 'POST',
        url: `/api/patient/access-folder/${requestId}/${strangerFolder.id}/`,
        payload: { status: 'True' },
      });
    const expected = { status: 404, body: JSON.stringify({ detail: 'Access request not found.' }) };
    expect(await decide(theirs)).toEqual(expected);
    expect(await decide(MISSING)).toEqual(expected);
  });
});

describe('a patient who did not choose the doctor and a patient who does not exist', () => {
  const record = (auth: Auth, patientId: number) =>
    answer(auth, { method: 'GET', url: `/api/doctor/patients/${patientId}/record/` });

  it("answer the same 404 to a doctor asking for the patient's record", async () => {
    // The patient booked their own doctor and shares a folder with them, not with the other one.
    const slot = await createSlot(ctx, ownDoctor.doctorId, 2);
    const booked = await answer(owner.auth, {
      method: 'POST',
      url: `/api/patient/${owner.patientId}/booking/${slot.id}/`,
      payload: { appointment_reason: 'Contrôle', type_person: '' },
    });
    expect(booked.status).toBe(201);
    expect((await record(ownDoctor.auth, owner.patientId)).status).toBe(200);
    expect(await record(otherDoctor.auth, owner.patientId)).toEqual(NO_PATIENT);
    expect(await record(otherDoctor.auth, MISSING)).toEqual(NO_PATIENT);
  });

  it('answer an assistant the same 403, and a patient the same 403: the route is not theirs', async () => {
    for (const auth of [assistant.auth, stranger.auth]) {
      const real = await record(auth, owner.patientId);
      expect(real.status).toBe(403);
      expect(await record(auth, MISSING)).toEqual(real);
    }
  });
});
