import type { DbOrTx } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';
import type { Identity } from './auth/tokens.ts';

export type AuditAction = 'read' | 'create' | 'update' | 'delete' | 'download' | 'grant' | 'decline';

/** Records who read or changed a medical record; written in the same transaction as a change. */
export async function audit(
  db: DbOrTx,
  identity: Identity | null,
  action: AuditAction,
  entity: string,
  entityId: number | null,
): Promise<void> {
  await db.insert(auditEvents).values({ actorUserId: identity?.userId ?? null, action, entity, entityId });
}
