import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '#api/db/client.ts';
import { auditEvents, users } from '#api/db/schema/index.ts';

export interface AuditFilter {
  actor?: number | undefined;
  patient?: number | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function where(f: AuditFilter) {
  return and(
    f.actor ? eq(auditEvents.actorUserId, f.actor) : undefined,
    f.patient ? eq(auditEvents.patientId, f.patient) : undefined,
    f.action ? eq(auditEvents.action, f.action) : undefined,
    f.entity ? eq(auditEvents.entity, f.entity) : undefined,
    f.from ? gte(auditEvents.createdAt, f.from) : undefined,
    f.to ? lte(auditEvents.createdAt, f.to) : undefined,
  );
}

/** Metadata of audit events, newest first: never the content of the records they name. */
export async function searchAudit(db: DbOrTx, filter: AuditFilter, page: { limit: number; offset: number }) {
  const condition = where(filter);
  const [total] = await db.select({ n: count() }).from(auditEvents).where(condition);
  const rows = await db
    .select({
      id: auditEvents.id,
      at: auditEvents.createdAt,
      actorId: auditEvents.actorUserId,
      actorEmail: users.email,
      action: auditEvents.action,
      entity: auditEvents.entity,
      entityId: auditEvents.entityId,
      patientId: auditEvents.patientId,
      ip: auditEvents.ip,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(condition)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.n ?? 0, rows };
}
