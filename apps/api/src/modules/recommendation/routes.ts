import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { createRateLimiter, enforce, type Limit } from '#api/lib/rate-limit/index.ts';
import { visitorLimiter } from '#api/lib/rate-limit/visitor-limit.ts';
import { type Call, serve } from '#api/lib/routes/serve.ts';
import { createRecommender, loadTriage } from './service.ts';

const SEARCHES_PER_USER: Limit = { name: 'symptom-search-user', limit: 30, windowMs: 60_000 };
export async function recommendationRoutes(app: FastifyInstance) {
  const limits = createRateLimiter(app.deps);
  const visitors = visitorLimiter(app);
  const recommend = createRecommender(app.deps);
  // Visitors search without an account, limited per address across API processes (decisions 0011
  // and 0046) with the directory's allowance: Algerian mobile networks put many phones behind one
  // address, so a person's own allowance would turn strangers away at busy hours.
  const searchesPerAddress: Limit = {
    name: 'symptom-search-address',
    limit: app.deps.config.VISITOR_LIMIT_PER_IP,
    windowMs: 60_000,
  };
  // Warm the symptom engine once the server answers, not before.
  app.addHook('onListen', () => {
    loadTriage().catch((error: unknown) => app.log.error({ err: error }, 'symptom engine failed to load'));
  });

  // The answer is JSON text, which Fastify sends as it is when typed JSON (decision 0046): the
  // response schema documents it; the tests check answers against it.
  const answer = async ({ body, reply }: Call<typeof routes.recommendation.recommend>) =>
    reply.type('application/json; charset=utf-8').send(await recommend(body.input));
  serve(app, routes.recommendation.recommend, answer, {
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
        await visitors.hit(searchesPerAddress, request.ip),
        (wait) => `Too many searches from this address. Sign in or try again in ${wait}.`,
      );
    },
  });
}
