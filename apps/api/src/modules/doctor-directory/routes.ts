import { DOCTOR_SEARCH_PAGE_SIZE, findWilaya } from '@reayah/contracts';
import { routes } from '@reayah/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { notFound } from '#api/lib/errors.ts';
import { visitorLimit } from '#api/lib/rate-limit/visitor-limit.ts';
import { createPublicCache } from '#api/lib/public-cache.ts';
import { serve } from '#api/lib/routes/serve.ts';
import { foldForSearch } from '#api/lib/search-text.ts';
import type { SearchAnswer } from './directory.ts';
import { findDoctorCard, refreshPassedNextFree } from './repository.ts';

/** Public: what patients and visitors see of doctors. */
export async function doctorDirectoryRoutes(app: FastifyInstance) {
  // The same page for the same words is read from memory for a few seconds (decision 0016).
  const pages = createPublicCache<SearchAnswer>({
    ttlMs: app.deps.config.PUBLIC_CACHE_SECONDS * 1000,
    maxEntries: 500,
    now: app.deps.now,
  });
  const limitVisitors = visitorLimit(app);
  // The ranking's soonest free slot of doctors whose slot has started since, written again at
  // most once a minute by each process, beside the search that notices it is due.
  let refreshedAt = 0;
  const refreshDue = () => {
    const now = app.deps.now();
    if (now.getTime() - refreshedAt < 60_000) return;
    refreshedAt = now.getTime();
    refreshPassedNextFree(app.deps.db, now).catch((error: unknown) =>
      app.log.error({ err: error }, 'refreshing the soonest free slots failed'),
    );
  };

  serve(
    app,
    routes.doctorDirectory.search,
    async ({ query, reply }) => {
      const { search, page, verified, wilaya } = query;
      const size = DOCTOR_SEARCH_PAGE_SIZE;
      const offset = (page - 1) * size;
      const verifiedOnly = verified === 'true';
      const place = wilaya ? (findWilaya(wilaya)?.name ?? null) : null;
      refreshDue();
      const key = JSON.stringify([foldForSearch(search), verifiedOnly, place, offset]);
      const found = await pages.get(key, () =>
        app.deps.directory.search(search, offset, size, {
          verifiedOnly,
          wilaya: place,
          now: app.deps.now(),
        }),
      );
      const link = (p: number) =>
        `/api/doctor/search/list?${new URLSearchParams({
          search,
          page: String(p),
          ...(verified ? { verified } : {}),
          ...(wilaya ? { wilaya } : {}),
        }).toString()}`;
      // The cards are kept as JSON (each written from the schema's type): the page is sent as text,
      // which Fastify sends as it is when its type is JSON, without checking it against the schema.
      const next = found.more ? link(page + 1) : null;
      const previous = page > 1 ? link(page - 1) : null;
      const body = `{"count":${found.count},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":[${found.cards.join(',')}]}`;
      return reply.type('application/json; charset=utf-8').send(body);
    },
    { preValidation: limitVisitors },
  );

  serve(
    app,
    routes.doctorDirectory.card,
    async ({ params }) => {
      const card = await findDoctorCard(app.deps.db, params.doctorId, app.deps.now());
      if (!card) throw notFound('Doctor not found.');
      return card;
    },
    { preValidation: limitVisitors },
  );
}
