import { and, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditEvents, doctors, files, folders, users } from '../../db/schema/index.ts';

const READS = ['read', 'download'];

/** Reads of the patient's data by anyone but the patient (whose user id is `ownUserId`). */
function byOthers(patientId: number, ownUserId: number) {
  return and(
    eq(auditEvents.patientId, patientId),
    inArray(auditEvents.action, READS),
    or(isNull(auditEvents.actorUserId), ne(auditEvents.actorUserId, ownUserId)),
  );
}

export async function countAccessLog(db: DbOrTx, patientId: number, ownUserId: number) {
  const [row] = await db.select({ n: count() }).from(auditEvents).where(byOthers(patientId, ownUserId));
  return row?.n ?? 0;
}

/** Newest first; the folder's or file's current name where it still exists and is the patient's. */
export async function listAccessLog(
  db: DbOrTx,
  patientId: number,
  ownUserId: number,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: auditEvents.id,
      at: auditEvents.createdAt,
      action: auditEvents.action,
      entity: auditEvents.entity,
      entityId: auditEvents.entityId,
      isAdmin: users.isAdmin,
      doctorName: doctors.fullName,
      userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      folderName: folders.name,
      fileName: files.name,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .leftJoin(
      folders,
      and(
        eq(auditEvents.entity, 'folder'),
        eq(folders.id, auditEvents.entityId),
        eq(folders.patientId, patientId),
      ),
    )
    .leftJoin(files, and(eq(auditEvents.entity, 'file'), eq(files.id, auditEvents.entityId)))
    .where(byOthers(patientId, ownUserId))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.offset);
}
