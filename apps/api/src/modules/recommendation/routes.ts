import {
  detailSchema,
  recommendationBody,
  recommendationResponse,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth/guards.ts';
import { createRateLimiter, enforce, type Limit } from '../../lib/rate-limit/index.ts';
import { createRecommender, loadTriage } from './service.ts';

const SEARCHES_PER_USER: Limit = { name: 'symptom-search-user', limit: 30, windowMs: 60_000 };

export async function recommendationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = createRateLimiter(app.deps);
  const recommend = createRecommender(app.deps);
  // Warm the symptom engine once the server answers, not before.
  app.addHook('onListen', () => {
    loadTriage().catch((error: unknown) => app.log.error({ err: error }, 'symptom engine failed to load'));
  });

  app.post(
    '/base/recommendation_doctor/backup/v0/',
    {
      schema: {
        tags: ['recommendation'],
        body: recommendationBody,
        response: {
          200: recommendationResponse,
          400: validationErrorSchema,
          401: detailSchema,
          429: detailSchema,
        },
      },
      // The identity is checked before the body, so an anonymous caller learns nothing else.
      preValidation: async (request) => {
        const { userId } = requireUser(request);
        enforce(
          await limits.hit(SEARCHES_PER_USER, String(userId)),
          (wait) => `Too many searches. Try again in ${wait}.`,
        );
      },
    },
    async (request) => recommend(request.body.input),
  );
}
