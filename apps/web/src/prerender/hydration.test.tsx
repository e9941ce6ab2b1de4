import { StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { App } from '../app/app.tsx';
import { loadMatchedPages } from '../app/routes/lazy-page.tsx';
import { appRoutes } from '../app/router.tsx';
import { PRERENDERED_PATHS, PRERENDERED_SHELLS, renderPage } from './entry-server.tsx';

// The HTML written at build time and the app's first render in the browser must be the same tree:
// React keeps the server's markup as it is, so an id the two compute differently (useId) leaves a
// label, a description or a gradient pointing at an element the client does not know.

let root: Root | undefined;
let complaints: string[] = [];
beforeEach(() => {
  complaints = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    complaints.push(args.map(String).join(' '));
  });
  // Every request of the pages stays pending: the page stays as it was prerendered.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
});
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

const addresses = [...PRERENDERED_SHELLS.map((shell) => shell.example), ...PRERENDERED_PATHS];

it.each(addresses)('hydrates the prerendered %s without a mismatch', async (address) => {
  const url = new URL(address, 'http://localhost');
  const page = await renderPage(url.pathname + url.search, 'en');
  window.history.replaceState(null, '', address);
  await loadMatchedPages(appRoutes, url.pathname);
  const container = document.createElement('div');
  container.innerHTML = page.html;
  document.body.append(container);
  await new Promise<void>((resolve) => {
    startTransition(() => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App prerendered />
        </StrictMode>,
        { onRecoverableError: (error) => complaints.push(String(error)) },
      );
    });
    setTimeout(resolve, 300);
  });
  expect(complaints.filter((c) => /hydrat|match/i.test(c))).toEqual([]);
});
