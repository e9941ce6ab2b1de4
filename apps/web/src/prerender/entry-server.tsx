import { type Language, RTL_LANGUAGES } from '@reayah/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PrerenderedShell } from '../app/boot-gate.tsx';
import { AppProviders } from '../app/providers.tsx';
import { appRoutes } from '../app/router.tsx';
import { i18n } from '../lib/i18n/index.ts';

export { PRERENDERED_PATHS, prerenderedFile } from './pages.ts';

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
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  if (context.statusCode !== 200) throw new Error(`${path} answers ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <PrerenderedShell>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PrerenderedShell>
      </AppProviders>
    </StrictMode>,
  );
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
  const siteTitle = escapeHtml(i18n.t('meta.title'));
  return {
    html,
    lang,
    dir: RTL_LANGUAGES.has(lang) ? 'rtl' : 'ltr',
    title: path === '/' || !heading ? siteTitle : `${heading} | ${escapeHtml(i18n.t('appName'))}`,
    description: escapeHtml(i18n.t('meta.description')),
  };
}
