import type { AppointmentRelative } from '@reayah/contracts';
import { useTranslation } from '#web/lib/i18n/index.ts';

/** "for Yacine (Child)": who comes to an appointment booked for a relative; nothing otherwise. */
export function RelativeLabel({ relative }: { relative: AppointmentRelative }) {
  const { t } = useTranslation('common');
  if (!relative) return null;
  const relation = relative.relation ? t(`relations.${relative.relation}`) : '';
  return (
    <span className="block text-xs font-medium text-brand-700" data-testid="relative-label">
      {relation ? t('forRelative', { name: relative.name, relation }) : relative.name}
    </span>
  );
}
