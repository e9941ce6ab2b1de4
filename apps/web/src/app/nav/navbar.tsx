import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Logo } from '#web/components/ui/logo.tsx';
import { MenuIcon, UserIcon } from '#web/components/ui/shell-icons.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { dashboardPath } from '#web/lib/auth/role.ts';
import { paths } from '#web/lib/paths.ts';
import { withReturn } from './sign-in-links.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { isActiveLink, NAV_LINKS } from './nav-links.ts';

// Both menus download after the page is interactive (on idle, or on first use).
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));
const ProfileMenu = lazy(() => import('./profile-menu.tsx').then((m) => ({ default: m.ProfileMenu })));

/** Mounts the (closed) mobile menu once the browser is idle, so its first opening animates. */
function useIdleMount(): [boolean, () => void] {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setMounted(true), 1200);
    return () => window.clearTimeout(id);
  }, []);
  return [mounted, () => setMounted(true)];
}

/** The fixed 60px top navigation. */
export function Navbar() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const auth = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, mountMenu] = useIdleMount();
  // On a prerendered page the menu opens once the app has taken over (a tap before would be lost).
  const hydrated = useHydrated();
  // Signing in or up brings the visitor back to this page. Only once the app owns the page: a
  // prerendered shell's HTML holds a slot for the searched words, not the address's own spelling.
  const back = (to: string) => (hydrated ? withReturn(to, pathname, search) : to);

  // The drawer is a sibling of the header: the header's backdrop blur would otherwise become the
  // containing block of the drawer's fixed position.
  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 h-nav border-b border-line/80 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <button
            type="button"
            className="grid size-10 place-items-center rounded-xl text-ink hover:bg-surface lg:hidden"
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            disabled={!hydrated}
            onClick={() => {
              mountMenu();
              setMenuOpen(true);
            }}
          >
            <MenuIcon className="size-6" />
          </button>

          <Link to={paths.home} className="shrink-0" aria-label={t('appName')}>
            <Logo />
          </Link>

          <nav aria-label={t('nav.label')} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {NAV_LINKS.map((link) => {
                const active = isActiveLink(link.to, pathname);
                return (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      aria-current={active ? 'page' : undefined}
                      className={`rounded-xl px-4 py-2 text-sm font-medium transition-colors ${
                        active ? 'bg-brand-50 text-brand-800' : 'text-muted hover:text-ink'
                      }`}
                    >
                      {t(link.label)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>

          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            <div className="hidden items-center gap-2 lg:flex">
              {auth.isAuth ? (
                <>
                  <Suspense fallback={<span className="block h-10 w-28" />}>
                    <ProfileMenu />
                  </Suspense>
                  <Link to={dashboardPath(auth)} className={buttonClass('primary', 'sm')}>
                    {t('nav.dashboard')}
                  </Link>
                </>
              ) : (
                <>
                  <Link
                    to={back(paths.login)}
                    aria-current={isActiveLink(paths.login, pathname) ? 'page' : undefined}
                    className={buttonClass('ghost', 'sm', 'aria-[current=page]:text-brand-800')}
                  >
                    {t('nav.signIn')}
                  </Link>
                  <Link to={back(paths.register)} className={buttonClass('primary', 'sm')}>
                    {t('nav.getStarted')}
                  </Link>
                </>
              )}
            </div>

            <Link
              to={auth.isAuth ? dashboardPath(auth) : back(paths.login)}
              className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-800 lg:hidden"
              aria-label={t('nav.account')}
            >
              <UserIcon className="size-5" />
            </Link>
          </div>
        </div>
      </header>
      {menuMounted ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
