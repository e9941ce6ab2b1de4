import { NotificationList } from '#web/components/notifications/notification-list.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { PageHeader } from '#web/components/page-header.tsx';

/** The doctor's notifications: bookings, cancellations and moves of their appointments. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  return (
    <section>
      <PageHeader title={t('title')} />
      <NotificationList />
    </section>
  );
}
