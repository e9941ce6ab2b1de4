import type { VisitKind } from '@reayah/contracts';
import { useTranslation } from '#web/lib/i18n/index.ts';

const STYLE: Record<VisitKind, string> = {
  in_person: 'bg-slate-100 text-slate-800',
  video: 'bg-sky-100 text-sky-900',
};

/** "In person" or "Video visit", shown on slots and appointments before anyone books or joins. */
export function VisitKindBadge({ kind, className = '' }: { kind: VisitKind; className?: string }) {
  const { t } = useTranslation('visits');
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-medium ${STYLE[kind]} ${className}`}
    >
      {t(`kind.${kind}`)}
    </span>
  );
}
