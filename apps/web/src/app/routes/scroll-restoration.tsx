import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

// Where each history entry was left scrolled, by location key; kept for the tab across reloads.
const STORAGE_KEY = 'scroll-positions';
let positions: Record<string, number> = {};

/**
 * As between documents: a new page opens at its top (or at its #fragment), going back or forward
 * returns to where that page was left. Runs once the page has rendered (after its chunk loaded).
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
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
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (back && key in positions) window.scrollTo(0, positions[key] ?? 0);
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
