import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { prerenderedPages } from './prerendered-pages.ts';

/** Serves the built web app on the same origin as the API, with the SPA's index for client routes. */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app is not built; only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders(reply, path) {
      const immutable = path.includes(`${join(distDir, 'assets')}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const prerendered = prerenderedPages(distDir);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api') {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    const file = join(distDir, path);
    if (path !== '/' && file.startsWith(distDir) && existsSync(file) && !file.endsWith('/')) {
      return reply.sendFile(path.slice(1));
    }
    reply.header('Cache-Control', 'no-cache');
    const page = prerendered.fileFor(request);
    if (page) return reply.header('Vary', 'Cookie, Accept-Language').sendFile(page);
    return reply.sendFile('index.html');
  });
}
