import { useTranslation } from '#web/lib/i18n/index.ts';
import { HeartIcon } from '#web/components/ui/page-icons.tsx';
import { EyeIcon } from '#web/components/ui/area-icons.tsx';
import { SEARCH_NS } from '../search-i18n.ts';

/** Search results: two static tips. */
export function HealthTips() {
  const { t } = useTranslation(SEARCH_NS);
  const tips = [
    { key: 'eyes', Icon: EyeIcon, title: t('tips.eyes'), text: t('tips.eyesText') },
    { key: 'smoke', Icon: HeartIcon, title: t('tips.smoke'), text: t('tips.smokeText') },
  ];
  return (
    <section aria-labelledby="tips-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
      <h2 id="tips-title" className="text-base font-semibold text-ink">
        {t('tips.title')}
      </h2>
      <ul className="mt-3 space-y-3">
        {tips.map(({ key, Icon, title, text }) => (
          <li key={key} className="flex gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-sky-accent/10 text-sky-accent">
              <Icon />
            </span>
            <div>
              <p className="text-sm font-semibold text-ink">{title}</p>
              <p className="mt-0.5 text-xs leading-relaxed text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
