import { zodResolver } from '@hookform/resolvers/zod';
import { type Appointment, doctorCancelBody } from '@reayah/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { ItemFormDialog } from '#web/components/ui/item-form-dialog.tsx';
import { FailureNote, TextAreaField } from '#web/components/ui/field.tsx';
import { fullDateAndClock } from '#web/lib/i18n/format.ts';
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
  return (
    <ItemFormDialog
      item={appointment}
      onClose={onClose}
      title={t('appointments.reasonTitle')}
      describe={(a) =>
        t('appointments.reasonText', {
          name: a.patient_full_name,
          ...fullDateAndClock(a.day, a.start_time),
        })
      }
    >
      {(a, setBusy) => (
        <ReasonForm
          doctorId={doctorId}
          appointment={a}
          onClose={onClose}
          onCancelled={onCancelled}
          onBusy={setBusy}
        />
      )}
    </ItemFormDialog>
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
      <FailureNote>{failure}</FailureNote>
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
