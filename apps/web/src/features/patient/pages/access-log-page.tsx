import { formatDateTime } from '#web/lib/i18n/format.ts';
import type { AccessLogEntry } from '@reayah/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { type Column, Table } from '#web/components/ui/table.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useAccessLog } from '../api/privacy.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { ListLoading } from '../components/list-loading.tsx';
import { useLoadFailedAlert } from '../components/use-patient.ts';

/** Every time someone other than the patient opened their records, newest first. */
export function AccessLogPage() {
  const { t, i18n } = useTranslation('trust');
  const [page, setPage] = useState(1);
  const log = useAccessLog(page);
  useLoadFailedAlert(log.isError);
  const tr = t as (key: string, options?: object) => string;

  const columns: Column<AccessLogEntry>[] = [
    { key: 'when', header: t('accessLog.when'), cell: (e) => formatDateTime(e.at, i18n.language) },
    {
      key: 'who',
      header: t('accessLog.who'),
      cell: (e) =>
        `${e.actor_name ?? '—'} (${tr(`accessLog.roles.${e.actor_role}`, { doctor: e.for_doctor_name ?? '' })})`,
    },
    {
      key: 'what',
      header: t('accessLog.what'),
      cell: (e) =>
        [
          tr(`accessLog.actions.${e.action}`, { defaultValue: e.action }),
          tr(`accessLog.entities.${e.entity}`, { defaultValue: e.entity }),
          e.label
            ? `“${e.label}”`
            : e.entity === 'file' || e.entity === 'folder'
              ? t('accessLog.deleted')
              : '',
        ]
          .filter(Boolean)
          .join(' · '),
    },
  ];

  return (
    <section>
      <PageHeader title={t('accessLog.title')} />
      <p className="mb-4 text-sm text-muted">{t('accessLog.intro')}</p>
      {log.isPending ? (
        <ListLoading label="…" />
      ) : (
        <Table
          columns={columns}
          rows={log.data?.results ?? []}
          rowKey={(e) => e.id}
          empty={t('accessLog.empty')}
        />
      )}
      <div className="mt-4 flex justify-between">
        <Button
          variant="outline"
          size="sm"
          disabled={!log.data?.previous}
          onClick={() => setPage((p) => p - 1)}
        >
          {t('accessLog.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={!log.data?.next} onClick={() => setPage((p) => p + 1)}>
          {t('accessLog.next')}
        </Button>
      </div>
    </section>
  );
}
