import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { installableApp } from './pwa.ts';
import { routerTreeShaking } from './router-tree-shaking.ts';

// React Router's package points bundlers at its development build, which warns about misuse in
// the console; a build takes its production build instead (the same code without the warnings).
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(
  /([\\/])development([\\/])/,
  '$1production$2',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), installableApp(), routerTreeShaking()],
  resolve: command === 'build' ? { alias: { 'react-router': reactRouterProduction } } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Artwork stays a cacheable file instead of a data URL inside the JavaScript.
    assetsInlineLimit: 1024,
    // Every browser the es2022 target runs on preloads modules natively: the polyfill was dead
    // weight in Home's first chunk.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !/^assets\/(shared|rolldown-runtime)-/.test(dep)) : deps,
    },
    // Read by scripts/check-web-budgets.ts to weigh what a page downloads.
    manifest: true,
    rolldownOptions: {
      // The second entry fetches the app after a prerendered page has painted (src/prerender/start-app.ts).
      input: { index: 'index.html', 'start-app': 'src/prerender/start-app.ts' },
      output: {
        // Small modules that every first load needs share one chunk: as separate files each cost a
        // request and its own compression overhead (0.9 KB gzip on Home's first load). React, React
        // DOM and React Router join them: compressed together they weigh 0.3 KB less than apart.
        advancedChunks: {
          groups: [
            {
              name: 'shared',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|[\\/](spinner|use-hydrated|icon-base|fade-in)\.tsx?$|[\\/]contracts[\\/]src[\\/]constants/,
            },
          ],
        },
        // French and Arabic catalogs are named by language (`i18n-fr-home-<hash>.js`), so what a
        // page downloads in each language can be checked.
        chunkFileNames: (chunk) => {
          const catalog =
            /[\\/](?:locales[\\/](fr|ar)[\\/]([\w-]+)|features[\\/]([\w-]+)[\\/]locales[\\/](fr|ar))\.json$/.exec(
              chunk.facadeModuleId ?? '',
            );
          if (catalog) return `assets/i18n-${catalog[1] ?? catalog[4]}-${catalog[2] ?? catalog[3]}-[hash].js`;
          return 'assets/[name]-[hash].js';
        },
      },
      treeshake: {
        // The shared contracts package only declares constants and zod schemas: importing one
        // constant must not pull every schema (and zod) into the first chunk.
        moduleSideEffects: (id) => (/[\\/]packages[\\/]contracts[\\/]/.test(id) ? false : undefined),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3001', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3001', changeOrigin: false },
    },
  },
}));
