import { useTranslation } from '#web/lib/i18n/index.ts';
import { FadeIn } from '#web/components/ui/fade-in.tsx';
import { SectionHeading } from './section-heading.tsx';

export function HowItWorks() {
  const { t } = useTranslation('home');
  const steps = t('how.steps', { returnObjects: true });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
      <SectionHeading title={t('how.title')} subtitle={t('how.subtitle')} />
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step.title}>
            <FadeIn delayMs={i * 100} className="h-full">
              <div className="relative h-full rounded-3xl border border-line bg-white p-7">
                <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-sky-accent text-lg font-bold text-white shadow-md">
                  {i + 1}
                </span>
                <h3 className="mt-5 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{step.text}</p>
              </div>
            </FadeIn>
          </li>
        ))}
      </ol>
    </section>
  );
}
