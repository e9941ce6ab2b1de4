import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';

const loadFooter = () => import('../nav/footer.tsx').then((m) => m.Footer);
const Footer = lazy(() => loadFooter().then((component) => ({ default: component })));

// The footer is below the fold on most pages: its code (and the brand icons) downloads when the
// reader comes within a screen of it, so Home's first load stays small.
const AHEAD = '100% 0px';
const PRERENDERED_ID = 'prerendered-footer';

/** The footer as the prerendering renders it: loaded before the page is rendered to a string. */
let serverFooter: ComponentType | null = null;
export async function loadFooterForPrerendering(): Promise<void> {
  serverFooter = await loadFooter();
}

/**
 * A prerendered page (decision 0014) carries its footer's markup: on a short page the footer is
 * on the first screen, and painted with the page rather than once the app and the footer's code
 * have come (it was the largest text of the login page, painted seconds after the rest). The app
 * keeps that markup as it is until the footer's code has come, then renders the footer over it.
 */
function prerenderedMarkup(): string | null {
  if (typeof document === 'undefined') return null;
  return document.getElementById(PRERENDERED_ID)?.innerHTML ?? null;
}

export function DeferredFooter() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [markup] = useState(prerenderedMarkup);

  useEffect(() => {
    const target = placeholder.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);

  if (serverFooter) {
    const Rendered = serverFooter;
    return (
      <div id={PRERENDERED_ID}>
        <Rendered />
      </div>
    );
  }
  // The prerendered markup, as it is (the same HTML: nothing for the hydration to change).
  const kept = (ref?: typeof placeholder) => (
    <div id={PRERENDERED_ID} ref={ref} dangerouslySetInnerHTML={{ __html: markup ?? '' }} />
  );
  const empty = (ref?: typeof placeholder) => <div ref={ref} className="h-96 bg-brand-900" />;
  const fallback = markup === null ? empty : kept;
  return near ? (
    <Suspense fallback={fallback()}>
      <Footer />
    </Suspense>
  ) : (
    fallback(placeholder)
  );
}
