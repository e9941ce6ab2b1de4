import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link } from 'react-router';
import { Accordion } from '#web/components/ui/accordion.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { FadeIn } from '#web/components/ui/fade-in.tsx';
import { paths } from '#web/lib/paths.ts';

/** FAQ: four questions in an accordion; items fade in when scrolled into view. */
export function FaqPage() {
  const { t } = useTranslation('faq');
  const items = t('items', { returnObjects: true }).map((item, i) => ({
    id: i,
    title: item.question,
    content: item.answer,
  }));
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-white">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:py-24">
        <header className="text-center">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="mx-auto mt-4 max-w-xl text-muted">{t('subtitle')}</p>
        </header>
        <div className="mt-12">
          <Accordion
            items={items}
            // The questions sit right under the page's h1.
            headingLevel={2}
            wrap={(node, i) => (
              <FadeIn key={i} delayMs={i * 80}>
                {node}
              </FadeIn>
            )}
          />
        </div>
        <div className="mt-12 text-center">
          <Link to={paths.contact} className={buttonClass('secondary', 'md')}>
            {t('contactCta')}
          </Link>
        </div>
      </div>
    </div>
  );
}
