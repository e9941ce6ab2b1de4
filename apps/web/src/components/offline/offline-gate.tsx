import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useOnline } from '#web/lib/offline/use-online.ts';

// Kept by the service worker like every script; loaded only when needed, off the first screen's budget.
const OfflinePage = lazy(() => import('./offline-page.tsx').then((m) => ({ default: m.OfflinePage })));

/**
 * Opened without a connection, the app shows the offline page (with the patient's saved upcoming
 * appointments) instead of pages that cannot load; the app itself comes once the connection is
 * back. A connection lost later only adds a banner: what is on screen stays.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [openedOffline] = useState(() => !online);
  if (openedOffline && !online) {
    return (
      <Suspense fallback={null}>
        <OfflinePage />
      </Suspense>
    );
  }
  return (
    <>
      {online ? null : (
        <p
          role="status"
          className="sticky top-0 z-50 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900"
        >
          {t('offline.banner')}
        </p>
      )}
      {children}
    </>
  );
}
