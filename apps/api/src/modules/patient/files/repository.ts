import type { MedicalFile } from '@reayah/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { files } from '#api/db/schema/index.ts';

const fileColumns = {
  id: files.id,
  name: files.name,
  folder: files.folderId,
  createdAt: files.createdAt,
  size: files.size,
  contentType: files.contentType,
  storageKey: files.storageKey,
};

export type FileRow = { [K in keyof typeof fileColumns]: (typeof fileColumns)[K]['_']['data'] };

/** The download route: the one way to the bytes, for the owner and for doctors granted the folder. */
export function downloadPath(folderId: number, fileId: number): string {
  return `/api/patient/folder/${folderId}/file/${fileId}/download/`;
}

export function toFile(row: FileRow): MedicalFile {
  return {
    id: row.id,
    name: row.name,
    folder: row.folder,
    created_at: row.createdAt.toISOString(),
    size: row.size,
    content_type: row.contentType,
    file: downloadPath(row.folder, row.id),
  };
}

export async function listFiles(db: DbOrTx, folderId: number): Promise<FileRow[]> {
  return db
    .select(fileColumns)
    .from(files)
    .where(eq(files.folderId, folderId))
    .orderBy(asc(files.createdAt), asc(files.id));
}

export async function findFile(db: DbOrTx, folderId: number, fileId: number): Promise<FileRow | null> {
  const [row] = await db
    .select(fileColumns)
    .from(files)
    .where(and(eq(files.folderId, folderId), eq(files.id, fileId)));
  return row ?? null;
}

export async function insertFile(
  db: DbOrTx,
  values: { folderId: number; name: string; storageKey: string; size: number; contentType: string },
) {
  const [row] = await db.insert(files).values(values).returning({ id: files.id });
  if (!row) throw new Error('file insert returned nothing');
  return row.id;
}

export async function renameFile(db: DbOrTx, folderId: number, fileId: number, name: string) {
  const [row] = await db
    .update(files)
    .set({ name })
    .where(and(eq(files.folderId, folderId), eq(files.id, fileId)))
    .returning(fileColumns);
  return row ?? null;
}

export async function deleteFile(db: DbOrTx, folderId: number, fileId: number) {
  const [row] = await db
    .delete(files)
    .where(and(eq(files.folderId, folderId), eq(files.id, fileId)))
    .returning({ storageKey: files.storageKey });
  return row ?? null;
}
