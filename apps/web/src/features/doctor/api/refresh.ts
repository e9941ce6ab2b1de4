import type { QueryClient } from '@tanstack/react-query';
import { sharedKeys } from '#web/lib/query-keys.ts';
import { invalidateEverywhere } from '#web/lib/query-sync.ts';
import { doctorKeys } from './urls.ts';

/**
 * An appointment or slot changed: refresh the doctor area's lists and Overview counts, the video
 * visits (shown beside both sides' appointments), and the free slots patients book from, in
 * every tab of the browser.
 */
export function refreshSchedule(client: QueryClient, doctorId: string) {
  return invalidateEverywhere(client, [
    doctorKeys.all(doctorId),
    sharedKeys.upcomingVisits,
    sharedKeys.visits,
    sharedKeys.publicDoctorSlots(doctorId),
  ]);
}
