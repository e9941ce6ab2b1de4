import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Outlet } from 'react-router';
import { Navbar } from '../nav/navbar.tsx';
import { DeferredFooter } from './deferred-footer.tsx';
import { NavigationProgress } from './navigation-progress.tsx';

/** The app shell: fixed top navigation, content (the route's outlet, or `children`) and footer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      <NavigationProgress />
      <Navbar />
      <main id="main" className="flex-1 pt-nav">
        {children ?? <Outlet />}
      </main>
      <DeferredFooter />
    </div>
  );
}
