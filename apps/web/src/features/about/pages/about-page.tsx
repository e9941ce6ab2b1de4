import { useTranslation } from '#web/lib/i18n/index.ts';
import { Accordion } from '#web/components/ui/accordion.tsx';
import { FadeIn } from '#web/components/ui/fade-in.tsx';
import { HeartIcon } from '#web/components/ui/page-icons.tsx';
import { TeamCard } from '../components/team-card.tsx';

/** About: a leadership team of five and the key features in an accordion. */
export function AboutPage() {
  const { t } = useTranslation('about');
  const team = t('team', { returnObjects: true });
  const features = t('features', { returnObjects: true }).map((f) => ({
    id: f.id,
    title: f.title,
    content: f.description,
  }));

  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50/70 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:py-24">
          <div>
            <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t('title')}</h1>
            <p className="mt-5 text-lg leading-relaxed text-muted">{t('intro')}</p>
          </div>
          <div className="rounded-3xl bg-brand-700 p-8 text-white shadow-xl shadow-brand-900/10">
            <div className="flex items-center justify-between">
              <HeartIcon className="size-8 text-brand-200" />
              <span lang="ar" dir="rtl" className="text-3xl font-semibold text-brand-300">
                {t('arabicName')}
              </span>
            </div>
            <h2 className="mt-4 text-xl font-semibold">{t('missionTitle')}</h2>
            <p className="mt-3 leading-relaxed text-brand-50">{t('mission')}</p>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('teamTitle')}</h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {team.map((member, i) => (
            <li key={member.name}>
              <FadeIn delayMs={i * 60} className="h-full">
                <TeamCard {...member} index={i} />
              </FadeIn>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-surface">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <h2 className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
            {t('featuresTitle')}
          </h2>
          <div className="mt-10">
            <Accordion items={features} />
          </div>
        </div>
      </section>
    </div>
  );
}
