import type { AuditEntry } from '@reayah/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { type Column, Table } from '#web/components/ui/table.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useAudit } from '../api/admin-api.ts';

type Filter = { actor?: string; patient?: string; action?: string; entity?: string; page: number };
const FIELDS = ['actor', 'patient', 'action', 'entity'] as const;

/** Who did what to which record, when, from where: metadata only, filterable. */
export function AuditTab() {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [filter, setFilter] = useState<Filter>({ page: 1 });
  const audit = useAudit(filter);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ ...draft, page: 1 });
  };

  const columns: Column<AuditEntry>[] = [
    { key: 'when', header: t('audit.when'), cell: (a) => new Date(a.at).toLocaleString() },
    { key: 'who', header: t('audit.who'), cell: (a) => a.actor_email ?? '—' },
    { key: 'action', header: t('audit.action'), cell: (a) => a.action },
    {
      key: 'record',
      header: t('audit.record'),
      cell: (a) =>
        `${a.entity}${a.entity_id ? ` #${a.entity_id}` : ''}${a.patient_id ? ` · patient #${a.patient_id}` : ''}`,
    },
    { key: 'from', header: t('audit.from'), cell: (a) => a.ip ?? '—' },
  ];

  return (
    <>
      <form onSubmit={submit} className="mb-4 grid gap-3 sm:grid-cols-5 sm:items-end">
        {FIELDS.map((f) => (
          <TextField
            key={f}
            label={t(`audit.${f}`)}
            value={draft[f] ?? ''}
            inputMode={f === 'actor' || f === 'patient' ? 'numeric' : undefined}
            onChange={(e) => setDraft((d) => ({ ...d, [f]: e.target.value.trim() }))}
          />
        ))}
        <Button type="submit">{t('audit.filter')}</Button>
      </form>
      <Table
        columns={columns}
        rows={audit.data?.results ?? []}
        rowKey={(a) => a.id}
        empty={t('audit.empty')}
      />
      <div className="mt-4 flex justify-between">
        <Button
          variant="outline"
          size="sm"
          disabled={!audit.data?.previous}
          onClick={() => setFilter((f) => ({ ...f, page: f.page - 1 }))}
        >
          {t('previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!audit.data?.next}
          onClick={() => setFilter((f) => ({ ...f, page: f.page + 1 }))}
        >
          {t('next')}
        </Button>
      </div>
    </>
  );
}
