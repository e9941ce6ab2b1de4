import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '#api/lib/url.ts';
import { prerenderedPages } from './prerendered-pages.ts';

/**
 * A page filled in per request, compressed as the pre-compressed files are (brotli, else gzip): on
 * a slow link its inlined CSS would otherwise cost several times its compressed size. A fast
 * brotli level, since this runs on every request; the page is some 30 KB.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

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
    if (isApiPath(path)) {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    const file = join(distDir, path);
    if (path !== '/' && file.startsWith(distDir) && existsSync(file) && !file.endsWith('/')) {
      return reply.sendFile(path.slice(1));
    }
    reply.header('Cache-Control', 'no-cache');
    const page = prerendered.pageFor(request);
    if (!page) return reply.sendFile('index.html');
    reply.header('Vary', 'Cookie, Accept-Language');
    if ('file' in page) return reply.sendFile(page.file);
    return sendCompressed(request, reply, page.html);
  });
}
