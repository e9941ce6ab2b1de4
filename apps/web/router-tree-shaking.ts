import type { Plugin } from 'vite';

const ROUTER_BUILD = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/**
 * React Router's production build leaves its unused parts for the bundler to drop, but two kinds
 * of top-level statement keep them: `Context.displayName = "…"` (a property write, which the
 * bundler must assume has effects) and `React.createContext(…)`, `React.forwardRef(…)`,
 * `React.memo(…)` calls not marked pure. Without them, what the app never uses (the data and
 * framework routers' contexts and components, `<Form>`, `<ScrollRestoration>`) leaves Home's
 * first load: 1.4 KB gzip. Display names only name components in React's developer tools; the
 * three calls create objects and nothing else. Build only; tests and `npm run dev` run the
 * package as published.
 */
export function routerTreeShaking(): Plugin {
  return {
    name: 'reayah:router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_BUILD },
      handler(code) {
        return code
          .replace(/^\w+\.displayName = (?:"[^"\n]*"|'[^'\n]*');$/gm, '')
          .replace(/\bReact\d*\.(?:createContext|forwardRef|memo)\(/g, '/* @__PURE__ */ $&');
      },
    },
  };
}
