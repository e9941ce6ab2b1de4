import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link } from 'react-router';
import { ChevronDownIcon, LogoutIcon, UserIcon } from '#web/components/ui/shell-icons.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { dashboardPath } from '#web/lib/auth/role.ts';

/** The Profile dropdown with Profile, Notifications (both to the role's profile) and Logout. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const target = dashboardPath(auth);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const item = 'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink hover:bg-surface';
  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="flex h-10 items-center gap-2 rounded-xl px-3 text-sm font-medium text-ink hover:bg-surface"
      >
        <span className="grid size-7 place-items-center rounded-full bg-brand-100 text-brand-800">
          <UserIcon className="size-4" />
        </span>
        {t('nav.profileMenu')}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute end-0 top-12 w-56 rounded-2xl border border-line bg-white p-2 shadow-xl"
        >
          <Link to={target} className={item} onClick={() => setOpen(false)}>
            {t('nav.profile')}
          </Link>
          <Link to={target} className={item} onClick={() => setOpen(false)}>
            {t('nav.notifications')}
          </Link>
          <div className="my-1 border-t border-line" />
          {auth.loggingOut ? (
            <div className={`${item} text-muted`}>
              <Spinner className="size-4" label={t('nav.loggingOut')} />
            </div>
          ) : (
            <button type="button" className={`${item} text-red-600`} onClick={() => void auth.logout()}>
              <LogoutIcon className="size-4" />
              {t('nav.logout')}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
