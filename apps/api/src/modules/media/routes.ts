import { PICTURE_WIDTHS } from '@reayah/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '#api/lib/errors.ts';
import { CONTENT_TYPES, sniffKind } from '#api/lib/file-kinds.ts';
import { ObjectNotFoundError } from '#api/lib/storage/storage.ts';
import { PICTURE_PREFIX } from './pictures.ts';
import { pictureVariant, readAll, ResizeError } from './resize.ts';

const params = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) });
const query = z.object({
  w: z
    .enum(
      PICTURE_WIDTHS.map((w) => String(w)),
      { error: 'The width w must be one of 64, 128, 256, 512 or 1024.' },
    )
    .optional(),
});

/**
 * Profile and clinic pictures are shown to other users (search results, doctor pages), so they are
 * served publicly under unguessable keys. Medical files never go through here. `?w=` answers the
 * picture resized to that width in WebP.
 */
export async function mediaRoutes(app: FastifyInstance) {
  const storage = () => app.deps.storage;

  async function original(key: string) {
    const body = await readAll(await storage().get(key));
    const kind = sniffKind(body.subarray(0, 12));
    if (!kind || kind === 'pdf') throw notFound();
    return { body, type: CONTENT_TYPES[kind] };
  }

  async function resized(key: string, width: number) {
    // A picture just replaced or removed is gone, whatever copies of it are still stored.
    if (!(await storage().has(key))) throw new ObjectNotFoundError(key);
    try {
      const body = await pictureVariant(storage(), key, width, async () => (await original(key)).body);
      return { body, type: CONTENT_TYPES.webp };
    } catch (error) {
      // Bytes that start like an image but do not decode are served as they are, as without `?w=`.
      if (error instanceof ResizeError) return original(key);
      throw error;
    }
  }

  app.get(
    `/media/${PICTURE_PREFIX}/:id`,
    { schema: { hide: true, params, querystring: query } },
    async (request, reply) => {
      const { id } = request.params as z.infer<typeof params>;
      const { w } = request.query as z.infer<typeof query>;
      const key = `${PICTURE_PREFIX}/${id}`;
      try {
        const picture = w ? await resized(key, Number(w)) : await original(key);
        return (
          reply
            .header('Content-Type', picture.type)
            .header('Cache-Control', 'public, max-age=31536000, immutable')
            .header('X-Content-Type-Options', 'nosniff')
            // Public pictures may be shown by a separately hosted client (CORS_ORIGINS).
            .header('Cross-Origin-Resource-Policy', 'cross-origin')
            .send(picture.body)
        );
      } catch (error) {
        if (error instanceof ObjectNotFoundError) throw notFound('Picture not found.');
        throw error;
      }
    },
  );
}
