import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#api/db/client.ts';
import { auditEvents, doctors, files, folders, users } from '#api/db/schema/index.ts';

const READS = ['read', 'download'];

const forDoctors = alias(doctors, 'for_doctors');

/**
 * Reads of the patient's data by anyone but the patient (whose user id is `ownUserId`), and whatever
 * a doctor's assistant did that touched the patient (a booking by telephone, a cancellation).
 */
function byOthers(patientId: number, ownUserId: number) {
  return and(
    eq(auditEvents.patientId, patientId),
    or(inArray(auditEvents.action, READS), isNotNull(auditEvents.forDoctorId)),
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
      forDoctorName: forDoctors.fullName,
      userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      folderName: folders.name,
      fileName: files.name,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .leftJoin(forDoctors, eq(forDoctors.id, auditEvents.forDoctorId))
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
