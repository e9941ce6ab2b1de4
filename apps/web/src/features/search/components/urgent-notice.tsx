import { useTranslation } from '../../../lib/i18n/index.ts';
import { PhoneIcon } from '../../../components/ui/page-icons.tsx';
import { SEARCH_NS } from '../search-i18n.ts';

const callClass =
  'inline-flex h-12 items-center justify-center gap-2 rounded-xl px-5 text-base font-semibold focus-visible:outline-white';

/** The red-flag notice: shown above everything when the description may be an emergency. */
export function UrgentNotice({ reason }: { reason: string | null }) {
  const { t } = useTranslation(SEARCH_NS);
  return (
    <section
      role="alert"
      className="rounded-2xl bg-red-700 p-5 text-white shadow-lg ring-4 ring-red-200 sm:p-7"
    >
      <h2 className="text-2xl font-bold sm:text-3xl">{t('urgent.title')}</h2>
      <p className="mt-3 text-lg font-semibold sm:text-xl">{t('urgent.action')}</p>
      {reason ? (
        <p className="mt-3 text-base text-red-50">
          <span className="font-semibold">{t('urgent.reasonLabel')}</span> {reason}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-3">
        <a href="tel:14" className={`${callClass} bg-white text-red-800 hover:bg-red-50`}>
          <PhoneIcon />
          {t('urgent.call14')}
        </a>
        <a href="tel:1548" className={`${callClass} border-2 border-white/80 text-white hover:bg-red-800`}>
          <PhoneIcon />
          {t('urgent.call1548')}
        </a>
      </div>
      <p className="mt-3 text-sm text-red-50">{t('urgent.samu')}</p>
    </section>
  );
}
