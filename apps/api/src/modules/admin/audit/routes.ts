import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { searchAudit } from './repository.ts';

const PAGE_SIZE = 50;

/** The audit viewer: who did what to which record, when, from where; filterable. */
export async function auditRoutes(app: FastifyInstance) {
  serve(app, routes.admin.audit, async ({ query: asked }) => {
    await app.deps.audit.flush();
    const { page, from, to, ...rest } = asked;
    const filter = { ...rest, from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined };
    const found = await searchAudit(app.deps.db, filter, {
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    });
    const query = new URLSearchParams(
      Object.entries(asked).filter(([k, v]) => k !== 'page' && v !== undefined) as [string, string][],
    );
    const link = (p: number) => `/api/admin/audit/?${query.toString()}${query.size ? '&' : ''}page=${p}`;
    return {
      count: found.count,
      next: page * PAGE_SIZE < found.count ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results: found.rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        actor_id: r.actorId,
        actor_email: r.actorEmail,
        action: r.action,
        entity: r.entity,
        entity_id: r.entityId,
        patient_id: r.patientId,
        ip: r.ip,
      })),
    };
  });
}
