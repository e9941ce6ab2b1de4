import { and, eq, sql } from 'drizzle-orm';
import {
  bloodTests,
  consultations,
  folderAccessGrants,
  folderAccessRequests,
  medicineItems,
  slots,
} from '#api/db/schema/index.ts';
import type { TestAccount } from '#api/test/accounts.ts';
import type { TestContext } from '#api/test/harness.ts';
import { multipart, PDF_BYTES } from './multipart.ts';
import { ALGERIA_ZONE } from '#api/db/algeria-time.ts';

// Rows other areas create (doctors' slots, requests, consultations), written straight to the database.

export async function createFolder(ctx: TestContext, owner: TestAccount, name = `Folder ${Math.random()}`) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/patient/${owner.patientId}/folder/`,
    headers: owner.auth,
    payload: { name },
  });
  if (res.statusCode !== 201) throw new Error(`folder: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; name: string };
}

export async function uploadFile(
  ctx: TestContext,
  owner: TestAccount,
  folderId: number,
  name = 'Blood test',
) {
  const body = multipart(
    { name },
    { file: { filename: 'blood.pdf', content: PDF_BYTES, contentType: 'application/pdf' } },
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/patient/${owner.patientId}/folder/${folderId}/file/`,
    headers: { ...owner.auth, ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  const list = await ctx.app.inject({
    method: 'GET',
    url: `/api/patient/${owner.patientId}/folder/${folderId}/file/`,
    headers: owner.auth,
  });
  const files = list.json() as { id: number; name: string; file: string }[];
  const file = files.at(-1);
  if (!file) throw new Error('uploaded file not listed');
  return file;
}

/** The doctor's pending request to the patient, created when there is none. */
export async function requestAccess(ctx: TestContext, doctorId: number, patientId: number) {
  const pending = and(
    eq(folderAccessRequests.doctorId, doctorId),
    eq(folderAccessRequests.patientId, patientId),
    eq(folderAccessRequests.status, 'pending'),
  );
  const [existing] = await ctx.deps.db
    .select({ id: folderAccessRequests.id })
    .from(folderAccessRequests)
    .where(pending);
  if (existing) return existing.id;
  const [row] = await ctx.deps.db
    .insert(folderAccessRequests)
    .values({ doctorId, patientId })
    .returning({ id: folderAccessRequests.id });
  if (!row) throw new Error('request not created');
  return row.id;
}

export async function grantAccess(ctx: TestContext, doctorId: number, folderId: number) {
  await ctx.deps.db.insert(folderAccessGrants).values({ doctorId, folderId });
}

/** A slot `dayOffset` days from today, Algeria time. */
export async function createSlot(
  ctx: TestContext,
  doctorId: number,
  dayOffset: number,
  start = '09:00',
  end = '09:30',
) {
  const day = sql`((now() AT TIME ZONE ${ALGERIA_ZONE})::date + ${dayOffset}::int)`;
  const [row] = await ctx.deps.db
    .insert(slots)
    .values({ doctorId, day: sql`${day}`, startTime: start, endTime: end })
    .returning({ id: slots.id, day: slots.day });
  if (!row) throw new Error('slot not created');
  return row;
}

export async function createConsultation(ctx: TestContext, doctorId: number, patientId: number) {
  const [row] = await ctx.deps.db
    .insert(consultations)
    .values({
      doctorId,
      patientId,
      objective: 'Check-up',
      content: 'All good',
      nextConsultaion: '2030-01-15',
    })
    .returning({ id: consultations.id });
  if (!row) throw new Error('consultation not created');
  await ctx.deps.db.insert(bloodTests).values([
    { consultationId: row.id, name: 'Glucose', value: '0.9 g/L' },
    { consultationId: row.id, name: 'HbA1c', value: '5.4%' },
  ]);
  await ctx.deps.db
    .insert(medicineItems)
    .values({ consultationId: row.id, name: 'Paracetamol', dose: '1g x3' });
  return row.id;
}
