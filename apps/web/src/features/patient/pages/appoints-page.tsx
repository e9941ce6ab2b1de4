import type { PatientBooking } from '@reayah/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SearchIcon } from '../../../components/ui/page-icons.tsx';
import { type Column, Table } from '../../../components/ui/table.tsx';
import { useBookings } from '../api/get-bookings.ts';
import { DoctorSearchDialog } from '../components/doctor-search-dialog.tsx';
import { formatDate, formatTime } from '../components/format.ts';
import { NextAppointmentBanner } from '../components/next-appointment-banner.tsx';
import { ListLoading, PageHeader } from '../components/page-header.tsx';
import { useLoadFailedAlert, usePatientId } from '../components/use-patient.ts';
import { UpcomingVisits } from '../../../components/visits/upcoming-visits.tsx';
import { PATIENT_NS } from '../patient-i18n.ts';

/** SPEC §2 Appointments: Search For Doctor, the Next Appointment banner, and the table. */
export function AppointsPage() {
  const { t } = useTranslation(PATIENT_NS);
  const patientId = usePatientId();
  const bookings = useBookings(patientId);
  const [searching, setSearching] = useState(false);
  useLoadFailedAlert(bookings.isError);

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
      cell: (b) => t('doctorName', { name: b.doctor_name }),
    },
    {
      key: 'status',
      header: t('appoints.status'),
      cell: (b) => (
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-medium ${b.is_completed ? 'bg-brand-100 text-brand-800' : 'bg-amber-100 text-amber-900'}`}
        >
          {b.is_completed ? t('appoints.completed') : t('appoints.notCompleted')}
        </span>
      ),
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
    </section>
  );
}
