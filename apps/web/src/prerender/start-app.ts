// A prerendered public page (decision 0014) arrives with the CSS its own markup needs inlined, and
// is readable and painted before anything else is fetched: on a slow link the page comes first.
// After its first paint this fetches the full stylesheet (for what the app shows later: menus,
// dialogs) and the app (its entry, and the chunks the entry needs, in parallel), which then takes
// over the page. scripts/prerender.ts puts this script in each page with those URLs.
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
const STARTS_ANYWAY_MS = 3000;

function add(element: HTMLElement, attributes: Record<string, string>): void {
  Object.assign(element, attributes);
  element.setAttribute('crossorigin', '');
  document.head.append(element);
}

let started = false;
function fetchApp(): void {
  if (started || !tag?.dataset.entry) return;
  started = true;
  const list = (value = '') => value.split(' ').filter(Boolean);
  for (const href of list(tag.dataset.styles))
    add(document.createElement('link'), { rel: 'stylesheet', href });
  for (const href of list(tag.dataset.preload))
    add(document.createElement('link'), { rel: 'modulepreload', href });
  add(document.createElement('script'), { type: 'module', src: tag.dataset.entry });
}

/** Runs once the browser has put the first text on screen (or at once where that is not known). */
function afterFirstPaint(run: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  const observable =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (document.visibilityState === 'hidden' || !observable || painted()) {
    run();
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(run, STARTS_ANYWAY_MS);
}

afterFirstPaint(fetchApp);
