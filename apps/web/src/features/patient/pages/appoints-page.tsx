import { hasStarted } from '@reayah/contracts';
import type { AvailableSlot, PatientBooking } from '@reayah/contracts';
import { useEffect, useRef, useState } from 'react';
import { formatDate as formatLongDate, fullDateAndClock } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { SearchIcon } from '#web/components/ui/page-icons.tsx';
import { type Column, Table } from '#web/components/ui/table.tsx';
import { appointmentApi } from '../api/appointment-life.ts';
import { useBookings } from '../api/get-bookings.ts';
import { BookingStatus } from '../components/booking-status.tsx';
import { CancelBookingDialog } from '../components/cancel-booking-dialog.tsx';
import { DoctorSearchDialog } from '../components/doctor-search-dialog.tsx';
import { formatDate, formatTime } from '../components/format.ts';
import { MoveBookingDialog } from '../components/move-booking-dialog.tsx';
import { NextAppointmentBanner } from '../components/next-appointment-banner.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ListLoading } from '../components/list-loading.tsx';
import { useLoadFailedAlert, usePatientId } from '../components/use-patient.ts';
import { UpcomingVisits } from '#web/components/visits/upcoming-visits.tsx';
import { PATIENT_NS } from '../patient-i18n.ts';
import { RelativeLabel } from '#web/components/relatives/relative-label.tsx';

/**
 * Appointments: Search For Doctor, the Next Appointment banner, and the table (with the reason
 * written when booking); an upcoming appointment can be cancelled, moved to another free slot of its
 * doctor, or added to a calendar.
 */
export function AppointsPage() {
  const { t } = useTranslation(PATIENT_NS);
  const patientId = usePatientId();
  const bookings = useBookings(patientId);
  const [searching, setSearching] = useState(false);
  const [cancelling, setCancelling] = useState<PatientBooking | null>(null);
  const [moving, setMoving] = useState<PatientBooking | null>(null);
  /** What the last change did, announced; focused when the button that made it is gone. */
  const [notice, setNotice] = useState<{ text: string; focus: boolean } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useLoadFailedAlert(bookings.isError);

  useEffect(() => {
    if (notice?.focus) noticeRef.current?.focus();
  }, [notice]);

  const onCancelled = (b: PatientBooking) =>
    setNotice({
      text: t('appoints.cancelled', { name: b.doctor_name, ...fullDateAndClock(b.day, b.start_time) }),
      focus: true,
    });
  const onMoved = (b: PatientBooking, slot: AvailableSlot) =>
    setNotice({
      text: t('appoints.moved', { name: b.doctor_name, ...fullDateAndClock(slot.day, slot.start_time) }),
      focus: false,
    });

  const columns: Column<PatientBooking>[] = [
    {
      key: 'date',
      header: t('appoints.date'),
      cell: (b) => (
        <span className="whitespace-nowrap">
          {formatDate(b.day)} <span className="text-muted">{formatTime(b.start_time)}</span>
        </span>
      ),
    },
    {
      key: 'doctor',
      header: t('appoints.doctorName'),
      cell: (b) => (
        <>
          {t('doctorName', { name: b.doctor_name })}
          <RelativeLabel relative={b.relative} />
          {b.made_by_doctor ? (
            <span className="mt-1 block text-xs font-medium text-amber-800">
              {t('appoints.madeByDoctor', { name: b.doctor_name })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'reason',
      header: t('appoints.visitReason'),
      // The patient's own words when booking; a line of the card only when there are some.
      cell: (b) =>
        b.appointment_reason ? (
          <bdi className="block whitespace-pre-line break-words">{b.appointment_reason}</bdi>
        ) : null,
    },
    {
      key: 'status',
      header: t('appoints.status'),
      cell: (b) => <BookingStatus booking={b} />,
    },
    {
      key: 'actions',
      header: t('appoints.actions'),
      cell: (b) => {
        if (b.status !== 'booked' || hasStarted(b.day, b.start_time)) return null;
        const which = { name: b.doctor_name, date: formatLongDate(b.day) };
        return (
          <div className="flex flex-wrap gap-2 max-sm:justify-end">
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700"
              aria-label={t('appoints.cancelLabel', which)}
              onClick={() => setCancelling(b)}
            >
              {t('appoints.cancel')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={t('appoints.moveLabel', which)}
              onClick={() => setMoving(b)}
            >
              {t('appoints.move')}
            </Button>
            <a
              href={appointmentApi.calendar(b.id)}
              download
              className={buttonClass('ghost', 'sm')}
              aria-label={t('appoints.addToCalendarLabel', which)}
            >
              {t('appoints.addToCalendar')}
            </a>
          </div>
        );
      },
    },
  ];

  return (
    <section>
      <PageHeader title={t('appoints.title')}>
        <Button onClick={() => setSearching(true)}>
          <SearchIcon className="size-4" />
          {t('appoints.searchButton')}
        </Button>
      </PageHeader>
      <NextAppointmentBanner patientId={patientId} />
      <UpcomingVisits />
      <p
        ref={noticeRef}
        role="status"
        tabIndex={-1}
        className={
          notice
            ? 'mb-4 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-100'
            : 'sr-only'
        }
      >
        {notice?.text}
      </p>
      {bookings.isPending ? (
        <ListLoading label={t('loading')} />
      ) : (
        <Table
          columns={columns}
          rows={bookings.data ?? []}
          rowKey={(b) => b.id}
          empty={t('appoints.empty')}
        />
      )}
      <DoctorSearchDialog open={searching} onClose={() => setSearching(false)} />
      <CancelBookingDialog
        booking={cancelling}
        patientId={patientId}
        onClose={() => setCancelling(null)}
        onCancelled={onCancelled}
      />
      <MoveBookingDialog
        booking={moving}
        patientId={patientId}
        onClose={() => setMoving(null)}
        onMoved={onMoved}
      />
    </section>
  );
}
