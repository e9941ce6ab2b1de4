import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n } from '../lib/i18n/index.ts';
import { queryClient } from '../lib/query-client.ts';
import { enLoaders } from '../locales/en/index.ts';

// Lazy route chunks compile on first use in tests.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await i18n.loadNamespaces(Object.keys(enLoaders) as (keyof typeof enLoaders)[]);
});

// Any console.error in a test fails it.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  // Unmounted first, or a page still mounted would put its answer back into the cleared cache.
  cleanup();
  // The app's one query client outlives a test: what a test fetched or seeded must not show in the next.
  queryClient.clear();
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

class NoopIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (!('IntersectionObserver' in window)) {
  Object.assign(window, { IntersectionObserver: NoopIntersectionObserver });
}

// jsdom has <dialog> without showModal/close: open it in place so dialogs are reachable by role.
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
}

// jsdom has no matchMedia; SweetAlert2 asks it for the reduced-motion preference when it draws an icon.
if (typeof window.matchMedia !== 'function') {
  Object.assign(window, {
    matchMedia: (media: string) => ({
      media,
      matches: false,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }),
  });
}
