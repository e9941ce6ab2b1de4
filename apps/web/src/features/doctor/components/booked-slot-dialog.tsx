import { bookedSlotCancelBody, type DoctorSlot } from '@reayah/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { fullDateAndClock } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useCancelBookedSlot } from '../api/opening-hours.ts';

interface Props {
  doctorId: string;
  slot: DoctorSlot | null;
  onClose(): void;
}

/** Deleting a booked slot: it names the patient, asks the reason, and cancels their appointment. */
export function BookedSlotDialog({ doctorId, slot, onClose }: Props) {
  const { t } = useTranslation('doctor');
  const cancel = useCancelBookedSlot(doctorId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!slot) return;
    const parsed = bookedSlotCancelBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await cancel.mutateAsync({ slotId: slot.id, reason: parsed.data.reason });
      close();
    } catch (e) {
      const body = e instanceof ApiError ? e.body : {};
      const field = Array.isArray(body.reason) ? String(body.reason[0]) : undefined;
      setError(field ?? (typeof body.detail === 'string' ? body.detail : t('form.failed')));
    }
  };
  return (
    <Dialog
      open={slot !== null}
      onClose={cancel.isPending ? () => undefined : close}
      title={t('bookings.deleteBookedTitle')}
      description={
        slot
          ? t('bookings.deleteBookedText', {
              name: slot.patient_full_name ?? '',
              ...fullDateAndClock(slot.day, slot.start_time),
            })
          : undefined
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextAreaField
          label={t('appointments.reasonLabel')}
          value={reason}
          error={error}
          required
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={close} disabled={cancel.isPending}>
            {t('appointments.reasonKeep')}
          </Button>
          <Button type="submit" variant="danger" loading={cancel.isPending}>
            {t('bookings.deleteBookedConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
