// The loading screen stays until fonts, critical images and the refresh attempt are done.
// Font and image failures are ignored (the CSS falls back to a system sans-serif font).
// A French or Arabic visit also waits for its `common` catalog, so the shell never flashes English.

import { i18n } from '../lib/i18n/index.ts';

const FONT_FACES = ['400 1em Poppins', '600 1em Poppins'];
const CRITICAL_IMAGES: string[] = ['/favicon.svg'];
const MAX_WAIT_MS = 3000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<void> {
  return Promise.race([
    promise.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ]);
}

export function loadFonts(): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  const loads = Promise.all(FONT_FACES.map((f) => document.fonts.load(f))).then(() => document.fonts.ready);
  return withTimeout(loads, MAX_WAIT_MS);
}

export function preloadImages(urls: readonly string[] = CRITICAL_IMAGES): Promise<void> {
  const each = urls.map(
    (src) =>
      new Promise<void>((resolve) => {
        const img = new Image();
        img.onload = () => resolve();
        img.onerror = () => resolve();
        img.src = src;
      }),
  );
  return withTimeout(Promise.all(each), MAX_WAIT_MS);
}

/** Fonts, images and the language's catalogs; the refresh attempt is tracked by the auth provider. */
export function loadAssets(): Promise<void> {
  const catalogs = withTimeout(i18n.loadMissing(), MAX_WAIT_MS);
  return Promise.all([loadFonts(), preloadImages(), catalogs]).then(() => undefined);
}
