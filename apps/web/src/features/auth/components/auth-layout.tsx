import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { CheckIcon } from '#web/components/ui/area-icons.tsx';
import { CareIllustration } from './care-illustration.tsx';

interface Props {
  title: string;
  subtitle?: string;
  children: ReactNode;
  aside?: ReactNode;
}

/** Two panes: a calm brand panel (hidden on phones) and the form card. */
export function AuthLayout({ title, subtitle, children, aside }: Props) {
  const { t } = useTranslation('auth');
  const points = [t('side.point1'), t('side.point2'), t('side.point3')];
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-white px-4 py-10 sm:py-16">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl border border-line bg-white shadow-xl shadow-brand-900/5 lg:grid-cols-2">
        <aside className="relative hidden flex-col justify-between bg-gradient-to-br from-brand-700 to-sky-accent p-10 text-white lg:flex">
          <div>
            <h2 className="text-2xl font-semibold leading-snug">{t('side.title')}</h2>
            <p className="mt-3 text-sm leading-relaxed text-white/80">{t('side.text')}</p>
          </div>
          <CareIllustration className="mx-auto my-8 w-full max-w-xs" />
          <ul className="space-y-3 text-sm">
            {points.map((p) => (
              <li key={p} className="flex items-center gap-3">
                <span className="grid size-6 place-items-center rounded-full bg-white/15">
                  <CheckIcon className="size-3.5" />
                </span>
                {p}
              </li>
            ))}
          </ul>
        </aside>
        <section className="p-6 sm:p-10">
          {aside}
          <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{title}</h1>
          {subtitle ? <p className="mt-2 text-sm text-muted">{subtitle}</p> : null}
          <div className="mt-8">{children}</div>
        </section>
      </div>
    </div>
  );
}
