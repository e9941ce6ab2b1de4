import type { DbOrTx } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';
import type { AuditRecorder } from './audit-recorder.ts';
import type { Identity } from './auth/tokens.ts';
import { currentIp } from './request-context.ts';

export type AuditAction =
  | 'read'
  | 'create'
  | 'update'
  | 'delete'
  | 'download'
  | 'grant'
  | 'decline'
  | 'revoke'
  | 'verify'
  | 'reject'
  | 'suspend'
  | 'restore'
  | 'export'
  | 'issue';

/**
 * Records who changed a record; written in the same transaction as the change, so a failed change
 * leaves no trace and a kept one always has its record. `patientId` names whose data it was.
 */
export async function audit(
  db: DbOrTx,
  identity: Identity | null,
  action: AuditAction,
  entity: string,
  entityId: number | null,
  patientId: number | null = null,
): Promise<void> {
  await db.insert(auditEvents).values({
    actorUserId: identity?.userId ?? null,
    action,
    entity,
    entityId,
    patientId,
    ip: currentIp(),
    forDoctorId: identity?.assistantFor ?? null,
  });
}

export interface ReadTarget {
  entity:
    | 'patient'
    | 'folders'
    | 'folder'
    | 'file'
    | 'consultation'
    | 'consultations'
    | 'certification'
    | 'conversation'
    | 'prescription';
  entityId: number | null;
  /** Whose data was read; null for data that is no patient's (a doctor's certification). */
  patientId: number | null;
}

/**
 * Records that someone read another person's data, off the request path (batched by the
 * recorder). A patient reading their own data is not recorded: the access log lists others only.
 */
export function auditRead(
  recorder: AuditRecorder,
  identity: Identity | null,
  action: 'read' | 'download',
  target: ReadTarget,
  at: Date,
): void {
  if (identity && target.patientId !== null && identity.patientId === target.patientId) return;
  recorder.record({
    actorUserId: identity?.userId ?? null,
    action,
    entity: target.entity,
    entityId: target.entityId,
    patientId: target.patientId,
    ip: currentIp(),
    forDoctorId: identity?.assistantFor ?? null,
    createdAt: at,
  });
}
