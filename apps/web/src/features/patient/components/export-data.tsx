import type { DataExport } from '@reayah/contracts';
import { useState } from 'react';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { formatDateTime, formatNumber } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { exportDownloadUrl, useDataExport, useStartExport } from '../api/account-data.ts';

/** The ZIP's size as the language writes it: "2.4 MB", "2,4 Mo". */
function sizeText(bytes: number): string {
  const [value, unit] =
    bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / (1024 * 1024), 'megabyte'];
  return formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}

/** A ready export whose link still works (the server answers 410 after `expires_at`). */
const downloadable = (e: DataExport, now: number) =>
  e.status === 'ready' && e.expires_at !== null && Date.parse(e.expires_at) > now;

/**
 * "Export my data": starts the export, shows its progress live from the event stream, then the
 * download link until it expires.
 */
export function ExportData({ patientId }: { patientId: string }) {
  const { t } = useTranslation('account-data');
  const current = useDataExport(patientId);
  const start = useStartExport(patientId);
  const [now] = useState(() => Date.now());
  const data = current.data ?? null;
  const running = data?.status === 'queued' || data?.status === 'building';
  const ready = data !== null && downloadable(data, now);

  return (
    <section aria-labelledby="export-title" className="rounded-2xl border border-line bg-white p-6">
      <h2 id="export-title" className="text-lg font-semibold text-ink">
        {t('export.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('export.intro')}</p>

      {running ? (
        <div className="mt-4 space-y-2" aria-live="polite">
          <p className="text-sm text-ink">
            {data.status === 'queued'
              ? t('export.queued')
              : t('export.building', { progress: formatNumber(data.progress) })}
          </p>
          <div
            role="progressbar"
            aria-label={t('export.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={data.progress}
            className="h-2 overflow-hidden rounded-full bg-surface"
          >
            <div className="h-full bg-brand-600 transition-all" style={{ width: `${data.progress}%` }} />
          </div>
        </div>
      ) : null}

      {ready ? (
        <div className="mt-4 space-y-2" aria-live="polite">
          <p className="text-sm font-medium text-ink">{t('export.ready')}</p>
          <a href={exportDownloadUrl(patientId, data.id)} download className={buttonClass('secondary', 'md')}>
            {t('export.download', { size: sizeText(data.size ?? 0) })}
          </a>
          <p className="text-xs text-muted">
            {t('export.until', { date: formatDateTime(data.expires_at ?? '') })} {t('export.oneAtATime')}
          </p>
        </div>
      ) : null}

      {data?.status === 'failed' || start.isError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {start.isError ? t('export.startFailed') : t('export.failed')}
        </p>
      ) : null}

      {running || ready ? null : (
        <div className="mt-4">
          <Button loading={start.isPending} disabled={current.isPending} onClick={() => start.mutate()}>
            {t('export.start')}
          </Button>
        </div>
      )}
    </section>
  );
}
