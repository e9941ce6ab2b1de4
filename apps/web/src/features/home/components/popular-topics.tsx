import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link } from 'react-router';
import { FadeIn } from '#web/components/ui/fade-in.tsx';
import {
  ActivityIcon,
  BrainIcon,
  HeartIcon,
  RibbonIcon,
  SparkleIcon,
  VirusIcon,
} from '#web/components/ui/page-icons.tsx';
import { paths } from '#web/lib/paths.ts';
import { SectionHeading } from './section-heading.tsx';

const ICONS: ComponentType<SVGProps<SVGSVGElement>>[] = [
  HeartIcon,
  BrainIcon,
  VirusIcon,
  ActivityIcon,
  RibbonIcon,
  SparkleIcon,
];
const TINTS = [
  'bg-rose-50 text-rose-600',
  'bg-violet-50 text-violet-600',
  'bg-sky-50 text-sky-700',
  'bg-amber-50 text-amber-600',
  'bg-pink-50 text-pink-600',
  'bg-brand-50 text-brand-700',
];

export function PopularTopics() {
  const { t } = useTranslation('home');
  const topics = t('topics.items', { returnObjects: true });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <SectionHeading title={t('topics.title')} subtitle={t('topics.subtitle')} />
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {topics.map((topic, i) => {
          const Icon = ICONS[i % ICONS.length] ?? HeartIcon;
          return (
            <li key={topic}>
              <FadeIn delayMs={i * 50} className="h-full">
                <Link
                  to={paths.blogs}
                  className="group flex h-full flex-col items-center gap-3 rounded-2xl border border-line bg-white p-5 text-center transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg"
                >
                  <span className={`grid size-12 place-items-center rounded-2xl ${TINTS[i % TINTS.length]}`}>
                    <Icon className="size-6" />
                  </span>
                  <span className="text-sm font-medium text-ink">{topic}</span>
                </Link>
              </FadeIn>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
