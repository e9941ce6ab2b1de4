import { PhoneIcon } from '#web/components/ui/area-icons.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { TRIAGE_NS } from '../triage-i18n.ts';

/** Shown calmly, as information, when a person says they have no thoughts of harming themselves. */
export function HelplineNote() {
  const { t } = useTranslation(TRIAGE_NS);
  return (
    <aside
      aria-labelledby="helpline-title"
      className="rounded-2xl bg-brand-50 p-5 text-ink ring-1 ring-brand-100 sm:p-6"
    >
      <h2 id="helpline-title" className="font-semibold">
        {t('helpline.title')}
      </h2>
      <p className="mt-1 text-sm">{t('helpline.text')}</p>
      <a
        href="tel:14"
        className="mt-3 inline-flex items-center gap-2 font-semibold text-brand-800 underline underline-offset-4"
      >
        <PhoneIcon />
        {t('notice.call14')}
      </a>
    </aside>
  );
}
