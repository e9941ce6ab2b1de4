// A prerendered public page (decision 0014) arrives with the CSS its own markup needs inlined, and
// is readable and painted before anything else is fetched: on a slow link the page comes first.
// After its first contentful paint this fetches the full stylesheet (for what the app shows later:
// menus, dialogs) and the app (its entry, and the chunks the entry needs, in parallel), which then
// takes over the page. scripts/prerender.ts puts it in each page with those URLs.
const data = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset ?? {};
let started = false;

function add(tag: string, attributes: object): void {
  const element = Object.assign(document.createElement(tag), attributes);
  element.setAttribute('crossorigin', '');
  document.head.append(element);
}

function start(): void {
  if (started) return;
  started = true;
  for (const href of data.styles?.split(' ') ?? []) if (href) add('link', { rel: 'stylesheet', href });
  for (const href of data.preload?.split(' ') ?? []) if (href) add('link', { rel: 'modulepreload', href });
  add('script', { type: 'module', src: data.entry });
}

try {
  new PerformanceObserver(() => {
    if (performance.getEntriesByName('first-contentful-paint').length) start();
  }).observe({ type: 'paint', buffered: true });
} catch {
  // No paint timing in this browser: the timer below starts the app.
}
// A hidden tab does not paint; a browser without paint timing never says it did.
setTimeout(start, document.visibilityState === 'hidden' ? 0 : 3000);
