import type { AvailableSlot } from '@reayah/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { BOOKING_NS } from '../booking-i18n.ts';

interface Props {
  slot: AvailableSlot | null;
  busy: boolean;
  error: string | null;
  onCancel(): void;
  onConfirm(): void;
  /** Choices shown above the buttons (for whom). */
  children?: ReactNode;
}

/** SPEC §2 'Confirm Booking'; failures show inline. */
export function ConfirmBookingDialog({ slot, busy, error, onCancel, onConfirm, children }: Props) {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <Dialog
      open={slot !== null}
      onClose={busy ? () => undefined : onCancel}
      title={t('confirmTitle')}
      description={t('confirmText')}
      size="sm"
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {t('confirm')}
          </Button>
        </>
      }
    >
      {children}
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
