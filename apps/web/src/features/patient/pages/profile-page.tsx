import type { PatientProfile } from '@reayah/contracts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { useProfile } from '../api/get-profile.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { formatDate } from '../components/format.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { ListLoading } from '../components/list-loading.tsx';
import { useLoadFailedAlert, usePatientId } from '../components/use-patient.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

function genderKey(gender: PatientProfile['gender']) {
  if (gender === 'M') return 'male' as const;
  if (gender === 'F') return 'female' as const;
  return 'notSet' as const;
}

/** The profile view: picture, name, Location, Gender and Date of birth, 'Not Set' when empty. */
export function ProfilePage() {
  const { t } = useTranslation(PATIENT_NS);
  const patientId = usePatientId();
  const profile = useProfile(patientId);
  useLoadFailedAlert(profile.isError);
  const p = profile.data;
  const notSet = t('notSet');
  const rows = p
    ? [
        { label: t('profile.location'), value: p.address || notSet },
        { label: t('profile.gender'), value: t(genderKey(p.gender)) },
        { label: t('profile.dateOfBirth'), value: formatDate(p.date_of_birth) || notSet },
        { label: t('profile.phone'), value: p.phone_number || notSet },
        { label: t('profile.bloodType'), value: p.blood_type || notSet },
      ]
    : [];

  return (
    <section>
      <PageHeader title={t('profile.title')}>
        <Link to={`${paths.patient.settings(patientId)}/profile`} className={buttonClass('outline', 'sm')}>
          {t('profile.edit')}
        </Link>
      </PageHeader>
      {profile.isPending ? (
        <ListLoading label={t('loading')} />
      ) : !p ? null : (
        <div className="overflow-hidden rounded-2xl border border-line bg-white">
          <div className="flex flex-col items-center gap-4 bg-gradient-to-br from-brand-50 to-white p-6 text-center sm:flex-row sm:text-start">
            <Avatar
              name={p.full_name}
              picture={p.picture}
              alt={t('pictureAlt', { name: p.full_name })}
              className="size-24 text-2xl ring-4 ring-white"
              size={96}
            />
            <div className="min-w-0">
              <h2 className="break-words text-xl font-semibold text-ink" data-testid="profile-name">
                {p.full_name || notSet}
              </h2>
              {p.description ? <p className="mt-1 text-sm text-muted">{p.description}</p> : null}
            </div>
          </div>
          <dl className="grid gap-px bg-line sm:grid-cols-2">
            {rows.map((row) => (
              <div key={row.label} className="bg-white p-4">
                <dt className="text-xs font-medium uppercase tracking-wide text-muted">{row.label}</dt>
                <dd className={`mt-1 text-sm ${row.value === notSet ? 'text-muted italic' : 'text-ink'}`}>
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </section>
  );
}
