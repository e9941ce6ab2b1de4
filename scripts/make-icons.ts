import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

// The installed app's icons, drawn from the favicon's artwork: `node scripts/make-icons.ts` after
// the favicon changes, then commit apps/web/public/icons. A maskable icon fills its square (the
// phone cuts its own shape) and keeps the artwork inside the central safe circle.

const PUBLIC = join(import.meta.dirname, '../apps/web/public');
const favicon = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
const artwork = /<rect[^>]*\/>(.*)<\/svg>/s.exec(favicon)?.[1];
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
if (!artwork || !background) throw new Error('favicon.svg: expected a background rect, then the artwork');

const maskable =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/>` +
  `<g transform="translate(16 16) scale(0.8) translate(-16 -16)">${artwork}</g></svg>`;

const icons: [string, string, number][] = [
  ['icon-192.png', favicon, 192],
  ['icon-512.png', favicon, 512],
  ['maskable-512.png', maskable, 512],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(PUBLIC, 'icons', name));
}
