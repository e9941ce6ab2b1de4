import type { RedFlagKey } from '@reayah/contracts';
import type { Ref } from 'react';
import { PhoneIcon } from '#web/components/ui/area-icons.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { TRIAGE_NS } from '../triage-i18n.ts';

const callClass =
  'inline-flex h-12 items-center justify-center gap-2 rounded-xl px-5 text-base font-semibold focus-visible:outline-white';

/**
 * The red-flag notice, shown above everything when the description may be an emergency:
 * why (the red flag recognised) and what to do (call 14, or the nearest emergency department).
 */
export function UrgentNotice({ reason, ref }: { reason: RedFlagKey | null; ref?: Ref<HTMLElement> }) {
  const { t } = useTranslation(TRIAGE_NS);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="urgent-notice-title"
      className="rounded-2xl bg-red-700 p-5 text-white shadow-lg ring-4 ring-red-200 sm:p-7"
    >
      <h2 id="urgent-notice-title" className="text-2xl font-bold sm:text-3xl">
        {t('notice.title')}
      </h2>
      {reason ? (
        <p className="mt-3 text-lg text-red-50">
          <span className="font-semibold">{t('notice.reasonLabel')}</span> {t(`reasons.${reason}`)}
        </p>
      ) : null}
      <p className="mt-3 text-lg font-semibold sm:text-xl">{t('notice.action')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href="tel:14" className={`${callClass} bg-white text-red-800 hover:bg-red-50`}>
          <PhoneIcon />
          {t('notice.call14')}
        </a>
        <a href="tel:1548" className={`${callClass} border-2 border-white/80 text-white hover:bg-red-800`}>
          <PhoneIcon />
          {t('notice.call1548')}
        </a>
      </div>
      <p className="mt-3 text-sm text-red-50">{t('notice.police')}</p>
    </section>
  );
}
