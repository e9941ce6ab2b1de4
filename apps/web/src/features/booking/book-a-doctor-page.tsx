import { algeriaDay, type AvailableSlot } from '@reayah/contracts';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { signedInAsStaff } from '#web/lib/auth/staff.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths } from '#web/lib/paths.ts';
import { useDoctorCard } from './api/doctor-card.ts';
import { useBookSlot, useMyBookings, useSlots } from './api/slots.ts';
import { BOOKING_NS } from './booking-i18n.ts';
import { BookingDialog, REASON_MAX } from './components/booking-dialog.tsx';
import { DoctorHeader, DoctorHeaderSkeleton } from './components/doctor-header.tsx';
import { ForWhomChoice } from './components/for-whom-choice.tsx';
import { SlotPicker } from './components/slot-picker.tsx';
import { WaitlistToggle } from './components/waitlist-toggle.tsx';

/**
 * Book a doctor, open to visitors: the doctor, their free slots by day, and the booking.
 * A visitor signs up or in inside the booking; the confirmation has a page of its own.
 */
export function BookADoctorPage() {
  const { t } = useTranslation(BOOKING_NS);
  const navigate = useNavigate();
  const doctorId = useParams().id ?? '';
  const auth = useAuth();
  const patientId = auth.patientId ?? null;
  const staff = signedInAsStaff(auth);
  // The symptoms searched before choosing this doctor, if the search page led here.
  const searched: unknown = (useLocation().state as { reason?: unknown } | null)?.reason;
  const suggestedReason = typeof searched === 'string' ? searched.slice(0, REASON_MAX) : '';
  const doctor = useDoctorCard(doctorId);
  const slots = useSlots(doctorId);
  const mine = useMyBookings(patientId);
  const book = useBookSlot(doctorId);
  const [chosen, setChosen] = useState<AvailableSlot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [relative, setRelative] = useState<number | null>(null);
  const upcoming = mine.data?.find(
    (b) => String(b.doctor) === doctorId && b.status === 'booked' && b.day >= algeriaDay(new Date()),
  );

  const close = () => {
    setChosen(null);
    setError(null);
  };
  const confirm = async (bookingPatient: string, reason: string) => {
    if (!chosen) return;
    setError(null);
    try {
      const appointment = await book.mutateAsync({
        patientId: bookingPatient,
        slotId: chosen.id,
        reason,
        relative,
      });
      await navigate(paths.booked(doctorId, appointment.id), { state: { appointment } });
    } catch (failure) {
      // A slot taken or gone meanwhile, a doctor suspended since the page opened, or too many
      // bookings get the server's clear reason; anything else the page's own inline text.
      const explained =
        failure instanceof ApiError && [404, 409, 429, 400].includes(failure.status) && failure.body.detail;
      setError(explained ? failure.message : t('failed'));
    }
  };

  return (
    // At least the screen below the fixed navigation bar: a short page (few or no slots, a wide
    // or tall screen) would otherwise end above the footer and leave a white band between them.
    <div className="min-h-[calc(100dvh-var(--spacing-nav))] bg-surface">
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-8 sm:px-6 lg:py-12">
        {doctor.data ? (
          <DoctorHeader doctor={doctor.data} />
        ) : doctor.isPending ? (
          <DoctorHeaderSkeleton />
        ) : null}
        {doctor.isError ? (
          // No such doctor (or not any more): no slot list to an empty page, a way back instead.
          <div className="rounded-2xl bg-white p-6 text-center">
            <p className="text-muted">{t('doctorMissing')}</p>
            <Link to={paths.doctors} className="mt-4 inline-block font-semibold text-brand-700 underline">
              {t('findAnother')}
            </Link>
          </div>
        ) : (
          <section aria-labelledby="slots-heading">
            <h2 id="slots-heading" className="text-xl font-semibold text-ink">
              {t('heading')}
            </h2>
            <p className="mb-4 mt-1 text-muted">{t('intro')}</p>
            {doctor.data ? <WaitlistToggle doctorId={doctorId} /> : null}
            {slots.isPending ? (
              <div className="grid place-items-center py-12 text-brand-700">
                <Spinner label={t('loading')} />
              </div>
            ) : (
              <SlotPicker
                slots={slots.data?.pages.flatMap((p) => p.slots) ?? []}
                onBook={setChosen}
                more={slots.hasNextPage}
                loadingMore={slots.isFetchingNextPage}
                onMore={() => void slots.fetchNextPage()}
              />
            )}
          </section>
        )}
      </div>
      <BookingDialog
        slot={chosen}
        doctor={doctor.data}
        patientId={patientId}
        staff={staff}
        upcoming={upcoming}
        suggestedReason={suggestedReason}
        busy={book.isPending}
        error={error}
        onCancel={close}
        onConfirm={confirm}
      >
        {patientId ? <ForWhomChoice patientId={patientId} value={relative} onChange={setRelative} /> : null}
      </BookingDialog>
    </div>
  );
}
