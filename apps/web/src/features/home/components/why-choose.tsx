import { useTranslation } from '#web/lib/i18n/index.ts';
import { FadeIn } from '#web/components/ui/fade-in.tsx';
import { ClockIcon, MapPinIcon, ShieldIcon, WalletIcon } from '#web/components/ui/page-icons.tsx';
import { SectionHeading } from './section-heading.tsx';

const ICONS = [ClockIcon, MapPinIcon, WalletIcon, ShieldIcon];

export function WhyChoose() {
  const { t } = useTranslation('home');
  const cards = t('why.cards', { returnObjects: true });
  return (
    <section className="bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <SectionHeading title={t('why.title')} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card, i) => {
            const Icon = ICONS[i % ICONS.length] ?? ShieldIcon;
            return (
              <li key={card.title}>
                <FadeIn delayMs={i * 80} className="h-full">
                  <div className="h-full rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line transition hover:shadow-lg">
                    <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
                      <Icon className="size-6" />
                    </span>
                    <h3 className="mt-5 font-semibold">{card.title}</h3>
                    <p className="mt-2 text-sm leading-relaxed text-muted">{card.text}</p>
                  </div>
                </FadeIn>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
