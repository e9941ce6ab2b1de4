import { isLanguage } from '@reayah/contracts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { applyDocumentLanguage, i18n } from '../lib/i18n/index.ts';
import { App } from './app.tsx';
import { appRoutes } from './router.tsx';
import { loadMatchedPages } from './routes/lazy-page.tsx';

/**
 * A prerendered public page (decision 0014) is hydrated in the language the server chose, once
 * its lazy pages and catalogs are loaded, so the first client render matches the HTML and
 * nothing suspends while hydrating; any other page renders from scratch.
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
  await loadMatchedPages(appRoutes, window.location.pathname);
  // As a transition, hydration yields to the browser every few milliseconds: no long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App prerendered />
      </StrictMode>,
      // A page whose HTML differs from its first client render is re-rendered; say so loudly.
      { onRecoverableError: (error) => console.error('Hydration error:', error) },
    );
  });
}
