import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

// Where each history entry was left scrolled, by location key; kept for the tab across reloads.
const STORAGE_KEY = 'scroll-positions';
let positions: Record<string, number> = {};

// A document opened by a link, a form or `location.assign` starts at its top; only a reload or a
// history traversal returns to a kept position. React Router reports every first render as a POP.
function documentReturns(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

// Entries opened as documents have no history state: React Router gives each the key "default".
const entryOf = (key: string, pathname: string, search: string) =>
  key === 'default' ? `${pathname}${search}` : key;

/** Ends the place held, if any: at the reader's first move, or when another page opens. */
let releaseHold = () => {};

/**
 * A place given back is held while the page fills in: the page may still be short when it is
 * given back, and the signed-in cards drawn above the prerendered page would make the browser keep
 * the content then in view (scroll anchoring), carrying the place down by their height. Until the
 * reader's first wheel, touch or key, each change of the page's height returns to the place.
 */
function holdPlace(top: number) {
  const root = document.documentElement;
  root.style.overflowAnchor = 'none';
  window.scrollTo(0, top);
  // (Absent from the test runner's document.)
  const hold = globalThis.ResizeObserver && new ResizeObserver(() => window.scrollTo(0, top));
  hold?.observe(document.body);
  releaseHold = () => {
    root.style.overflowAnchor = '';
    hold?.disconnect();
    releaseHold = () => {};
  };
  for (const type of ['wheel', 'pointerdown', 'keydown'])
    window.addEventListener(type, () => releaseHold(), { once: true, capture: true, passive: true });
}

/**
 * As between documents: a new page opens at its top (or at its #fragment), going back or forward
 * returns to where that page was left. Runs once the page has rendered (after its chunk loaded).
 */
export function ScrollRestoration() {
  const { key: routerKey, pathname, search, hash } = useLocation();
  const key = entryOf(routerKey, pathname, search);
  const back = useNavigationType() === NavigationType.Pop;
  const shown = useRef<string>(null);

  useLayoutEffect(() => {
    const opening = shown.current === null;
    if (opening) {
      try {
        positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
      } catch {
        // Unreadable: start afresh.
      }
    }
    shown.current = key;
    releaseHold();
    const returning = opening ? documentReturns() : back;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (returning && key in positions) holdPlace(positions[key] ?? 0);
    else if (target) target.scrollIntoView();
    else if (!opening) window.scrollTo(0, 0);
  }, [key, hash, back]);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      if (shown.current) positions[shown.current] = window.scrollY;
    };
    const keep = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  return null;
}
