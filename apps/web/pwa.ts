import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { publicFiles, readBuildManifest } from './offline-files.ts';

const dist = fileURLToPath(new URL('dist', import.meta.url));
const SCRIPT_OR_STYLE = /^assets\/.*\.(js|css)$/;

/**
 * The installable app: its manifest (linked from the built index.html) and its service worker,
 * built from src/sw/sw.ts with the list of files to keep for offline use. Production builds only;
 * `npm run dev` has no service worker. Decision 0015.
 */
export function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    // src/lib/offline/register-service-worker.ts registers it once the page has loaded.
    injectRegister: false,
    injectManifest: {
      // The shell, the scripts and styles of everything but the signed-in areas (the French and
      // Arabic catalogs among them), the icons; of the fonts, only the Latin faces (the others load
      // when a page needs them).
      globPatterns: ['index.html', 'assets/*.{js,css}', 'assets/*-latin-*.woff2', 'favicon.svg'],
      globIgnores: ['**/*-ext-*'],
      manifestTransforms: [
        (entries) => {
          const kept = publicFiles(readBuildManifest(dist));
          return {
            manifest: entries.filter((e) => !SCRIPT_OR_STYLE.test(e.url) || kept.has(e.url)),
            warnings: [],
          };
        },
      ],
    },
    manifest: {
      id: '/',
      name: 'Reayah',
      short_name: 'Reayah',
      description: 'Reayah: the Algerian telehealth platform connecting patients and accredited doctors.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });
}
