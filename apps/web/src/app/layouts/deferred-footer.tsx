import { type ComponentType, lazy, Suspense, useCallback, useEffect } from 'react';

// The footer is below the fold on most pages: its code (and the brand icons) downloads when the
// reader comes within a screen of it, so Home's first load stays small.
const AHEAD = '100% 0px';

let reachedFooter: () => void = () => {};
const nearFooter = new Promise<void>((resolve) => {
  reachedFooter = resolve;
});
const loadFooter = () => import('../nav/footer.tsx').then((m) => m.Footer);
const Footer = lazy(() => nearFooter.then(loadFooter).then((component) => ({ default: component })));

/** The footer as the prerendering renders it: loaded before the page is rendered to a string. */
let prerenderedFooter: ComponentType | null = null;
export async function loadFooterForPrerendering(): Promise<void> {
  prerenderedFooter = await loadFooter();
}

/**
 * A prerendered page (decision 0014) carries its footer's markup: on a short page the footer is on
 * the first screen, and is painted with the page rather than once the app and the footer's code
 * have come (it was the login page's largest text, painted seconds after the rest). The footer
 * sits in its own Suspense boundary, which the app hydrates only once its code has come: until
 * then React keeps the server's markup as it is (no element is made again, nothing moves).
 * A page the app renders itself shows a dark block in its place until then.
 */
export function DeferredFooter() {
  // Once the page is up, its code comes anyway, when the browser is idle: until it has, any update
  // that reaches the server's footer markup (the session found at start-up, which changes the
  // page) waits for it, and without this would wait until the reader scrolled near it.
  useEffect(() => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    whenIdle(() => reachedFooter());
  }, []);
  const observe = useCallback((target: HTMLDivElement | null) => {
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        reachedFooter();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  const Rendered = prerenderedFooter ?? Footer;
  return (
    <div ref={observe}>
      <Suspense fallback={<div className="h-96 bg-brand-900" />}>
        <Rendered />
      </Suspense>
    </div>
  );
}
