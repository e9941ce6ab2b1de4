import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { setAdminPassword } from './admin-setup.ts';

/** Public: the one-time link printed by `npm run admin -- create EMAIL` sets the password. */
export async function adminSetupRoutes(app: FastifyInstance) {
  serve(app, routes.admin.setPassword, async ({ body }) => {
    const { deps } = app;
    await setAdminPassword(deps.db, deps.config.jwtSecret, body.token, body.password, deps.now());
    return { msg: 'Password set' };
  });
}
