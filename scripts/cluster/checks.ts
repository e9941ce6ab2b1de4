import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTokenSigner } from '../../apps/api/src/lib/auth/tokens.ts';
import { JWT_SECRET, LOGIN_LIMIT, type Stack } from './stack.ts';

export interface Check {
  name: string;
  run(stack: Stack): Promise<void>;
}

const signer = createTokenSigner(JWT_SECRET, () => new Date());
const json = { 'content-type': 'application/json' };
const PASSWORD = 'cluster-pass-2024';
let serial = 0;

function at<T>(items: T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

function assert(ok: boolean, message: string): asserts ok {
  if (!ok) throw new Error(message);
}

async function signUp(base: string, role: 'patient' | 'doctor') {
  const n = ++serial;
  const email = `${role}${n}-${Date.now()}@cluster.dz`;
  const res = await fetch(`${base}/api/auth/sign_up/${role}/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ first_name: 'Test', last_name: `${role} ${n}`, email, password: PASSWORD }),
  });
  if (res.status !== 201) throw new Error(`sign up answered ${res.status}: ${await res.text()}`);
  const user = (await res.json()) as { id: number; id_patient: number | null; id_doctor: number | null };
  const token = await signer.signAccess(
    {
      userId: user.id,
      patientId: user.id_patient,
      doctorId: user.id_doctor,
    },
    randomUUID(),
  );
  return { ...user, email, auth: { authorization: `Bearer ${token}` } };
}

function tomorrow(days = 1): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function createSlot(
  base: string,
  doctor: { id_doctor: number | null; auth: object },
  day: string,
  minute: number,
) {
  const hh = String(8 + Math.floor(minute / 60)).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  const end = minute + 1;
  const eh = String(8 + Math.floor(end / 60)).padStart(2, '0');
  const em = String(end % 60).padStart(2, '0');
  return fetch(`${base}/api/doctor/CreateBooking/`, {
    method: 'POST',
    headers: { ...json, ...doctor.auth },
    body: JSON.stringify({
      doctor: doctor.id_doctor,
      day,
      start_time: `${hh}:${mm}`,
      end_time: `${eh}:${em}`,
    }),
  });
}

/** Milliseconds until `url` answers `expected` to `who`, asking every 10 ms; throws after `limitMs`. */
async function answersWithin(url: string, who: { auth: object }, expected: number, limitMs: number) {
  const started = Date.now();
  let status = 0;
  while (Date.now() - started <= limitMs) {
    status = (await fetch(url, { headers: who.auth })).status;
    if (status === expected) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} still answered ${status} after ${limitMs} ms (expected ${expected})`);
}

export const checks: Check[] = [
  {
    name: '50 patients racing for one slot through different processes: one winner',
    async run({ proxy, apis }) {
      const doctor = await signUp(proxy, 'doctor');
      const slot = await createSlot(proxy, doctor, tomorrow(), 0);
      assert(slot.status === 201, `creating the slot answered ${slot.status}`);
      const { id } = (await slot.json()) as { id: number };
      const patients = [];
      for (let i = 0; i < 50; i++) patients.push(await signUp(proxy, 'patient'));
      const answers = await Promise.all(
        patients.map((p, i) =>
          fetch(`${at(apis, i % apis.length).url}/api/patient/${p.id_patient}/booking/${id}`, {
            method: 'POST',
            headers: { ...json, ...p.auth },
            body: '{}',
          }).then((r) => r.status),
        ),
      );
      const won = answers.filter((s) => s === 201).length;
      const lost = answers.filter((s) => s === 409).length;
      assert(won === 1 && lost === 49, `expected 1 × 201 and 49 × 409, got ${JSON.stringify(answers)}`);
    },
  },
  {
    name: `the login limit (${LOGIN_LIMIT} per address) is exact across processes`,
    async run({ proxy, apis }) {
      const patient = await signUp(proxy, 'patient');
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_LIMIT + 6; i++) {
        const res = await fetch(`${at(apis, i % apis.length).url}/api/auth/custom_token/`, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': '203.0.113.77' },
          body: JSON.stringify({ username: patient.email, password: PASSWORD }),
        });
        statuses.push(res.status);
      }
      const allowed = statuses.filter((s) => s === 200).length;
      assert(
        allowed === LOGIN_LIMIT && statuses.filter((s) => s === 429).length === 6,
        `expected ${LOGIN_LIMIT} × 200 then 429s, got ${JSON.stringify(statuses)}`,
      );
    },
  },
  {
    name: 'a promotion and a suspension reach every process at once',
    async run({ apis, postgres }) {
      const admin = await signUp(at(apis, 0).url, 'patient');
      const victim = await signUp(at(apis, 0).url, 'doctor');
      // Every process has read both accounts and keeps their state.
      for (const api of apis) {
        assert(
          (await fetch(`${api.url}/api/admin/users/`, { headers: admin.auth })).status === 403,
          'not yet admin',
        );
        assert(
          (await fetch(`${api.url}/api/auth/me/`, { headers: victim.auth })).status === 200,
          'victim signed in',
        );
      }
      const sql = new pg.Client({ connectionString: postgres.url });
      await sql.connect();
      await sql.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
      await sql.end();
      const promoted = await Promise.all(
        apis.map((api) => answersWithin(`${api.url}/api/admin/users/`, admin, 200, 1000)),
      );
      const suspend = await fetch(`${at(apis, 0).url}/api/admin/users/${victim.id}/suspend/`, {
        method: 'POST',
        headers: { ...json, ...admin.auth },
        body: JSON.stringify({ reason: 'Cluster check' }),
      });
      assert(suspend.status === 200, `suspending answered ${suspend.status}`);
      const stopped = await Promise.all(
        apis.map((api) => answersWithin(`${api.url}/api/auth/me/`, victim, 401, 1000)),
      );
      process.stdout.write(
        `    promotion seen after ${JSON.stringify(promoted)} ms, suspension after ${JSON.stringify(stopped)} ms\n`,
      );
    },
  },
  {
    name: 'kill -9 of a process under load: no acknowledged write lost, the proxy keeps serving',
    async run({ proxy, apis }) {
      const doctor = await signUp(proxy, 'doctor');
      const acknowledged: number[] = [];
      const failures: number[] = [];
      let minute = 0;
      let afterKill = 0;
      let killed = false;
      const deadline = Date.now() + 4000;
      const worker = async () => {
        while (Date.now() < deadline) {
          const m = minute++;
          try {
            const res = await createSlot(proxy, doctor, tomorrow(2 + Math.floor(m / 600)), m % 600);
            if (res.status === 201) {
              acknowledged.push(((await res.json()) as { id: number }).id);
              if (killed) afterKill++;
            } else failures.push(res.status);
          } catch {
            failures.push(0);
          }
        }
      };
      const victim = at(apis, apis.length - 1);
      setTimeout(() => {
        victim.kill('SIGKILL');
        killed = true;
      }, 1500);
      await Promise.all(Array.from({ length: 8 }, worker));
      const list = await fetch(`${proxy}/api/doctor/allBooking_doctor/${doctor.id_doctor}/`, {
        headers: doctor.auth,
      });
      assert(list.ok, `listing the slots answered ${list.status}`);
      const stored = new Set(((await list.json()) as { id: number }[]).map((s) => s.id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      assert(
        lost.length === 0,
        `${lost.length} acknowledged slots are missing: ${lost.slice(0, 5).join(', ')}`,
      );
      assert(afterKill >= 5, `only ${afterKill} writes succeeded after the kill`);
      const after = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${proxy}/api/health`).then((r) => r.status)),
      );
      assert(
        after.every((s) => s === 200),
        `the proxy answered ${JSON.stringify(after)} after the kill`,
      );
      process.stdout.write(
        `    ${acknowledged.length} writes acknowledged (${afterKill} after the kill), all stored; ${failures.length} refused: ${JSON.stringify([...new Set(failures)])}\n`,
      );
    },
  },
  {
    name: 'a file uploaded through one process downloads through another',
    async run({ proxy, apis }) {
      const patient = await signUp(proxy, 'patient');
      const [a, b] = [at(apis, 0).url, at(apis, 1).url];
      const folder = await fetch(`${a}/api/patient/${patient.id_patient}/folder`, {
        method: 'POST',
        headers: { ...json, ...patient.auth },
        body: JSON.stringify({ name: 'Analyses' }),
      });
      assert(folder.status === 201, `creating the folder answered ${folder.status}`);
      const { id: folderId } = (await folder.json()) as { id: number };
      const bytes = new TextEncoder().encode(`%PDF-1.4\n% cluster ${Date.now()}\n`);
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'bilan.pdf');
      const up = await fetch(`${a}/api/patient/${patient.id_patient}/folder/${folderId}/file`, {
        method: 'POST',
        headers: patient.auth,
        body: form,
      });
      if (up.status !== 201) throw new Error(`the upload answered ${up.status}: ${await up.text()}`);
      const files = await fetch(`${b}/api/patient/${patient.id_patient}/folder/${folderId}/file`, {
        headers: patient.auth,
      });
      const [file] = (await files.json()) as { id: number }[];
      assert(!!file, 'the other process does not list the file');
      const down = await fetch(`${b}/api/patient/folder/${folderId}/file/${file.id}/download`, {
        headers: patient.auth,
      });
      const got = new Uint8Array(await down.arrayBuffer());
      assert(
        down.ok && Buffer.from(got).equals(Buffer.from(bytes)),
        `the download answered ${down.status} with other bytes`,
      );
    },
  },
];
