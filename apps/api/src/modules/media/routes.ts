import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { CONTENT_TYPES, sniffKind } from '../../lib/file-kinds.ts';
import { ObjectNotFoundError } from '../../lib/storage/storage.ts';

export const PICTURE_PREFIX = 'pictures';

/** The public path of a profile or clinic picture: its random key is the only way to name it. */
export function picturePath(key: string | null): string | null {
  return key ? `/api/media/${key}` : null;
}

/**
 * Profile and clinic pictures are shown to other users (search results, doctor pages), so they are
 * served publicly under unguessable keys. Medical files never go through here.
 */
export async function mediaRoutes(app: FastifyInstance) {
  app.get(
    `/media/${PICTURE_PREFIX}/:id`,
    { schema: { hide: true, params: z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) }) } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      try {
        const stream = await app.deps.storage.get(`${PICTURE_PREFIX}/${id}`);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const body = Buffer.concat(chunks);
        const kind = sniffKind(body.subarray(0, 12));
        if (!kind || kind === 'pdf') throw notFound();
        return (
          reply
            .header('Content-Type', CONTENT_TYPES[kind])
            .header('Cache-Control', 'public, max-age=31536000, immutable')
            .header('X-Content-Type-Options', 'nosniff')
            // Public pictures may be shown by a separately hosted client (CORS_ORIGINS).
            .header('Cross-Origin-Resource-Policy', 'cross-origin')
            .send(body)
        );
      } catch (error) {
        if (error instanceof ObjectNotFoundError) throw notFound('Picture not found.');
        throw error;
      }
    },
  );
}
