import { useLiveNotifications } from './api.ts';

/** The unread count for a Notifications link, live from the event stream. */
export function useNotificationsBadge() {
  return { badge: { count: useLiveNotifications() } };
}
