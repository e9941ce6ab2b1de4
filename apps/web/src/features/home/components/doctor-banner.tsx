import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link } from 'react-router';
import { StethoscopeIcon } from '#web/components/ui/page-icons.tsx';
import { paths } from '#web/lib/paths.ts';

export function DoctorBanner() {
  const { t } = useTranslation('home');
  return (
    <section className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-sky-accent px-6 py-12 text-white sm:px-12">
        <div className="pointer-events-none absolute -end-16 -top-16 size-64 rounded-full bg-white/10" />
        <div className="pointer-events-none absolute -bottom-24 end-32 size-48 rounded-full bg-white/5" />
        <div className="relative flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <div className="flex items-start gap-5">
            <span className="hidden size-14 shrink-0 place-items-center rounded-2xl bg-white/15 sm:grid">
              <StethoscopeIcon className="size-7" />
            </span>
            <div>
              <h2 className="text-2xl font-semibold sm:text-3xl">{t('doctorBanner.title')}</h2>
              <p className="mt-2 max-w-xl text-white/85">{t('doctorBanner.text')}</p>
            </div>
          </div>
          <Link
            to={paths.register}
            className="inline-flex h-12 shrink-0 items-center rounded-xl bg-white px-6 font-medium text-brand-800 shadow-sm hover:bg-brand-50"
          >
            {t('doctorBanner.cta')}
          </Link>
        </div>
      </div>
    </section>
  );
}
