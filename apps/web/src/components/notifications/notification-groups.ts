import type { AppNotification, NotificationKind } from '@reayah/contracts';

/**
 * Kinds that repeat about one doctor without adding news: eight "a slot is free" from one doctor
 * are one line with a count. Bookings and cancellations stay one line each (each is a patient).
 */
const GROUPED_KINDS: readonly NotificationKind[] = ['waitlist.slot_free'];

export interface NotificationGroup {
  key: string;
  /** Newest first; the first is the one the line shows. */
  items: AppNotification[];
}

/** Groups the list (newest first) by kind and doctor where the kind allows, in order of each group's newest. */
export function groupNotifications(notes: readonly AppNotification[]): NotificationGroup[] {
  const groups: NotificationGroup[] = [];
  const byKey = new Map<string, NotificationGroup>();
  for (const n of notes) {
    const groupable = GROUPED_KINDS.includes(n.kind) && n.data.doctor !== undefined;
    const key = groupable ? `${n.kind}:${n.data.doctor}` : `one:${n.id}`;
    const group = byKey.get(key);
    if (group) group.items.push(n);
    else {
      const created = { key, items: [n] };
      byKey.set(key, created);
      groups.push(created);
    }
  }
  return groups;
}
