import type { DoctorSlot, Slot } from '@reayah/contracts';
import { useState } from 'react';
import { formatClock, formatClockRange, formatDate } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { type Column, Table } from '#web/components/ui/table.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCreateSlot, useDeleteSlot, useSlots, useUpdateSlot } from '../api/slots.ts';
import { BookedSlotDialog } from '../components/booked-slot-dialog.tsx';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { SlotFormDialog, type SlotValues } from '../components/slot-form-dialog.tsx';
import { StatusPill } from '../components/status-pill.tsx';
import { useDoctorId } from '../hooks/use-doctor-id.ts';
import { VisitKindBadge } from '#web/components/visits/visit-kind-badge.tsx';

const NEW_SLOT: SlotValues = {
  day: '',
  start_time: '',
  end_time: '',
  existing: true,
  visit_kind: 'in_person',
};

/** The doctor's Bookings page: the slots table and its three dialogs. */
export function BookingsPage() {
  const { t } = useTranslation('doctor');
  const { t: tv } = useTranslation('visits');
  const doctorId = useDoctorId();
  const slots = useSlots(doctorId);
  const create = useCreateSlot(doctorId);
  const update = useUpdateSlot(doctorId);
  const remove = useDeleteSlot(doctorId);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Slot | null>(null);
  const [deleting, setDeleting] = useState<DoctorSlot | null>(null);
  /** The slot just created, announced and marked in the table. */
  const [created, setCreated] = useState<Slot | null>(null);

  const columns: Column<DoctorSlot>[] = [
    {
      key: 'day',
      header: t('bookings.date'),
      cell: (s) => <span className="whitespace-nowrap">{formatDate(s.day)}</span>,
    },
    {
      key: 'start',
      header: t('bookings.startTime'),
      cell: (s) => <span className="tabular-nums">{formatClock(s.start_time)}</span>,
    },
    {
      key: 'end',
      header: t('bookings.endTime'),
      cell: (s) => <span className="tabular-nums">{formatClock(s.end_time)}</span>,
    },
    { key: 'kind', header: tv('kind.label'), cell: (s) => <VisitKindBadge kind={s.visit_kind} /> },
    {
      key: 'status',
      header: t('bookings.status'),
      cell: (s) => (
        <span className="flex flex-wrap items-center gap-2">
          <StatusPill
            positive={s.existing}
            label={s.existing ? t('bookings.available') : t('bookings.booked')}
          />
          {s.patient_full_name ? <span className="text-sm text-ink">{s.patient_full_name}</span> : null}
          {created?.id === s.id ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
              {t('bookings.new')}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('bookings.actions'),
      cell: (s) => (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(s)}>
            {t('bookings.edit')}
          </Button>
          <Button size="sm" variant="ghost" className="text-red-600" onClick={() => setDeleting(s)}>
            {t('bookings.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title={t('bookings.title')} subtitle={t('bookings.subtitle')}>
        <Button onClick={() => setCreating(true)}>{t('bookings.new')}</Button>
      </PageHeader>
      {/* Always there, so screen readers announce what appears in it; the focus goes back to New. */}
      <p
        role="status"
        className={created ? 'mb-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800' : ''}
      >
        {created
          ? t('bookings.created', {
              date: formatDate(created.day, { dateStyle: 'full' }),
              time: formatClockRange(created.start_time, created.end_time),
            })
          : null}
      </p>
      {slots.isLoading ? (
        <CenteredSpinner label={t('bookings.loading')} />
      ) : (
        <Table
          columns={columns}
          rows={slots.data ?? []}
          rowKey={(s) => s.id}
          empty={t('bookings.empty')}
          caption={t('bookings.title')}
        />
      )}
      <SlotFormDialog
        mode="create"
        initial={creating ? NEW_SLOT : null}
        onClose={() => setCreating(false)}
        onSubmit={async ({ day, start_time, end_time, visit_kind }) => {
          setCreated(await create.mutateAsync({ day, start_time, end_time, visit_kind }));
        }}
      />
      <SlotFormDialog
        mode="update"
        initial={editing}
        onClose={() => setEditing(null)}
        onSubmit={(input) => update.mutateAsync({ id: editing?.id ?? 0, input })}
      />
      <BookedSlotDialog
        doctorId={doctorId}
        slot={deleting?.appointment ? deleting : null}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={deleting !== null && !deleting.appointment}
        title={t('bookings.deleteTitle')}
        description={t('bookings.deleteText')}
        confirmLabel={t('bookings.delete')}
        cancelLabel={t('form.cancel')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
        errorOf={(e) => (e instanceof ApiError && e.status === 409 ? e.message : t('form.failed'))}
      />
    </section>
  );
}
