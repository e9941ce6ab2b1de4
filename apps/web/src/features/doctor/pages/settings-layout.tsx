import { useTranslation } from '#web/lib/i18n/index.ts';
import { NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { useDoctorId } from '../hooks/use-doctor-id.ts';

/** The doctor's Settings: tabs profile and clinic, the fourth path segment picks the active one. */
export function SettingsLayout() {
  const { t } = useTranslation('doctor');
  const doctorId = useDoctorId();
  const segment = useLocation().pathname.split('/')[4]?.toLowerCase() ?? 'profile';
  const active = segment === 'clinic' || segment === 'create-clinic' ? 'clinic' : segment;
  const tabs = [
    { key: 'profile', label: t('settings.profileTab'), to: paths.doctor.settingsTab(doctorId, 'profile') },
    { key: 'clinic', label: t('settings.clinicTab'), to: paths.doctor.settingsTab(doctorId, 'clinic') },
    {
      key: 'assistants',
      label: t('settings.assistantsTab'),
      to: paths.doctor.settingsTab(doctorId, 'assistants'),
    },
    { key: 'account', label: t('settings.accountTab'), to: paths.doctor.settingsTab(doctorId, 'account') },
  ];
  return (
    <section>
      <PageHeader title={t('settings.title')} />
      <nav aria-label={t('settings.tabs')} className="mb-6 flex gap-2 overflow-x-auto border-b border-line">
        {tabs.map((tab) => (
          <NavLink
            key={tab.key}
            to={tab.to}
            aria-current={active === tab.key ? 'page' : undefined}
            className={`-mb-px inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-medium capitalize ${
              active === tab.key
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-muted hover:text-ink'
            }`}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <div className="rounded-2xl border border-line bg-white p-5 sm:p-8">
        <Outlet />
      </div>
    </section>
  );
}
