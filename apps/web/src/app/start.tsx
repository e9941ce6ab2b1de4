import { isLanguage } from '@reayah/contracts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { applyDocumentLanguage, i18n } from '../lib/i18n/index.ts';
import { App } from './app.tsx';
import { appRoutes, createAppRouter } from './router.tsx';

/**
 * A prerendered public page (decision 0014) is hydrated in the language the server chose, once
 * its lazy routes and catalogs are loaded, so the first client render matches the HTML; any
 * other page renders from scratch.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  if (!root.hasChildNodes()) {
    applyDocumentLanguage(i18n.language);
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  const lang = document.documentElement.lang;
  if (isLanguage(lang) && lang !== i18n.language) await i18n.changeLanguage(lang);
  await loadMatchedRoutes();
  const router = createAppRouter();
  // As a transition, hydration yields to the browser every few milliseconds: no long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} prerendered />
      </StrictMode>,
      // A page whose HTML differs from its first client render is re-rendered; say so loudly.
      { onRecoverableError: (error) => console.error('Hydration error:', error) },
    );
  });
}

async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
