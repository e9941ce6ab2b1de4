import {
  detailSchema,
  recommendationBody,
  recommendationResponse,
  validationErrorSchema,
} from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createRateLimiter, enforce, type Limit } from '#api/lib/rate-limit/index.ts';
import { visitorLimiter } from '#api/lib/rate-limit/visitor-limit.ts';
import { createRecommender, loadTriage } from './service.ts';

const SEARCHES_PER_USER: Limit = { name: 'symptom-search-user', limit: 30, windowMs: 60_000 };
/**
 * Visitors search without an account: limited per address, counted across API processes
 * (decisions 0011 and 0046). An address may be shared (a family, a café), so
 * the allowance is wider than one person's.
 */
const SEARCHES_PER_ADDRESS: Limit = { name: 'symptom-search-address', limit: 20, windowMs: 60_000 };

export async function recommendationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = createRateLimiter(app.deps);
  const visitors = visitorLimiter(app);
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
          429: detailSchema,
        },
      },
      // Open to visitors: a signed-in user is limited per account, a visitor per address.
      preValidation: async (request) => {
        if (request.identity) {
          enforce(
            await limits.hit(SEARCHES_PER_USER, String(request.identity.userId)),
            (wait) => `Too many searches. Try again in ${wait}.`,
          );
          return;
        }
        enforce(
          await visitors.hit(SEARCHES_PER_ADDRESS, request.ip),
          (wait) => `Too many searches from this address. Sign in or try again in ${wait}.`,
        );
      },
    },
    async (request) => recommend(request.body.input),
  );
}
