import { useTranslation } from '#web/lib/i18n/index.ts';
import { PhoneIcon } from '#web/components/ui/area-icons.tsx';
import { TRIAGE_NS } from '../triage-i18n.ts';

/** A server message shown in place of the specialty box (rate limit, invalid text). */
export function ServerNotice({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="rounded-2xl bg-amber-50 p-5 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
    >
      {text}
    </p>
  );
}

/**
 * When the description could not be read (too many searches, a refused text, a failure), no red
 * flag was looked for: say so, and how to call for help, rather than let silence reassure.
 */
export function UnreadEmergencyNote() {
  const { t } = useTranslation(TRIAGE_NS);
  return (
    <div className="rounded-2xl bg-white p-5 ring-1 ring-red-200">
      <p className="text-sm text-ink">{t('unread.text')}</p>
      <a
        href="tel:14"
        className="mt-4 inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-red-700 px-5 text-base font-semibold text-white hover:bg-red-800"
      >
        <PhoneIcon />
        {t('notice.call14')}
      </a>
    </div>
  );
}
