/**
 * What a `changed` event on the user's stream (`/api/events/`) says changed: the web app maps each
 * to the lists and counts it shows, and reads them again without a reload.
 */
export const CHANGED_LISTS = ['appointments'] as const;
export type ChangedList = (typeof CHANGED_LISTS)[number];
export interface ChangedEvent {
  list: ChangedList;
}
