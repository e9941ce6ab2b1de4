import type { AvailableSlot, PatientBooking } from '@reayah/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FailureNote } from '#web/components/ui/field.tsx';
import { ItemFormDialog } from '#web/components/ui/item-form-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { VisitKindBadge } from '#web/components/visits/visit-kind-badge.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatClockRange, formatDate, fullDateAndClock } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { freeSlotsQuery, useMoveBooking } from '../api/appointment-life.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

interface Props {
  booking: PatientBooking | null;
  patientId: string;
  onClose(): void;
  /** Called once the server has moved it, before the dialog closes. */
  onMoved(booking: PatientBooking, slot: AvailableSlot): void;
}

/** The slots by day, each day's in time order. */
function byDay(slots: readonly AvailableSlot[]): [string, AvailableSlot[]][] {
  const days = new Map<string, AvailableSlot[]>();
  const sorted = [...slots].sort((a, b) =>
    `${a.day} ${a.start_time}`.localeCompare(`${b.day} ${b.start_time}`),
  );
  for (const slot of sorted) days.set(slot.day, [...(days.get(slot.day) ?? []), slot]);
  return [...days];
}

/** Moves an appointment to another free slot of the same doctor, chosen from a list by day. */
export function MoveBookingDialog({ booking, patientId, onClose, onMoved }: Props) {
  const { t } = useTranslation(PATIENT_NS);
  return (
    <ItemFormDialog
      item={booking}
      onClose={onClose}
      title={t('appoints.moveTitle')}
      describe={(b) =>
        t('appoints.moveText', {
          name: b.doctor_name,
          ...fullDateAndClock(b.day, b.start_time),
        })
      }
    >
      {(b, setBusy) => (
        <MoveForm booking={b} patientId={patientId} onClose={onClose} onMoved={onMoved} onBusy={setBusy} />
      )}
    </ItemFormDialog>
  );
}

/** Mounted each time the dialog opens, so it starts with nothing chosen. */
function MoveForm({
  booking,
  patientId,
  onClose,
  onMoved,
  onBusy,
}: Props & { booking: PatientBooking; onBusy(busy: boolean): void }) {
  const { t } = useTranslation(PATIENT_NS);
  const slots = useQuery(freeSlotsQuery(String(booking.doctor)));
  const move = useMoveBooking(patientId);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A slot that left the list (taken meanwhile) is no longer chosen.
  const chosen = slots.data?.find((s) => s.id === chosenId) ?? null;

  const submit = async () => {
    if (!chosen) {
      setFailure(t('appoints.moveChoose'));
      return;
    }
    setFailure(null);
    onBusy(true);
    try {
      await move.mutateAsync({ booking, slot: chosen });
      onMoved(booking, chosen);
      onClose();
    } catch (error) {
      // 409: the slot was just taken and nothing changed; the list is refreshed meanwhile.
      const detail =
        error instanceof ApiError && typeof error.body.detail === 'string' ? error.body.detail : null;
      setFailure(detail ?? t('appoints.changeFailed'));
      setChosenId(null);
    } finally {
      onBusy(false);
    }
  };

  const days = byDay(slots.data ?? []);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="space-y-4"
    >
      {slots.isPending ? (
        <div className="grid place-items-center py-8 text-brand-700">
          <Spinner label={t('appoints.moveLoading')} />
        </div>
      ) : slots.isError ? (
        <FailureNote>{t('appoints.moveLoadFailed')}</FailureNote>
      ) : days.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted">
          {t('appoints.moveNone', { name: booking.doctor_name })}
        </p>
      ) : (
        <fieldset className="max-h-[50dvh] space-y-4 overflow-y-auto pe-1">
          <legend className="mb-2 text-sm font-medium text-ink">{t('appoints.moveSlots')}</legend>
          {days.map(([day, list]) => (
            <fieldset key={day}>
              <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">
                {formatDate(day, { weekday: 'long', day: 'numeric', month: 'long' })}
              </legend>
              <div className="flex flex-wrap gap-2">
                {list.map((slot) => (
                  <label
                    key={slot.id}
                    className="flex cursor-pointer items-center gap-2 rounded-xl border border-line px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100"
                  >
                    <input
                      type="radio"
                      name="slot"
                      value={slot.id}
                      checked={chosenId === slot.id}
                      onChange={() => setChosenId(slot.id)}
                      className="accent-brand-700"
                    />
                    <span className="tabular-nums">{formatClockRange(slot.start_time, slot.end_time)}</span>
                    <VisitKindBadge kind={slot.visit_kind} />
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </fieldset>
      )}
      <FailureNote>{failure}</FailureNote>
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={onClose} disabled={move.isPending}>
          {t('appoints.moveKeep')}
        </Button>
        <Button type="submit" loading={move.isPending} disabled={days.length === 0}>
          {t('appoints.moveConfirm')}
        </Button>
      </div>
    </form>
  );
}
