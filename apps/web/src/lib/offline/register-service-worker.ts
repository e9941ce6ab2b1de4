/**
 * Registers the service worker (src/sw/sw.ts) in production builds, once the page has loaded and
 * the main thread is idle, so it never competes with the first screen for a weak line or for the
 * processor (on a prerendered page the app is taking over meanwhile). `npm run dev` has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without it the app works as before, online only.
    });
  };
  const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(register);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
