import { algeriaDay } from '@reayah/contracts';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { files, folderAccessGrants, folderAccessRequests, folders } from '#api/db/schema/index.ts';
import { createAccount, type TestAccount } from '#api/test/accounts.ts';
import type { TestContext } from '#api/test/harness.ts';

export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n% certification\n1 0 obj <<>> endobj\n%%EOF\n');

interface FilePart {
  filename: string;
  content: Buffer;
}

/** A multipart/form-data body for `app.inject`. */
export function multipart(fields: Record<string, string>, parts: Record<string, FilePart> = {}) {
  const boundary = `----doctor${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, file] of Object.entries(parts)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const CLINIC_FIELDS = {
  name: 'Clinique El Amel',
  email: 'contact@elamel.dz',
  phone_number: '0550123456',
  address: '5 Rue Larbi Ben Mhidi, Alger',
  description: 'General practice and cardiology.',
};

export function clinicForm(fields: Record<string, string> = CLINIC_FIELDS) {
  return multipart(fields, {
    picture: { filename: 'clinic.png', content: PNG_BYTES },
    certification: { filename: 'cert.pdf', content: PDF_BYTES },
  });
}

/** A date `days` from today, `YYYY-MM-DD`, in Algeria. */
export function dayFromToday(days: number): string {
  return algeriaDay(new Date(Date.now() + days * 86_400_000));
}

export interface Cast {
  doctor: TestAccount & { doctorId: number };
  otherDoctor: TestAccount & { doctorId: number };
  patient: TestAccount & { patientId: number };
}

/** The doctor asks to add the patient and the patient accepts, as the two screens do. */
export async function addAndAccept(
  ctx: TestContext,
  doctor: TestAccount & { doctorId: number },
  patient: TestAccount & { patientId: number },
) {
  const added = await ctx.app.inject({
    method: 'POST',
    url: `/api/doctor/add_patient/${doctor.doctorId}/${patient.patientId}/`,
    headers: doctor.auth,
  });
  if (added.statusCode !== 201) throw new Error(`add_patient: ${added.statusCode} ${added.body}`);
  const accepted = await ctx.app.inject({
    method: 'POST',
    url: `/api/patient/${patient.patientId}/care-requests/${doctor.doctorId}`,
    headers: patient.auth,
    payload: { accept: true },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
}

/** Two doctors and a patient; the patient accepted to be in the first doctor's list. */
export async function createCast(ctx: TestContext): Promise<Cast> {
  const doctor = (await createAccount(ctx, 'doctor')) as Cast['doctor'];
  const otherDoctor = (await createAccount(ctx, 'doctor')) as Cast['otherDoctor'];
  const patient = (await createAccount(ctx, 'patient')) as Cast['patient'];
  await addAndAccept(ctx, doctor, patient);
  return { doctor, otherDoctor, patient };
}

/** A folder with one stored file, written straight to the database (the patient area owns the routes). */
export async function seedFolder(
  ctx: TestContext,
  patientId: number,
  name = `Folder ${randomBytes(3).toString('hex')}`,
) {
  const key = `records/${randomBytes(16).toString('hex')}`;
  await ctx.deps.storage.put(key, Readable.from([PDF_BYTES]), {
    contentType: 'application/pdf',
    maxBytes: 1024 * 1024,
  });
  const [folder] = await ctx.deps.db
    .insert(folders)
    .values({ patientId, name })
    .returning({ id: folders.id });
  if (!folder) throw new Error('folder not created');
  const [file] = await ctx.deps.db
    .insert(files)
    .values({
      folderId: folder.id,
      name: 'Blood report',
      storageKey: key,
      size: PDF_BYTES.length,
      contentType: 'application/pdf',
    })
    .returning({ id: files.id });
  if (!file) throw new Error('file not created');
  return { folderId: folder.id, fileId: file.id };
}

/** The patient's grant of one folder to the doctor, as accepting a request leaves it. */
export async function seedGrant(ctx: TestContext, doctorId: number, patientId: number, folderId: number) {
  const [request] = await ctx.deps.db
    .insert(folderAccessRequests)
    .values({ doctorId, patientId, status: 'accepted', decidedAt: new Date() })
    .returning({ id: folderAccessRequests.id });
  await ctx.deps.db.insert(folderAccessGrants).values({ doctorId, folderId, requestId: request?.id ?? null });
}
