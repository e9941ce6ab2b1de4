import {
  adminUserSchema,
  adminUsersQuery,
  adminUsersSchema,
  detailSchema,
  reasonBody,
  userIdParams,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '#api/lib/auth/guards.ts';
import { createAccountsService } from './service.ts';

const tags = ['admin'];
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const accounts = createAccountsService(app.deps);

  app.get(
    '/admin/users',
    { schema: { tags, querystring: adminUsersQuery, response: { 200: adminUsersSchema, ...denied } } },
    async (request) => {
      requireAdmin(request);
      return accounts.list(request.query.search, request.query.page);
    },
  );

  app.post(
    '/admin/users/:userId/suspend',
    {
      schema: {
        tags,
        params: userIdParams,
        body: reasonBody,
        response: { 200: adminUserSchema, 400: validationErrorSchema, ...denied },
      },
    },
    async (request) => accounts.suspend(requireAdmin(request), request.params.userId, request.body.reason),
  );

  app.post(
    '/admin/users/:userId/restore',
    { schema: { tags, params: userIdParams, response: { 200: adminUserSchema, ...denied } } },
    async (request) => accounts.restore(requireAdmin(request), request.params.userId),
  );
}
