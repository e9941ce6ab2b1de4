import type { AvailableSlot } from '@reayah/contracts';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { showAlert } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDoctorCard } from './api/doctor-card.ts';
import { useBookSlot, useSlots } from './api/slots.ts';
import { BOOKING_NS } from './booking-i18n.ts';
import { ConfirmBookingDialog } from './components/confirm-booking-dialog.tsx';
import { DoctorHeader } from './components/doctor-header.tsx';
import { SlotGrid } from './components/slot-grid.tsx';
import { ForWhomChoice } from './components/for-whom-choice.tsx';
import { WaitlistToggle } from './components/waitlist-toggle.tsx';

/** SPEC §2 Book a doctor: the doctor, their free slots, and a confirmed booking. */
export function BookADoctorPage() {
  const { t } = useTranslation(BOOKING_NS);
  const doctorId = useParams().id ?? '';
  const patientId = useAuth().patientId ?? '';
  const doctor = useDoctorCard(doctorId);
  const slots = useSlots(doctorId);
  const book = useBookSlot(patientId, doctorId);
  const [chosen, setChosen] = useState<AvailableSlot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [relative, setRelative] = useState<number | null>(null);

  const close = () => {
    setChosen(null);
    setError(null);
  };
  const confirm = async () => {
    if (!chosen) return;
    try {
      await book.mutateAsync({ slotId: chosen.id, relative });
      close();
      await showAlert({ icon: 'success', title: t('doneTitle'), text: t('doneText') });
    } catch (failure) {
      // A slot taken or gone meanwhile, or a doctor suspended since the page opened, gets the
      // server's clear reason; anything else SPEC's inline text.
      const explained = failure instanceof ApiError && (failure.status === 409 || failure.status === 404);
      setError(explained ? failure.message : t('failed'));
    }
  };

  return (
    // At least the screen below the fixed navigation bar: a short page (few or no slots, a wide
    // or tall screen) would otherwise end above the footer and leave a white band between them.
    <div className="min-h-[calc(100dvh-var(--spacing-nav))] bg-surface">
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6 lg:py-12">
        {doctor.data ? <DoctorHeader doctor={doctor.data} /> : null}
        {doctor.isError ? (
          <p className="rounded-2xl bg-white p-6 text-center text-muted">{t('doctorMissing')}</p>
        ) : null}
        <section aria-labelledby="slots-heading">
          <h2 id="slots-heading" className="mb-4 text-xl font-semibold text-ink">
            {t('heading')}
          </h2>
          {doctor.data ? <WaitlistToggle doctorId={doctorId} /> : null}
          {slots.isPending ? (
            <div className="grid place-items-center py-12 text-brand-700">
              <Spinner label={t('loading')} />
            </div>
          ) : (
            <SlotGrid slots={slots.data ?? []} onBook={setChosen} />
          )}
        </section>
      </div>
      <ConfirmBookingDialog
        slot={chosen}
        busy={book.isPending}
        error={error}
        onCancel={close}
        onConfirm={() => void confirm()}
      >
        <ForWhomChoice patientId={patientId} value={relative} onChange={setRelative} />
      </ConfirmBookingDialog>
    </div>
  );
}
