import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { multipart, PDF_BYTES } from './test/multipart.ts';
import { createFolder, createSlot, grantAccess, requestAccess, uploadFile } from './test/records.ts';

// Who may call each route: the owner, another patient, a doctor the owner granted the folder to,
// a doctor without a grant, and an anonymous caller.

type Actor = 'owner' | 'otherPatient' | 'grantedDoctor' | 'doctor' | 'anonymous';
const ACTORS: Actor[] = ['otherPatient', 'grantedDoctor', 'doctor', 'anonymous', 'owner'];

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: string | object | Buffer;
  headers?: Record<string, string>;
}

let ctx: TestContext;
let accounts: Record<Exclude<Actor, 'anonymous'>, TestAccount>;
let folderId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  accounts = {
    owner: await createAccount(ctx, 'patient'),
    otherPatient: await createAccount(ctx, 'patient'),
    grantedDoctor: await createAccount(ctx, 'doctor'),
    doctor: await createAccount(ctx, 'doctor'),
  };
  folderId = (await createFolder(ctx, accounts.owner, 'Shared')).id;
  await grantAccess(ctx, accounts.grantedDoctor.doctorId as number, folderId);
});
afterAll(async () => {
  await ctx.close();
});

const pid = () => accounts.owner.patientId as number;
const newFile = async () => (await uploadFile(ctx, accounts.owner, folderId)).id;
const fileUrl = async () => `/api/patient/folder/${folderId}/update-file-name-or-delete/${await newFile()}/`;
const upload = () => multipart({ name: 'scan' }, { file: { filename: 'scan.pdf', content: PDF_BYTES } });

const PATIENT_ONLY = { owner: 2, otherPatient: 403, grantedDoctor: 403, doctor: 403, anonymous: 401 };
// Routes open to any signed-in caller, on one folder: whoever may not see it is told it does not exist;
// the doctor it is shared with sees it, so is told they may not change it.
const OWNER_CHANGES = { owner: 2, otherPatient: 404, grantedDoctor: 403, doctor: 404, anonymous: 401 };
const OWNER_OR_GRANTED = { ...OWNER_CHANGES, grantedDoctor: 2 };
// Patients only, on one request: another patient's request is not found.
const OWN_REQUEST = { ...PATIENT_ONLY, otherPatient: 404 };

const routes: { name: string; expected: Record<Actor, number>; call: () => Promise<Call> }[] = [
  {
    name: 'GET profile',
    expected: PATIENT_ONLY,
    call: async () => ({ method: 'GET', url: `/api/patient/${pid()}/` }),
  },
  {
    name: 'PUT profile',
    expected: PATIENT_ONLY,
    call: async () => {
      const body = multipart({ address: '1 Rue Larbi Ben M’hidi, Alger' });
      return { method: 'PUT', url: `/api/patient/${pid()}/`, payload: body.payload, headers: body.headers };
    },
  },
  {
    name: 'GET bookings',
    expected: PATIENT_ONLY,
    call: async () => ({ method: 'GET', url: `/api/patient/${pid()}/bookings` }),
  },
  {
    name: 'GET next appointment',
    expected: PATIENT_ONLY,
    call: async () => ({ method: 'GET', url: `/api/patient/next-appointment/${pid()}/` }),
  },
  {
    name: 'GET access requests',
    expected: PATIENT_ONLY,
    call: async () => ({ method: 'GET', url: `/api/patient/${pid()}/access-requests/` }),
  },
  {
    name: 'POST access decision',
    expected: OWN_REQUEST,
    call: async () => {
      const requestId = await requestAccess(ctx, accounts.doctor.doctorId as number, pid());
      return {
        method: 'POST',
        url: `/api/patient/access-folder/${requestId}/${folderId}/`,
        payload: { status: 'False' },
      };
    },
  },
  {
    name: 'GET folders',
    expected: PATIENT_ONLY,
    call: async () => ({ method: 'GET', url: `/api/patient/${pid()}/folder` }),
  },
  {
    name: 'POST folder',
    expected: PATIENT_ONLY,
    call: async () => ({
      method: 'POST',
      url: `/api/patient/${pid()}/folder/`,
      payload: { name: `F ${Math.random()}` },
    }),
  },
  {
    name: 'GET folder',
    expected: PATIENT_ONLY,
    call: async () => ({ method: 'GET', url: `/api/patient/${pid()}/folder/${folderId}/` }),
  },
  {
    name: 'GET files',
    expected: PATIENT_ONLY,
    call: async () => ({ method: 'GET', url: `/api/patient/${pid()}/folder/${folderId}/file/` }),
  },
  {
    name: 'POST file',
    expected: PATIENT_ONLY,
    call: async () => {
      const body = upload();
      return { method: 'POST', url: `/api/patient/${pid()}/folder/${folderId}/file/`, ...body };
    },
  },
  {
    name: 'PUT file name',
    expected: OWNER_CHANGES,
    call: async () => ({ method: 'PUT', url: await fileUrl(), payload: { name: 'x' } }),
  },
  {
    name: 'DELETE file',
    expected: OWNER_CHANGES,
    call: async () => ({ method: 'DELETE', url: await fileUrl() }),
  },
  {
    name: 'GET file download',
    expected: OWNER_OR_GRANTED,
    call: async () => ({
      method: 'GET',
      url: `/api/patient/folder/${folderId}/file/${await newFile()}/download/`,
    }),
  },
  {
    name: 'GET consultations',
    expected: PATIENT_ONLY,
    call: async () => ({ method: 'GET', url: `/api/patient/${pid()}/view-consultations/` }),
  },
  {
    name: 'POST booking',
    expected: PATIENT_ONLY,
    call: async () => {
      const slot = await createSlot(
        ctx,
        accounts.doctor.doctorId as number,
        2,
        `1${Math.floor(Math.random() * 9)}:00`,
        '19:59',
      );
      return {
        method: 'POST',
        url: `/api/patient/${pid()}/booking/${slot.id}/`,
        payload: { appointment_reason: '', type_person: '' },
      };
    },
  },
];

describe('who may call each patient route', () => {
  for (const route of routes) {
    it(`${route.name}: only the expected callers pass`, async () => {
      const seen: Record<string, number> = {};
      for (const actor of ACTORS) {
        const call = await route.call();
        const auth = actor === 'anonymous' ? {} : accounts[actor].auth;
        const res = await ctx.app.inject({ ...call, headers: { ...call.headers, ...auth } } as never);
        const status = res.statusCode;
        seen[actor] = status >= 200 && status < 300 ? 2 : status;
      }
      expect(seen).toEqual(route.expected);
    });
  }

  it('a refused upload stores nothing and a refused rename changes nothing', async () => {
    const before = (await uploadFile(ctx, accounts.owner, folderId, 'Keep me')).id;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/patient/folder/${folderId}/update-file-name-or-delete/${before}/`,
      headers: accounts.grantedDoctor.auth,
      payload: { name: 'Hacked' },
    });
    expect(res.statusCode).toBe(403);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/patient/${pid()}/folder/${folderId}/file/`,
      headers: accounts.owner.auth,
    });
    const names = (list.json() as { name: string }[]).map((f) => f.name);
    expect(names).toContain('Keep me');
    expect(names).not.toContain('Hacked');
    // Of five uploads in the table above, only the owner's was stored.
    expect(names.filter((n) => n === 'scan')).toHaveLength(1);
  });
});
