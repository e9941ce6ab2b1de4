import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { serve } from '#api/lib/routes/serve.ts';
import { createAccountsService } from './service.ts';

export async function accountRoutes(app: FastifyInstance) {
  const accounts = createAccountsService(app.deps);
  const table = routes.admin.accounts;

  serve(app, table.list, async ({ query }) => accounts.list(query.search, query.page));

  serve(app, table.suspend, async ({ identity, params, body }) =>
    accounts.suspend(identity, params.userId, body.reason),
  );

  serve(app, table.restore, async ({ identity, params }) => accounts.restore(identity, params.userId));
}
