import { type Language, RTL_LANGUAGES } from '@reayah/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { PrerenderedShell } from '../app/boot-gate.tsx';
import { OfflineGate } from '../components/offline/offline-gate.tsx';
import { loadFooterForPrerendering } from '../app/layouts/deferred-footer.tsx';
import { AppProviders } from '../app/providers.tsx';
import { AppRoutes, appRoutes } from '../app/router.tsx';
import { pageTitle } from '../app/routes/document-title.tsx';
import { loadMatchedPages } from '../app/routes/lazy-page.tsx';
import { i18n } from '../lib/i18n/index.ts';

export { PRERENDERED_PATHS, PRERENDERED_SHELLS, prerenderedFile } from './pages.ts';
export { preloadsOf } from './preloads.ts';

export interface PrerenderedPage {
  /** The markup inside `#root`. */
  html: string;
  lang: Language;
  dir: 'rtl' | 'ltr';
  title: string;
  description: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Renders one public page as a visitor sees it before signing in, in one language. */
export async function renderPage(path: string, lang: Language): Promise<PrerenderedPage> {
  await i18n.changeLanguage(lang);
  const page = matchRoutes(appRoutes, path)?.at(-1)?.route;
  if (!page || page.path === '*') throw new Error(`${path} is not a page of the app`);
  // Rendered to a string at once: every lazy page on the way must be there already.
  await loadMatchedPages(appRoutes, path);
  await loadFooterForPrerendering();
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <PrerenderedShell>
          {/* The tree of app.tsx's <App prerendered />, the router aside: the ids React makes
              (useId) follow the tree's shape, and the HTML's must be the browser's
              (prerender/hydration.test.tsx). */}
          <OfflineGate>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </OfflineGate>
        </PrerenderedShell>
      </AppProviders>
    </StrictMode>,
  );
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
  return {
    html,
    lang,
    dir: RTL_LANGUAGES.has(lang) ? 'rtl' : 'ltr',
    // The heading comes from the markup, escaped already.
    title: pageTitle({
      heading,
      home: path === '/',
      siteTitle: escapeHtml(i18n.t('meta.title')),
      appName: escapeHtml(i18n.t('appName')),
    }),
    description: escapeHtml(i18n.t('meta.description')),
  };
}
