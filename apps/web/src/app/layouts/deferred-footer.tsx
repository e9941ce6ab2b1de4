import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const Footer = lazy(() => import('../nav/footer.tsx').then((m) => ({ default: m.Footer })));

// The footer is below the fold on most pages: its code (and the brand icons) downloads when the
// reader comes within a screen of it, so Home's first load stays small. Short pages see it at once.
const AHEAD = '100% 0px';

export function DeferredFooter() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

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

  const fallback = <div ref={placeholder} className="h-96 bg-brand-900" />;
  return near ? (
    <Suspense fallback={<div className="h-96 bg-brand-900" />}>
      <Footer />
    </Suspense>
  ) : (
    fallback
  );
}
