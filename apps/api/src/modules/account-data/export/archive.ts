import { isLanguage, type Language } from '@reayah/contracts';
import { type Readable, Transform } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Db } from '#api/db/client.ts';
import { sniffKind } from '#api/lib/file-kinds.ts';
import type { Storage } from '#api/lib/storage/storage.ts';
import { downloadName } from '#api/modules/patient/files/download.ts';
import { listAccessLog } from '#api/modules/privacy/access-log/repository.ts';
import * as repo from './contents.ts';
import readmeTexts from './readme-texts.json' with { type: 'json' };
import { safeSegment, uniqueNames } from './zip-names.ts';

// The export's ZIP: what the app holds about the patient as JSON, a README in their language,
// and every file of their folders. It is written straight into storage as it is made: only the
// JSON parts and one chunk of a file at a time are in memory.

const ACCESS_LOG_PAGE = 500;
/** Kinds whose bytes are compressed already: stored as they are. */
const COMPRESSED_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);
const PICTURE_EXTENSIONS = { jpeg: '.jpg', png: '.png', webp: '.webp', pdf: '.pdf' } as const;

const iso = (at: Date | null) => at?.toISOString() ?? null;
const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

export class ExportCancelled extends Error {}

export interface ArchiveOptions {
  db: Db;
  storage: Storage;
  patientId: number;
  key: string;
  now: Date;
  /** Told how far along the archive is (0 to 99), each time it moves. */
  onProgress(percent: number): void;
  /** False once the build must stop (the export is gone); asked before each file. */
  stillWanted(): boolean;
}

/** The README in the patient's language (English when they never chose one). */
export function readmeText(language: string | null, name: string, now: Date): string {
  const lang: Language = isLanguage(language) ? language : 'en';
  const date = now.toISOString().slice(0, 16).replace('T', ' ');
  return `${readmeTexts[lang]
    .map((line) => line.replaceAll('{{name}}', name).replaceAll('{{date}}', date))
    .join('\r\n')}\r\n`;
}

/** Collects the JSON parts of the export. */
async function jsonParts(db: Db, patientId: number, now: Date) {
  const account = await repo.accountOf(db, patientId);
  if (!account) return null;
  const profile = {
    exported_at: now.toISOString(),
    account: {
      email: account.email,
      first_name: account.firstName,
      last_name: account.lastName,
      language: account.language,
      reminders_by_email: !account.remindersOff,
      created_at: iso(account.createdAt),
    },
    patient: {
      id: account.patientId,
      full_name: account.fullName,
      address: account.address,
      gender: account.gender,
      date_of_birth: account.dateOfBirth,
      phone_number: account.phoneNumber,
      description: account.description,
      age: account.age,
      blood_type: account.bloodType,
      has_picture: account.pictureKey !== null,
    },
    relatives: (await repo.relativesOf(db, patientId)).map((r) => ({
      id: r.id,
      full_name: r.fullName,
      date_of_birth: r.dateOfBirth,
      sex: r.sex,
      relation: r.relation,
      added_at: iso(r.createdAt),
    })),
  };
  const forWhom = (a: { relativeName: string | null; relativeRelation: string | null }) =>
    a.relativeName === null ? null : { name: a.relativeName, relation: a.relativeRelation };

  const { held, cancelled } = await repo.appointmentsOf(db, patientId);
  const appointments = {
    appointments: held.map((a) => ({
      id: a.id,
      doctor: { id: a.doctorId, name: a.doctorName },
      day: a.day,
      start_time: a.startTime,
      end_time: a.endTime,
      visit_kind: a.visitKind,
      reason: a.reason,
      type_person: a.typePerson,
      is_confirmed: a.isConfirmed,
      is_completed: a.isCompleted,
      no_show: a.noShow,
      for_relative: forWhom(a),
      booked_at: iso(a.createdAt),
    })),
    cancelled: cancelled.map((a) => ({
      id: a.id,
      doctor: { id: a.doctorId, name: a.doctorName },
      day: a.day,
      start_time: a.startTime,
      end_time: a.endTime,
      visit_kind: a.visitKind,
      cancelled_by: a.cancelledBy,
      reason: a.reason,
      for_relative: forWhom(a),
      cancelled_at: iso(a.cancelledAt),
    })),
  };

  const c = await repo.consultationsOf(db, patientId);
  const consultations = c.rows.map((row) => ({
    id: row.id,
    doctor: { id: row.doctorId, name: row.doctorName },
    objective: row.objective,
    content: row.content,
    next_consultation: row.nextConsultation,
    is_approved: row.isApproved,
    created_at: iso(row.createdAt),
    blood_tests: c.tests.filter((t) => t.consultation === row.id).map(({ name, value }) => ({ name, value })),
    medicines: c.medicines.filter((m) => m.consultation === row.id).map(({ consultation: _, ...m }) => m),
    prescriptions: c.prescriptions
      .filter((p) => p.consultation === row.id)
      .map((p) => ({
        code: p.code,
        issued_at: iso(p.issuedAt),
        revoked_at: iso(p.revokedAt),
        medicines: p.snapshot.medicines,
      })),
  }));

  const { threads, messages } = await repo.conversationsOf(db, patientId);
  const conversations = threads.map((thread) => ({
    id: thread.id,
    doctor: { id: thread.doctorId, name: thread.doctorName },
    messages: messages
      .filter((m) => m.conversationId === thread.id)
      .map((m) => ({
        id: m.id,
        from: m.sender,
        body: m.body,
        file_name: m.fileName,
        sent_at: iso(m.createdAt),
        read_at: iso(m.readAt),
      })),
  }));

  const accessLog = [];
  for (let offset = 0; ; offset += ACCESS_LOG_PAGE) {
    const page = await listAccessLog(db, patientId, account.userId, { limit: ACCESS_LOG_PAGE, offset });
    for (const r of page) {
      accessLog.push({
        id: r.id,
        at: iso(r.at),
        actor_name: r.doctorName ?? r.userName,
        actor_role: r.isAdmin ? 'admin' : r.doctorName !== null ? 'doctor' : 'other',
        action: r.action,
        entity: r.entity,
        entity_id: r.entityId,
        label: r.folderName ?? r.fileName,
      });
    }
    if (page.length < ACCESS_LOG_PAGE) break;
  }

  const sharing = await repo.sharingOf(db, patientId, account.userId);
  const folderAccess = {
    grants: sharing.grants.map((g) => ({
      id: g.id,
      doctor: { id: g.doctorId, name: g.doctorName },
      folder: { id: g.folderId, name: g.folderName },
      granted_at: iso(g.createdAt),
      expires_at: iso(g.expiresAt),
    })),
    requests: sharing.requests.map((r) => ({
      id: r.id,
      doctor: { id: r.doctorId, name: r.doctorName },
      status: r.status,
      asked_at: iso(r.createdAt),
      decided_at: iso(r.decidedAt),
    })),
  };
  const notificationList = sharing.notes.map((n) => ({
    id: n.id,
    kind: n.kind,
    data: n.data,
    link: n.link,
    at: iso(n.createdAt),
    read_at: iso(n.readAt),
  }));
  const waitlist = sharing.waiting.map((w) => ({
    doctor: { id: w.doctorId, name: w.doctorName },
    since: iso(w.createdAt),
  }));

  return {
    account,
    parts: [
      ['profile.json', json(profile)],
      ['appointments.json', json(appointments)],
      ['consultations.json', json(consultations)],
      ['messages.json', json(conversations)],
      ['access-log.json', json(accessLog)],
      ['folder-access.json', json(folderAccess)],
      ['notifications.json', json(notificationList)],
      ['waitlist.json', json(waitlist)],
      ['README.txt', Buffer.from(readmeText(account.language, account.fullName, now), 'utf8')],
    ] as const,
  };
}

