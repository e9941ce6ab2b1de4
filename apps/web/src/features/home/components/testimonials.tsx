import { useTranslation } from '#web/lib/i18n/index.ts';
import { FadeIn } from '#web/components/ui/fade-in.tsx';
import { QuoteIcon, StarIcon } from '#web/components/ui/page-icons.tsx';
import { SectionHeading } from './section-heading.tsx';

export function Testimonials() {
  const { t } = useTranslation('home');
  const items = t('testimonials.items', { returnObjects: true });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
      <SectionHeading title={t('testimonials.title')} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {items.map((item, i) => (
          <li key={item.name}>
            <FadeIn delayMs={i * 100} className="h-full">
              <figure className="flex h-full flex-col rounded-3xl border border-line bg-white p-7">
                <QuoteIcon className="size-8 text-brand-200" />
                <div className="mt-3 flex gap-0.5 text-amber-400" aria-hidden="true">
                  {[0, 1, 2, 3, 4].map((s) => (
                    <StarIcon key={s} />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 text-sm leading-relaxed text-ink">{item.text}</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span className="grid size-10 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">
                    {item.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block text-sm font-semibold">{item.name}</span>
                    <span className="block text-xs text-muted">{item.city}</span>
                  </span>
                </figcaption>
              </figure>
            </FadeIn>
          </li>
        ))}
      </ul>
    </section>
  );
}
