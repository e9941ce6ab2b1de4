import { routes } from '@reayah/contracts/routes';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';

export async function healthRoutes(app: FastifyInstance) {
  serve(app, routes.health.check, async () => {
    await app.deps.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: 'up' };
  });
}
