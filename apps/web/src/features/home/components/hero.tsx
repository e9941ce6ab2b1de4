import { DOCTORS_ONLINE } from '@reayah/contracts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { rawDoctorId } from '#web/lib/auth/auth-storage.ts';
import { paths } from '#web/lib/paths.ts';
import { HeroIllustration } from './hero-illustration.tsx';
import { SymptomSearch } from './symptom-search.tsx';

export function Hero() {
  const { t } = useTranslation('home');
  const { isAuth, patientId } = useAuth();
  // The symptom search shows to visitors and to a signed-in patient (a stored patientId and the
  // doctorId stored as the text 'null'), not to a doctor's or an administrator's account.
  const isPatient = isAuth && patientId !== null && rawDoctorId() === 'null';
  const searches = !isAuth || isPatient;

  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="pointer-events-none absolute -end-40 -top-40 size-[32rem] rounded-full bg-brand-100/60 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-4 pb-16 pt-12 sm:px-6 lg:grid-cols-2 lg:pb-24 lg:pt-20">
        <div>
          <span className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
            <span className="size-2 rounded-full bg-brand-500" />
            {t('hero.eyebrow')}
          </span>
          <h1 className="mt-5 text-4xl font-bold leading-tight tracking-tight text-ink sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted">{t('hero.text')}</p>
          {searches ? <SymptomSearch /> : null}
          {isPatient ? null : (
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={paths.register} className={buttonClass('primary', 'lg')}>
                {t('hero.primary')}
              </Link>
              <Link to={paths.about} className={buttonClass('outline', 'lg')}>
                {t('hero.secondary')}
              </Link>
            </div>
          )}
          <p className="mt-6 max-w-xl text-xs leading-relaxed text-muted">{t('hero.disclaimer')}</p>
        </div>
        <div className="relative">
          <HeroIllustration className="mx-auto w-full max-w-lg" />
          <div className="absolute bottom-4 start-2 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-lg ring-1 ring-line sm:start-6">
            <span className="relative flex size-3">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-green-400 opacity-75" />
              <span className="relative inline-flex size-3 rounded-full bg-green-500" />
            </span>
            <span className="text-sm font-semibold text-ink">
              {t('hero.online', { count: DOCTORS_ONLINE })}
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
