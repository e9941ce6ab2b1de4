import type { Relative } from '@reayah/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useRelatives, useRemoveRelative } from '../api/relatives.ts';
import { formatDate } from '../components/format.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { ListLoading } from '../components/list-loading.tsx';
import { PlusIcon } from '../components/patient-icons.tsx';
import { RelativeDialog } from '../components/relative-dialog.tsx';
import { useLoadFailedAlert, usePatientId } from '../components/use-patient.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

/** The people the patient books for (a child, a parent): listed, added, edited, removed. */
export function RelativesPage() {
  const { t } = useTranslation(PATIENT_NS);
  const tc = useTranslation('common').t;
  const patientId = usePatientId();
  const relatives = useRelatives(patientId);
  const remove = useRemoveRelative(patientId);
  const [editing, setEditing] = useState<Relative | 'new' | null>(null);
  const [removing, setRemoving] = useState<Relative | null>(null);
  useLoadFailedAlert(relatives.isError);

  const closeRemove = () => {
    remove.reset();
    setRemoving(null);
  };
  const list = relatives.data ?? [];

  return (
    <section>
      <PageHeader title={t('relatives.title')}>
        <Button onClick={() => setEditing('new')}>
          <PlusIcon className="size-4" />
          {t('relatives.add')}
        </Button>
      </PageHeader>
      <p className="mb-4 text-sm text-muted">{t('relatives.intro')}</p>
      {relatives.isPending ? (
        <ListLoading label={t('loading')} />
      ) : list.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white px-4 py-8 text-center text-muted">
          {t('relatives.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('relatives.title')}>
          {list.map((r) => (
            <li key={r.id} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
              <p className="text-base font-semibold text-ink">
                <bdi>{r.full_name}</bdi>
              </p>
              <p className="mt-1 text-sm text-muted">
                {tc(`relations.${r.relation}`)} · {t(`relatives.sexes.${r.sex}`)} ·{' '}
                {t('relatives.born', { date: formatDate(r.date_of_birth) })}
              </p>
              <div className="mt-3 flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('relatives.editNamed', { name: r.full_name })}
                  onClick={() => setEditing(r)}
                >
                  {t('relatives.edit')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('relatives.removeNamed', { name: r.full_name })}
                  onClick={() => setRemoving(r)}
                >
                  {t('relatives.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <RelativeDialog
        patientId={patientId}
        relative={editing === 'new' || editing === null ? undefined : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('relatives.removeTitle')}
        description={removing ? t('relatives.removeText', { name: removing.full_name }) : undefined}
        confirmLabel={t('relatives.remove')}
        cancelLabel={t('relatives.cancel')}
        onConfirm={async () => {
          if (removing) await remove.mutateAsync(removing.id);
        }}
        onClose={closeRemove}
        errorOf={() => t('loadFailedText')}
      />
    </section>
  );
}
