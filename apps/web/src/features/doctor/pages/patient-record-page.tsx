import type { PatientRecord, RecordAppointment, RecordConsultation } from '@reayah/contracts';
import { StatusView } from '#web/components/status/status-view.tsx';
import { type ReactNode, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PrescriptionList } from '#web/components/prescriptions/prescription-list.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatClock, formatDate } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths } from '#web/lib/paths.ts';
import { usePatientRecord } from '../api/patient-record.ts';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import { ConsultationDialog } from '../components/consultation-dialog.tsx';
import { PatientFilesDialog } from '../components/patient-files-dialog.tsx';
import { useDoctorId } from '../hooks/use-doctor-id.ts';

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3 rounded-2xl border border-line bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-muted">{children}</p>;

function Appointments({ list, empty }: { list: RecordAppointment[]; empty: string }) {
  const { t } = useTranslation('doctor');
  if (list.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul className="divide-y divide-line">
      {list.map((a) => (
        <li key={`${a.state}-${a.id}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2 text-sm">
          <span className="font-medium text-ink">
            {formatDate(a.day)} · <span dir="ltr">{formatClock(a.start_time)}</span>
          </span>
          <span className="text-muted">
            {a.visit_kind === 'video' ? t('record.video') : t('record.inPerson')}
          </span>
          <span className="rounded-full bg-surface px-2 py-0.5 text-xs">
            {t(`record.states.${a.state}`)}
            {a.cancelled_by ? ` ${t(`record.cancelledBy.${a.cancelled_by}`)}` : ''}
          </span>
          {a.reason ? (
            <span className="w-full text-muted">
              {t('record.reason')} : <bdi>{a.reason}</bdi>
            </span>
          ) : null}
          {a.type_person ? (
            <span className="w-full text-muted">
              {t('record.forWhom')} : <bdi>{a.type_person}</bdi>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Consultation({ c }: { c: RecordConsultation }) {
  const { t } = useTranslation('doctor');
  return (
    <article className="space-y-2 rounded-xl border border-line p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 dir="auto" className="font-semibold text-ink">
          {c.objective}
        </h3>
        <span className="text-sm text-muted">{formatDate(c.date_created)}</span>
      </header>
      <p dir="auto" className="whitespace-pre-line text-sm">
        {c.content}
      </p>
      {c.next_consultaion ? (
        <p className="text-sm text-muted">{t('record.next', { date: formatDate(c.next_consultaion) })}</p>
      ) : null}
      {c.bloodtests.length > 0 ? (
        <div>
          <h4 className="text-sm font-medium">{t('record.bloodTests')}</h4>
          <ul className="text-sm">
            {c.bloodtests.map((b, i) => (
              <li key={i} dir="auto">
                {b.name} : {b.value}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {c.medicineItems.length > 0 ? (
        <div>
          <h4 className="text-sm font-medium">{t('record.medicines')}</h4>
          <ul className="text-sm">
            {c.medicineItems.map((m, i) => (
              <li key={i} dir="auto">
                <strong className="font-medium">{m.name}</strong> — {m.value}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {c.prescriptions.length > 0 ? (
        <div className="space-y-1">
          <h4 className="text-sm font-medium">{t('record.prescriptions')}</h4>
          <PrescriptionList prescriptions={c.prescriptions} />
        </div>
      ) : null}
    </article>
  );
}

function Identity({ record }: { record: PatientRecord }) {
  const { t } = useTranslation('doctor');
  const p = record.patient;
  const facts: [string, ReactNode][] = [];
  if (p.date_of_birth) facts.push([t('record.born'), formatDate(p.date_of_birth)]);
  else if (p.age !== null) facts.push([t('record.age'), t('record.ageValue', { count: p.age })]);
  if (p.gender === 'male' || p.gender === 'female')
    facts.push([t('record.gender'), t(`record.genders.${p.gender}`)]);
  if (p.phone_number) facts.push([t('record.phone'), <span dir="ltr">{p.phone_number}</span>]);
  if (p.blood_type) facts.push([t('record.bloodType'), <span dir="ltr">{p.blood_type}</span>]);
  return (
    <div className="flex flex-wrap items-center gap-5 rounded-2xl border border-line bg-white p-5">
      <Avatar name={p.full_name} picture={p.picture_url} className="size-16 text-lg" size={64} />
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-bold text-ink">{p.full_name}</h1>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt className="text-muted">{label} :</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

/** One patient's record for their doctor: who they are, appointments, consultations, prescriptions, shared folders, conversation. */
export function PatientRecordPage() {
  const { t } = useTranslation('doctor');
  const doctorId = useDoctorId();
  const patientId = useParams().patientId ?? '';
  const record = usePatientRecord(doctorId, patientId);
  const [consulting, setConsulting] = useState(false);
  const [folder, setFolder] = useState<number | null>(null);

  const back = (
    <Link to={paths.doctor.patients(doctorId)} className="text-sm font-medium text-brand-700 hover:underline">
      {t('record.back')}
    </Link>
  );
  if (record.isPending) return <CenteredSpinner label={t('record.loading')} />;
  if (record.isError) {
    const status = record.error instanceof ApiError ? record.error.status : 0;
    // Another doctor's patient, no such patient, or an address that names none: one answer for all,
    // which tells nothing of who is a patient here.
    if (status === 400 || status === 403 || status === 404) {
      return (
        <StatusView
          title={t('record.unreachable')}
          text={t('record.unreachableText')}
          action={
            <Link to={paths.doctor.patients(doctorId)} className={buttonClass('primary', 'md', 'mt-8')}>
              {t('record.back')}
            </Link>
          }
        />
      );
    }
    return (
      <section className="space-y-4">
        {back}
        <p role="alert" className="rounded-2xl bg-amber-50 p-4 text-amber-900">
          {t('record.failed')}
        </p>
      </section>
    );
  }
  const r = record.data;
  return (
    <div className="space-y-5">
      {back}
      <Identity record={r} />
      <div className="grid gap-5 lg:grid-cols-2">
        <Section title={t('record.upcoming')}>
          <Appointments list={r.upcoming_appointments} empty={t('record.noUpcoming')} />
        </Section>
        <Section title={t('record.past')}>
          <Appointments list={r.past_appointments} empty={t('record.noPast')} />
        </Section>
      </div>
      <Section
        title={t('record.consultations')}
        action={<Button onClick={() => setConsulting(true)}>{t('record.newConsultation')}</Button>}
      >
        {r.consultations.length === 0 ? (
          <Empty>{t('record.noConsultations')}</Empty>
        ) : (
          r.consultations.map((c) => <Consultation key={c.id} c={c} />)
        )}
      </Section>
      <div className="grid gap-5 lg:grid-cols-2">
        <Section title={t('record.folders')}>
          {r.folders.length === 0 ? (
            <Empty>{t('record.noFolders')}</Empty>
          ) : (
            <ul className="divide-y divide-line">
              {r.folders.map((f) => (
                <li key={f.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                  <span className="font-medium">{f.name}</span>
                  <span className="text-muted">{t('record.files', { count: f.files })}</span>
                  <span className="text-muted">
                    {f.expires_at
                      ? t('record.until', { date: formatDate(f.expires_at) })
                      : t('record.untilRevoked')}
                  </span>
                  <Button size="sm" variant="outline" className="ms-auto" onClick={() => setFolder(f.id)}>
                    {t('record.openFolder')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('record.conversation')}>
          {r.conversation === null ? (
            <Empty>{t('record.noConversation')}</Empty>
          ) : (
            <Link
              to={`${paths.doctor.inbox(doctorId)}?c=${r.conversation}`}
              className={buttonClass('outline', 'sm')}
            >
              {t('record.openConversation')}
            </Link>
          )}
        </Section>
      </div>
      <ConsultationDialog
        doctorId={doctorId}
        patient={consulting ? { id: r.patient.id, full_name: r.patient.full_name } : null}
        onClose={() => setConsulting(false)}
      />
      <PatientFilesDialog doctorId={doctorId} folderId={folder} onClose={() => setFolder(null)} />
    </div>
  );
}
