import type { PatientBooking } from '@reayah/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { fullDateAndClock } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths } from '#web/lib/paths.ts';
import { useCancelBooking } from '../api/appointment-life.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

interface Props {
  booking: PatientBooking | null;
  patientId: string;
  onClose(): void;
  /** Called once the server has cancelled it, before the dialog closes. */
  onCancelled(booking: PatientBooking): void;
}

/**
 * Asks before an appointment is cancelled, naming the doctor and the date. A refusal (it started,
 * or it is within the notice) shows the server's words and a way to write to the doctor instead.
 */
export function CancelBookingDialog({ booking, patientId, onClose, onCancelled }: Props) {
  const { t } = useTranslation(PATIENT_NS);
  const cancel = useCancelBooking(patientId);
  const [failure, setFailure] = useState<{ text: string; refused: boolean } | null>(null);
  const messageLink = useRef<HTMLAnchorElement>(null);
  const refused = failure?.refused ?? false;
  // The confirm button is gone once refused: focus goes to what the patient can do instead.
  useEffect(() => {
    if (refused) messageLink.current?.focus();
  }, [refused]);

  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!booking) return;
    setFailure(null);
    try {
      await cancel.mutateAsync(booking);
      onCancelled(booking);
      close();
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409;
      const detail = conflict && typeof error.body.detail === 'string' ? error.body.detail : null;
      setFailure({ text: detail ?? t('appoints.changeFailed'), refused: conflict });
    }
  };

  const name = booking?.doctor_name ?? '';
  return (
    <Dialog
      open={booking !== null}
      onClose={cancel.isPending ? () => undefined : close}
      size="sm"
      title={t('appoints.cancelTitle')}
      description={
        booking
          ? t('appoints.cancelText', {
              name,
              ...fullDateAndClock(booking.day, booking.start_time),
            })
          : undefined
      }
      actions={
        refused ? (
          <Button variant="ghost" onClick={close}>
            {t('appoints.close')}
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={close} disabled={cancel.isPending} data-autofocus>
              {t('appoints.cancelKeep')}
            </Button>
            <Button variant="danger" loading={cancel.isPending} onClick={() => void confirm()}>
              {t('appoints.cancelConfirm')}
            </Button>
          </>
        )
      }
    >
      {failure ? (
        <div role="alert" className="space-y-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          <p>{failure.text}</p>
          {failure.refused ? (
            <Link
              ref={messageLink}
              to={paths.patient.inbox(patientId)}
              className={buttonClass('outline', 'sm')}
            >
              {t('appoints.messageDoctor', { name })}
            </Link>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
