import type { AccessLog } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { countAccessLog, listAccessLog } from './repository.ts';

const PAGE_SIZE = 50;
const PATH = '/api/patient/access-log/';

export function createAccessLogService(deps: Deps) {
  const { db } = deps;

  /** Every time someone else opened the patient's folders, files or consultations, newest first. */
  async function list(identity: Identity & { patientId: number }, page: number): Promise<AccessLog> {
    // Reads this process has queued become visible at once; other processes flush within a second.
    await deps.audit.flush();
    const [total, rows] = await Promise.all([
      countAccessLog(db, identity.patientId, identity.userId),
      listAccessLog(db, identity.patientId, identity.userId, {
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      }),
    ]);
    const link = (p: number) => `${PATH}?page=${p}`;
    return {
      count: total,
      next: page * PAGE_SIZE < total ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        actor_name: r.doctorName ?? r.userName,
        actor_role: r.isAdmin
          ? 'admin'
          : r.doctorName !== null
            ? 'doctor'
            : r.forDoctorName !== null
              ? 'assistant'
              : 'other',
        for_doctor_name: r.forDoctorName,
        action: r.action,
        entity: r.entity,
        entity_id: r.entityId,
        label: r.folderName ?? r.fileName,
      })),
    };
  }

  return { list };
}