/** Counts the bytes of a file as they go into the ZIP. */
function counting(onBytes: (n: number) => void): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      onBytes(chunk.length);
      callback(null, chunk);
    },
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Builds the patient's export into storage under `key` and answers its size in bytes; null when
 * the patient has no account any more. Fails (and stores nothing) when a file cannot be read.
 */
export async function buildArchive(options: ArchiveOptions): Promise<{ size: number } | null> {
  const { db, storage, patientId, now } = options;
  const collected = await jsonParts(db, patientId, now);
  if (!collected) return null;
  const folders = await repo.foldersOf(db, patientId);
  const files = await repo.filesOf(db, patientId);

  const total =
    collected.parts.reduce((sum, [, buffer]) => sum + buffer.length, 0) +
    files.reduce((sum, f) => sum + f.size, 0) +
    1;
  let done = 0;
  let reported = -1;
  const advance = (bytes: number) => {
    done += bytes;
    const percent = Math.min(99, Math.floor((done / total) * 100));
    if (percent > reported) {
      reported = percent;
      options.onProgress(percent);
    }
  };

  // The picture is small (PICTURE_MAX_BYTES): read before the ZIP starts.
  const picture = collected.account.pictureKey
    ? await readAll(await storage.get(collected.account.pictureKey))
    : null;

  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const fail = (error: unknown) => {
    if (!output.destroyed) output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on('error', fail);
  // Storage reports a failed stream through `put`; writes after it must not end the process.
  output.on('error', () => undefined);
  const stored = storage.put(options.key, output, {
    contentType: 'application/zip',
    maxBytes: Number.MAX_SAFE_INTEGER,
  });

  const mtime = now;
  for (const [name, buffer] of collected.parts) {
    zip.addBuffer(buffer, name, { mtime });
    advance(buffer.length);
  }
  if (picture) {
    const kind = sniffKind(picture.subarray(0, 12));
    const name = `profile-picture${kind ? PICTURE_EXTENSIONS[kind] : ''}`;
    zip.addBuffer(picture, name, { mtime, compress: false });
  }

  const folderName = uniqueNames();
  const pathOf = new Map<number, { path: string; name: (n: string) => string }>();
  for (const folder of folders) {
    const path = `files/${folderName(safeSegment(folder.name, 'folder'))}`;
    pathOf.set(folder.id, { path, name: uniqueNames() });
    zip.addEmptyDirectory(`${path}/`, { mtime: folder.createdAt });
  }
  for (const file of files) {
    const folder = pathOf.get(file.folderId);
    if (!folder) continue;
    const name = folder.name(safeSegment(downloadName(file.fileName, file.contentType), 'file'));
    // Opened only when the ZIP reaches it: one file is read at a time.
    zip.addReadStreamLazy(
      `${folder.path}/${name}`,
      { mtime: file.createdAt, compress: !COMPRESSED_TYPES.has(file.contentType) },
      (callback) => {
        if (!options.stillWanted()) {
          callback(new ExportCancelled('export cancelled'), undefined as never);
          return;
        }
        storage.get(file.storageKey).then(
          (source) => {
            source.on('error', fail);
            callback(null, source.pipe(counting(advance)));
          },
          (error: unknown) => callback(error, undefined as never),
        );
      },
    );
  }
  zip.end();
  return stored;
}
