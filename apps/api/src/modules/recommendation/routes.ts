import {
  detailSchema,
  recommendationBody,
  recommendationResponse,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth/guards.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { RateLimiter } from '../../lib/rate-limit.ts';
import { loadTriage, recommend } from './service.ts';

const PER_MINUTE = 30;

export async function recommendationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limiter = new RateLimiter(PER_MINUTE, 60_000, app.deps.now);
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
        const hit = limiter.hit(String(userId));
        if (!hit.allowed) {
          throw tooManyRequests(`Too many searches. Try again in ${hit.retryAfterSeconds} seconds.`);
        }
      },
    },
    async (request) => recommend(app.deps.db, request.body.input),
  );
}
