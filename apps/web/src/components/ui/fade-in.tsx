import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';

interface Props {
  children: ReactNode;
  delayMs?: number;
  className?: string;
}

/**
 * Fades its children in the first time they scroll into view (IntersectionObserver). In a
 * prerendered page they are in the HTML already shown (decision 0014); what is below the fold hides
 * once the page is live, and fades in when reached.
 */
export function FadeIn({ children, delayMs = 0, className = '' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // Shown while the page is the prerendered HTML (and while hydrating it).
  const [visible, setVisible] = useState(!useHydrated());

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    if (el.getBoundingClientRect().top >= window.innerHeight) setVisible(false);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: 0.15 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      data-visible={visible}
      style={{ transitionDelay: `${delayMs}ms` }}
      className={`transition-all duration-700 ease-out ${visible ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0'} ${className}`}
    >
      {children}
    </div>
  );
}
