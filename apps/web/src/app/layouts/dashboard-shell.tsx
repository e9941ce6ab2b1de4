import { MOBILE_MENU_SLIDE_MS } from '@reayah/contracts';
import { type ComponentType, type SVGProps, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link, NavLink, Outlet } from 'react-router';
import { Logo } from '#web/components/ui/logo.tsx';
import { HomeIcon, LogoutIcon, MenuIcon } from '#web/components/ui/shell-icons.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { paths } from '#web/lib/paths.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { CloseButton } from '#web/components/ui/close-button.tsx';
import { LanguageSwitcher } from '../nav/language-switcher.tsx';
import { VerifyBanner } from '#web/components/verification/verify-banner.tsx';

export interface SidebarEntry {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** How many unread things the page holds (messages, notifications), shown beside the label. */
  badge?: { count: number };
}

interface Props {
  entries: SidebarEntry[];
  navLabel: string;
}

/**
 * A red count, read out after the visible words as "… 3 unread": the link or button is named by
 * its content alone, so its accessible name starts with the text on screen.
 */
function UnreadCount({ count }: { count: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      {' '}
      <span className="grid min-w-6 place-items-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
        {count}
      </span>{' '}
      <span className="sr-only">{t('unread')}</span>
    </>
  );
}

function SidebarContent({ entries, onNavigate }: { entries: SidebarEntry[]; onNavigate(): void }) {
  const { t } = useTranslation('dashboard');
  const auth = useAuth();
  const item = 'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors';
  return (
    <div className="flex h-full flex-col">
      <ul className="flex-1 space-y-1 overflow-y-auto p-3">
        {entries.map(({ to, label, Icon, badge }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                `${item} ${isActive ? 'bg-brand-700 text-white shadow-sm' : 'text-muted hover:bg-surface hover:text-ink'}`
              }
            >
              <Icon className="size-5" />
              <span className="flex-1">{label}</span>
              {badge && badge.count > 0 ? <UnreadCount count={badge.count} /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="space-y-1 border-t border-line p-3">
        <LanguageSwitcher className="mb-2 hidden lg:flex" />
        <Link to={paths.home} className={`${item} text-muted hover:bg-surface hover:text-ink`}>
          <HomeIcon className="size-5" />
          {t('home')}
        </Link>
        {auth.loggingOut ? (
          <div className={`${item} text-muted`}>
            <Spinner className="size-5" label={t('logout')} />
          </div>
        ) : (
          <button
            type="button"
            onClick={() => void auth.logout()}
            className={`${item} w-full text-red-600 hover:bg-red-50`}
          >
            <LogoutIcon className="size-5" />
            {t('logout')}
          </button>
        )}
      </div>
    </div>
  );
}

/** Patient and doctor areas: a 250px sidebar, a drawer of the same width on phones. */
export function DashboardShell({ entries, navLabel }: Props) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const duration = { transitionDuration: `${MOBILE_MENU_SLIDE_MS}ms` };
  // The phone's menu button carries the unread count that would otherwise hide inside the menu.
  const unread = entries.reduce((sum, e) => sum + (e.badge?.count ?? 0), 0);

  return (
    <div className="min-h-dvh bg-surface">
      <NavigationProgress />
      <header className="fixed inset-x-0 top-0 z-30 flex h-nav items-center gap-3 border-b border-line bg-white px-4 lg:hidden">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-expanded={open}
          aria-controls="dashboard-sidebar"
          className="relative flex h-11 min-w-11 items-center justify-center gap-1 rounded-xl px-1 hover:bg-surface"
        >
          <MenuIcon className="size-6" aria-hidden="true" />
          <span className="sr-only">{t('openSidebar')}</span>
          {unread > 0 ? <UnreadCount count={unread} /> : null}
        </button>
        <Link to={paths.home} className="me-auto">
          <Logo />
        </Link>
        <LanguageSwitcher />
      </header>

      <div
        aria-hidden="true"
        onClick={close}
        style={duration}
        className={`fixed inset-0 z-40 bg-ink/40 transition-opacity lg:hidden ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      />
      <nav
        id="dashboard-sidebar"
        aria-label={navLabel}
        style={duration}
        className={`fixed inset-y-0 start-0 z-50 flex w-sidebar flex-col border-e border-line bg-white transition-transform lg:translate-x-0 ${
          open ? 'translate-x-0' : '-translate-x-full rtl:translate-x-full lg:rtl:translate-x-0'
        }`}
      >
        <div className="flex h-nav items-center justify-between border-b border-line px-4">
          <Link to={paths.home}>
            <Logo />
          </Link>
          <CloseButton label={t('closeSidebar')} onClick={close} className="lg:hidden" />
        </div>
        <SidebarContent entries={entries} onNavigate={close} />
      </nav>

      <main className="pt-nav lg:ps-sidebar lg:pt-0">
        <div className="mx-auto max-w-6xl p-4 sm:p-6 lg:p-8">
          <VerifyBanner />
          <Outlet />
        </div>
      </main>
    </div>
  );
}
