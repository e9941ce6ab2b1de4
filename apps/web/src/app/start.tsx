import { isLanguage } from '@reayah/contracts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { applyDocumentLanguage, i18n } from '../lib/i18n/index.ts';
import { renderingFromScratch } from '../lib/use-hydrated.ts';
import { App } from './app.tsx';
import { appRoutes } from './router.tsx';
import { loadMatchedPages } from './routes/lazy-page.tsx';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A prerendered public page (decision 0014) is hydrated in the language the server chose, once
 * its lazy pages and catalogs are loaded, so the first client render matches the HTML and
 * nothing suspends while hydrating; any other page renders from scratch.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  if (!root.hasChildNodes()) {
    applyDocumentLanguage(i18n.language);
    renderingFromScratch();
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  // The app's modules were evaluated in this task: what follows (a catalog, the page's modules,
  // then hydrating) starts in the next one, so no single task does it all.
  await nextTask();
  const lang = document.documentElement.lang;
  if (isLanguage(lang) && lang !== i18n.language) await i18n.changeLanguage(lang);
  await loadMatchedPages(appRoutes, window.location.pathname);
  await nextTask();
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
