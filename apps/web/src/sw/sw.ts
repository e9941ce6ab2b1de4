/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

// The service worker (decision 0015). It keeps the app's shell and hashed files so the app opens
// without a connection; it never keeps an API answer, so medical files and everything personal
// stay on the server (the one saved list, upcoming appointments, is written by the page itself).

declare global {
  /** The files to keep, written here by the build. */
  var __WB_MANIFEST: (string | PrecacheEntry)[];
}
const sw = self as unknown as ServiceWorkerGlobalScope;

/** A page asked for over a weak line: after this, the kept shell answers instead. */
const NETWORK_TIMEOUT_SECONDS = 3;
const SHELL = '/index.html';

// Pages first go to the network, so a new version's index.html is never held back by the worker;
// only when there is no answer in time does the shell of the version this worker keeps answer.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [{ handlerDidError: async () => (await matchPrecache(SHELL)) ?? Response.error() }],
    }),
    { denylist: [/^\/api(\/|$)/] },
  ),
);
// Registered after the pages' route, so "/" is a page like the others, not the kept index.html.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version takes over at once: pages are fetched fresh, and files are named by their content.
void sw.skipWaiting();
clientsClaim();
