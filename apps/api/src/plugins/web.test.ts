import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWeb } from './web.ts';

let dist: string;
const app = Fastify();

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'reayah-web-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Reayah</title>');
  await writeFile(join(dist, 'assets', 'index-Ab12Cd.js'), 'export {};');
  await writeFile(join(dist, 'sw.js'), 'self;');
  await writeFile(join(dist, 'manifest.webmanifest'), '{}');
  await registerWeb(app, dist);
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await app.inject('/assets/index-Ab12Cd.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates what keeps its name across versions: the page, the service worker, the manifest', async () => {
    for (const url of ['/', '/patient/1/appointments', '/sw.js', '/manifest.webmanifest']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.inject('/manifest.webmanifest')).headers['content-type']).toMatch(
      /^application\/manifest\+json/,
    );
  });
});
