import type { AvailableSlot, DoctorCard, PatientBooking } from '@reayah/contracts';
import { type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { formatClock, formatClockRange } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { BOOKING_NS } from '../booking-i18n.ts';
import { AccountStep } from './account-step.tsx';
import { longDay } from './slot-picker.tsx';

export const REASON_MAX = 500;

interface Props {
  slot: AvailableSlot | null;
  doctor: DoctorCard | undefined;
  /** Null for a visitor, who signs up or in inside the dialog before the booking is made. */
  patientId: string | null;
  /** Signed in without a patient account (a doctor, an assistant): told where booking is made. */
  staff?: boolean;
  /** The patient's upcoming appointment with this doctor, if any: booked again only knowingly. */
  upcoming: PatientBooking | undefined;
  busy: boolean;
  error: string | null;
  onCancel(): void;
  onConfirm(patientId: string, reason: string): Promise<void>;
  /** The reason filled in at first (the symptoms searched), which the patient may change. */
  suggestedReason?: string;
  /** Shown above the reason once the patient is known: who the appointment is for. */
  children?: ReactNode;
}

function Recap({ slot, doctor }: { slot: AvailableSlot; doctor: DoctorCard | undefined }) {
  const { t } = useTranslation(BOOKING_NS);
  const visits = useTranslation('visits').t;
  const name = doctor ? doctor.full_name || `${doctor.first_name} ${doctor.last_name}`.trim() : '';
  const place = slot.visit_kind === 'video' ? t('videoPlace') : doctor?.address || t('noAddress');
  const rows: [string, ReactNode][] = [
    [t('recapDoctor'), <bdi key="d">{t('doctorName', { name })}</bdi>],
    [
      t('recapDate'),
      <span key="a" className="first-letter:uppercase">
        {longDay(slot.day)}
      </span>,
    ],
    [
      t('recapTime'),
      <span key="t" className="tabular-nums">
        {formatClockRange(slot.start_time, slot.end_time)}
      </span>,
    ],
    [t('recapVisit'), visits(`kind.${slot.visit_kind}`)],
    [t('recapPlace'), <bdi key="p">{place}</bdi>],
  ];
  return (
    <dl data-testid="booking-recap" className="divide-y divide-line rounded-xl border border-line text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex gap-3 px-3 py-2">
          <dt className="w-24 shrink-0 text-muted">{label}</dt>
          <dd className="min-w-0 break-words font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The booking, in one dialog: what is booked (doctor, date, time, visit, place), a short optional
 * reason, a warning when an appointment with this doctor is already coming, then Confirm. A
 * visitor continues to sign up or in, in the same dialog, and the booking is made at once after.
 */
export function BookingDialog({
  slot,
  doctor,
  patientId,
  staff = false,
  upcoming,
  suggestedReason = '',
  busy,
  error,
  onCancel,
  onConfirm,
  children,
}: Props) {
  const { t } = useTranslation(BOOKING_NS);
  const [reason, setReason] = useState(suggestedReason);
  const [step, setStep] = useState<'recap' | 'account'>('recap');
  // Each slot chosen starts afresh. The dialog itself stays mounted so that, closed, it gives the
  // focus back to the slot that opened it.
  const [shownSlot, setShownSlot] = useState(slot?.id);
  if (slot && slot.id !== shownSlot) {
    setShownSlot(slot.id);
    setReason(suggestedReason);
    setStep('recap');
  }
  const close = () => {
    setStep('recap');
    onCancel();
  };
  const tooLong = reason.length > REASON_MAX;
  const actions =
    step === 'account' ? (
      <Button variant="ghost" onClick={() => setStep('recap')} disabled={busy}>
        {t('back')}
      </Button>
    ) : (
      <>
        <Button variant="ghost" onClick={close} disabled={busy}>
          {t('cancel')}
        </Button>
        {patientId ? (
          <Button onClick={() => void onConfirm(patientId, reason)} loading={busy} disabled={tooLong}>
            {t('confirm')}
          </Button>
        ) : staff ? null : (
          <Button onClick={() => setStep('account')} disabled={tooLong}>
            {t('continue')}
          </Button>
        )}
      </>
    );
  return (
    <Dialog
      open={slot !== null}
      onClose={busy ? () => undefined : close}
      title={t('confirmTitle')}
      size="md"
      actions={actions}
    >
      {slot ? (
        <div className="space-y-4">
          <Recap slot={slot} doctor={doctor} />
          {staff && !patientId ? (
            <p role="status" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t('staffCannotBook')}
            </p>
          ) : step === 'recap' ? (
            <>
              {children}
              {upcoming ? (
                <p role="status" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  {t('sameDoctor', { date: longDay(upcoming.day), time: formatClock(upcoming.start_time) })}
                </p>
              ) : null}
              <TextAreaField
                label={t('reason')}
                value={reason}
                maxLength={REASON_MAX + 50}
                onChange={(e) => setReason(e.target.value)}
                error={tooLong ? t('reasonTooLong', { count: REASON_MAX }) : undefined}
                placeholder={t('reasonHint')}
                className="min-h-20"
              />
            </>
          ) : (
            <AccountStep onSignedIn={(id) => onConfirm(id, reason)} />
          )}
          {error ? (
            <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
