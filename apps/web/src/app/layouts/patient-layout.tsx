import { useTranslation } from '#web/lib/i18n/index.ts';
import { useParams } from 'react-router';
import { FileTextIcon, FolderIcon, UsersIcon } from '#web/components/ui/page-icons.tsx';
import { BellIcon, CalendarIcon, ChatIcon, SettingsIcon } from '#web/components/ui/area-icons.tsx';
import { UserIcon } from '#web/components/ui/shell-icons.tsx';
import { paths } from '#web/lib/paths.ts';
import { useLiveInbox } from '#web/features/messaging/api/live.ts';
import { useNotificationsBadge } from '#web/components/notifications/use-notifications-badge.ts';
import { useLiveLists } from '#web/lib/live-lists.ts';
import { DashboardShell } from './dashboard-shell.tsx';

/** The patient area's layout (the RequireRole guard wraps it in the router). */
export function PatientLayout() {
  const { t } = useTranslation('dashboard');
  const trust = useTranslation('trust').t;
  const id = useParams().id ?? '';
  const unread = useLiveInbox();
  const { t: tm } = useTranslation('messaging');
  const notifications = useNotificationsBadge();
  useLiveLists({ patientId: id });
  const entries = [
    { to: paths.patient.profile(id), label: t('patient.profile'), Icon: UserIcon },
    {
      to: paths.patient.notifications(id),
      label: t('patient.notifications'),
      Icon: BellIcon,
      ...notifications,
    },
    { to: paths.patient.appoints(id), label: t('patient.appoints'), Icon: CalendarIcon },
    { to: paths.patient.relatives(id), label: t('patient.relatives'), Icon: UsersIcon },
    { to: paths.patient.folders(id), label: t('patient.folders'), Icon: FolderIcon },
    { to: paths.patient.consultations(id), label: t('patient.consultations'), Icon: FileTextIcon },
    {
      to: paths.patient.inbox(id),
      label: tm('title'),
      Icon: ChatIcon,
      badge: { count: unread },
    },
    { to: paths.patient.doctorsWithAccess(id), label: trust('consent.nav'), Icon: UsersIcon },
    { to: paths.patient.accessLog(id), label: trust('accessLog.nav'), Icon: FileTextIcon },
    { to: paths.patient.settings(id), label: t('patient.settings'), Icon: SettingsIcon },
  ];
  return <DashboardShell entries={entries} navLabel={t('patientNav')} />;
}
