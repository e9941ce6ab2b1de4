import { msgSchema, setPasswordBody, validationErrorSchema } from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setAdminPassword } from './admin-setup.ts';

/** Public: the one-time link printed by `npm run admin -- create EMAIL` sets the password. */
export async function adminSetupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/admin/set-password',
    {
      schema: {
        tags: ['admin'],
        body: setPasswordBody,
        response: { 200: msgSchema, 400: validationErrorSchema },
      },
    },
    async (request) => {
      const { deps } = app;
      await setAdminPassword(
        deps.db,
        deps.config.jwtSecret,
        request.body.token,
        request.body.password,
        deps.now(),
      );
      return { msg: 'Password set' };
    },
  );
}
