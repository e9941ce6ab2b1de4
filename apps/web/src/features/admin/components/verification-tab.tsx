import type { VerificationItem } from '@reayah/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { type Column, Table } from '#web/components/ui/table.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { adminCalls, useAdminAction, useQueue } from '../api/admin-api.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { specialtyName } from '#web/lib/i18n/specialty-name.ts';

/** Doctors who uploaded a certification: open it, Verify, or Reject with a reason. */
export function VerificationTab() {
  const { t } = useTranslation('admin');
  const queue = useQueue();
  const verify = useAdminAction(adminCalls.verify);
  const reject = useAdminAction(adminCalls.reject);
  const [rejecting, setRejecting] = useState<VerificationItem | null>(null);

  const columns: Column<VerificationItem>[] = [
    { key: 'doctor', header: t('verification.doctor'), cell: (d) => `Dr. ${d.full_name} · ${d.email}` },
    {
      key: 'specialty',
      header: t('verification.specialty'),
      cell: (d) => specialtyName(d.specialization_name) || '—',
    },
    {
      key: 'file',
      header: t('verification.file'),
      cell: (d) => (
        <a href={d.certification} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline">
          {t('verification.open')}
        </a>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('actions')}</span>,
      cell: (d) => (
        <span className="flex gap-2">
          <Button size="sm" onClick={() => verify.mutate(d.doctor_id)} disabled={verify.isPending}>
            {t('verification.verify')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setRejecting(d)}>
            {t('verification.reject')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <Table
        columns={columns}
        rows={queue.data ?? []}
        rowKey={(d) => d.doctor_id}
        empty={t('verification.empty')}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={t('verification.rejectTitle')}
        text={t('verification.rejectText', { name: rejecting?.full_name ?? '' })}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => reject.mutateAsync({ doctorId: rejecting?.doctor_id ?? 0, reason })}
      />
    </>
  );
}
