import { useTranslation } from '#web/lib/i18n/index.ts';
import { useParams } from 'react-router';
import { ClockIcon, FileTextIcon, FolderIcon, UsersIcon } from '#web/components/ui/page-icons.tsx';
import { BellIcon, CalendarIcon, ChatIcon, GridIcon, SettingsIcon } from '#web/components/ui/area-icons.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { paths } from '#web/lib/paths.ts';
import { useLiveInbox } from '#web/features/messaging/api/live.ts';
import { useNotificationsBadge } from '#web/components/notifications/use-notifications-badge.ts';
import { useLiveLists } from '#web/lib/live-lists.ts';
import { DashboardShell } from './dashboard-shell.tsx';

/**
 * The doctor area's layout (the RequireRole guard wraps it in the router). The doctor's assistant
 * works in the same area with the agenda's pages only: no medical entry (decision 0041).
 */
export function DoctorLayout() {
  const auth = useAuth();
  return auth.doctorId === null && auth.assistantOf !== null ? <AssistantLayout /> : <DoctorOwnLayout />;
}

function AssistantLayout() {
  const { t } = useTranslation('dashboard');
  const id = useParams().id ?? '';
  const entries = [
    { to: paths.doctor.agenda(id), label: t('doctor.agenda'), Icon: CalendarIcon },
    { to: paths.doctor.phoneBooking(id), label: t('doctor.phoneBooking'), Icon: UsersIcon },
    { to: paths.doctor.hours(id), label: t('doctor.hours'), Icon: ClockIcon },
    { to: paths.doctor.bookings(id), label: t('doctor.bookings'), Icon: ClockIcon },
  ];
  return <DashboardShell entries={entries} navLabel={t('assistantNav')} />;
}

function DoctorOwnLayout() {
  const { t } = useTranslation('dashboard');
  const id = useParams().id ?? '';
  const unread = useLiveInbox();
  const { t: tm } = useTranslation('messaging');
  const { t: tn } = useTranslation('notifications');
  const notifications = useNotificationsBadge();
  useLiveLists({ doctorId: id });
  const entries = [
    { to: paths.doctor.agenda(id), label: t('doctor.agenda'), Icon: CalendarIcon },
    { to: paths.doctor.overview(id), label: t('doctor.overview'), Icon: GridIcon },
    { to: paths.doctor.patients(id), label: t('doctor.patients'), Icon: UsersIcon },
    { to: paths.doctor.appoints(id), label: t('doctor.appoints'), Icon: CalendarIcon },
    { to: paths.doctor.bookings(id), label: t('doctor.bookings'), Icon: ClockIcon },
    { to: paths.doctor.hours(id), label: t('doctor.hours'), Icon: ClockIcon },
    { to: paths.doctor.phoneBooking(id), label: t('doctor.phoneBooking'), Icon: UsersIcon },
    { to: paths.doctor.consultations(id), label: t('doctor.consultations'), Icon: FileTextIcon },
    { to: paths.doctor.folders(id), label: t('doctor.folders'), Icon: FolderIcon },
    {
      to: paths.doctor.inbox(id),
      label: tm('title'),
      Icon: ChatIcon,
      badge: { count: unread },
    },
    { to: paths.doctor.notifications(id), label: tn('title'), Icon: BellIcon, ...notifications },
    { to: paths.doctor.settings(id), label: t('doctor.settings'), Icon: SettingsIcon },
  ];
  return <DashboardShell entries={entries} navLabel={t('doctorNav')} />;
}
