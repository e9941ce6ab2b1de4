import type { MedicalFolder } from '@reayah/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { files, folders, relatives } from '#api/db/schema/index.ts';

const folderColumns = {
  id: folders.id,
  name: folders.name,
  patient: folders.patientId,
  createdAt: folders.createdAt,
  size: sql<string>`coalesce(sum(${files.size}), 0)`,
  fileCount: sql<string>`count(${files.id})`,
  relativeId: relatives.id,
  relativeName: relatives.fullName,
};

function withTotals(db: DbOrTx) {
  return db
    .select(folderColumns)
    .from(folders)
    .leftJoin(files, eq(files.folderId, folders.id))
    .leftJoin(relatives, eq(relatives.id, folders.relativeId))
    .groupBy(folders.id, relatives.id);
}

type FolderRow = Awaited<ReturnType<typeof withTotals>>[number];

function toFolder(row: FolderRow): MedicalFolder {
  return {
    id: row.id,
    name: row.name,
    patient: row.patient,
    created_at: row.createdAt.toISOString(),
    size: Number(row.size),
    file_count: Number(row.fileCount),
    relative: row.relativeId === null ? null : { id: row.relativeId, full_name: row.relativeName ?? '' },
  };
}

export async function listFolders(db: DbOrTx, patientId: number): Promise<MedicalFolder[]> {
  const rows = await withTotals(db)
    .where(eq(folders.patientId, patientId))
    .orderBy(asc(folders.createdAt), asc(folders.id));
  return rows.map(toFolder);
}

export async function findFolder(db: DbOrTx, folderId: number): Promise<MedicalFolder | null> {
  const [row] = await withTotals(db).where(eq(folders.id, folderId));
  return row ? toFolder(row) : null;
}

/** Null when the patient already has a folder of that name, whatever its case. */
export async function insertFolder(db: DbOrTx, patientId: number, name: string, relativeId: number | null) {
  const [row] = await db
    .insert(folders)
    .values({ patientId, name, relativeId })
    .onConflictDoNothing()
    .returning({ id: folders.id });
  return row ?? null;
}
