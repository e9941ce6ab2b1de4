import { zodResolver } from '@hookform/resolvers/zod';
import { type Appointment, doctorCancelBody } from '@reayah/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { formatClock, formatDate } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useCancelWithReason } from '../api/appointment-life.ts';
import { applyServerErrors } from '../hooks/server-errors.ts';

type Form = z.input<typeof doctorCancelBody>;
type Values = z.output<typeof doctorCancelBody>;

interface Props {
  doctorId: string;
  appointment: Appointment | null;
  onClose(): void;
  /** Called once the server has cancelled it, before the dialog closes. */
  onCancelled(appointment: Appointment): void;
}

const FIELDS = ['reason'] as const;

/**
 * Cancels an upcoming appointment with a reason the patient receives (notification and email).
 * The reason is required; the server's field messages show under it, any other refusal above.
 */
export function CancelWithReasonDialog({ doctorId, appointment, onClose, onCancelled }: Props) {
  const { t } = useTranslation('doctor');
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={appointment !== null}
      onClose={busy ? () => undefined : onClose}
      title={t('appointments.reasonTitle')}
      description={
        appointment
          ? t('appointments.reasonText', {
              name: appointment.patient_full_name,
              date: formatDate(appointment.day, { dateStyle: 'full' }),
              time: formatClock(appointment.start_time),
            })
          : undefined
      }
    >
      {appointment ? (
        <ReasonForm
          doctorId={doctorId}
          appointment={appointment}
          onClose={onClose}
          onCancelled={onCancelled}
          onBusy={setBusy}
        />
      ) : null}
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so it starts empty. */
function ReasonForm({
  doctorId,
  appointment,
  onClose,
  onCancelled,
  onBusy,
}: Props & { appointment: Appointment; onBusy(busy: boolean): void }) {
  const { t } = useTranslation('doctor');
  const cancel = useCancelWithReason(doctorId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Form, unknown, Values>({
    resolver: zodResolver(doctorCancelBody),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async ({ reason }: Values) => {
    setFailure(null);
    onBusy(true);
    try {
      await cancel.mutateAsync({ id: appointment.id, reason });
      onCancelled(appointment);
      onClose();
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, FIELDS, t('form.failed')));
    } finally {
      onBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <TextAreaField
        label={t('appointments.reasonLabel')}
        error={errors.reason?.message}
        required
        {...form.register('reason')}
      />
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
          {t('appointments.reasonKeep')}
        </Button>
        <Button type="submit" variant="danger" loading={isSubmitting}>
          {t('appointments.reasonConfirm')}
        </Button>
      </div>
    </form>
  );
}
