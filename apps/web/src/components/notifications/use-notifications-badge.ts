import { useTranslation } from '../../lib/i18n/index.ts';
import { useLiveNotifications } from './api.ts';

/**
 * The unread count for a Notifications link, live from the event stream, with its spoken text:
 * `name` ("Notifications, 3 unread") is the link's accessible name while something is unread.
 */
export function useNotificationsBadge() {
  const { t } = useTranslation('notifications');
  const count = useLiveNotifications();
  const label = t('badge', { count });
  return { badge: { count, label }, name: count > 0 ? label : undefined };
}
