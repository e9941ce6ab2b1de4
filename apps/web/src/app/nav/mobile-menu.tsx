import { MOBILE_MENU_SLIDE_MS } from '@reayah/contracts';
import { useEffect } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Logo } from '#web/components/ui/logo.tsx';
import { LogoutIcon } from '#web/components/ui/shell-icons.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { dashboardPath } from '#web/lib/auth/role.ts';
import { paths } from '#web/lib/paths.ts';
import { withReturn } from './sign-in-links.ts';
import { isActiveLink, NAV_LINKS } from './nav-links.ts';
import { CloseButton } from '#web/components/ui/close-button.tsx';

interface Props {
  open: boolean;
  onClose(): void;
}

/** On small screens the menu slides in from the side in 300 ms. */
export function MobileMenu({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const auth = useAuth();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const linkClass = (active: boolean) =>
    `block rounded-xl px-4 py-3 text-base font-medium ${active ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-surface'}`;
  const duration = { transitionDuration: `${MOBILE_MENU_SLIDE_MS}ms` };

  return (
    <div className="lg:hidden" inert={!open}>
      <div
        aria-hidden="true"
        onClick={onClose}
        style={duration}
        className={`fixed inset-0 z-40 bg-ink/40 transition-opacity ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      />
      <nav
        id="mobile-menu"
        aria-label={t('nav.label')}
        aria-hidden={!open}
        style={duration}
        // Shadowed only when open: closed, its shadow would fall on the page's leading edge.
        className={`fixed inset-y-0 start-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-white transition-transform ease-out ${
          open ? 'translate-x-0 shadow-2xl' : '-translate-x-full rtl:translate-x-full'
        }`}
      >
        <div className="flex h-nav items-center justify-between border-b border-line px-4">
          <Logo />
          <CloseButton label={t('nav.closeMenu')} onClick={onClose} />
        </div>
        <ul className="flex-1 space-y-1 overflow-y-auto p-4">
          {NAV_LINKS.map((link) => {
            const active = isActiveLink(link.to, pathname);
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={onClose}
                  aria-current={active ? 'page' : undefined}
                  className={linkClass(active)}
                >
                  {t(link.label)}
                </Link>
              </li>
            );
          })}
          {auth.isAuth ? (
            <>
              <li>
                <Link to={dashboardPath(auth)} onClick={onClose} className={linkClass(false)}>
                  {t('nav.profile')}
                </Link>
              </li>
              <li>
                <Link to={dashboardPath(auth)} onClick={onClose} className={linkClass(false)}>
                  {t('nav.notifications')}
                </Link>
              </li>
            </>
          ) : null}
        </ul>
        <div className="space-y-2 border-t border-line p-4">
          {auth.isAuth ? (
            <>
              <Link
                to={dashboardPath(auth)}
                onClick={onClose}
                className={buttonClass('primary', 'md', 'w-full')}
              >
                {t('nav.dashboard')}
              </Link>
              {auth.loggingOut ? (
                <div className="flex h-11 items-center justify-center text-muted">
                  <Spinner className="size-5" label={t('nav.loggingOut')} />
                </div>
              ) : (
                <button
                  type="button"
                  onClick={() => void auth.logout()}
                  className={buttonClass('outline', 'md', 'w-full text-red-600')}
                >
                  <LogoutIcon className="size-4" />
                  {t('nav.logout')}
                </button>
              )}
            </>
          ) : (
            <>
              <Link
                to={withReturn(paths.register, pathname, search)}
                onClick={onClose}
                className={buttonClass('primary', 'md', 'w-full')}
              >
                {t('nav.getStarted')}
              </Link>
              <Link
                to={withReturn(paths.login, pathname, search)}
                onClick={onClose}
                className={buttonClass('outline', 'md', 'w-full')}
              >
                {t('nav.signIn')}
              </Link>
            </>
          )}
        </div>
      </nav>
    </div>
  );
}
