import { doctorCardUrl } from '#web/features/booking/api/doctor-card.ts';
import { slotsQuery } from '#web/features/booking/api/slots.ts';
import { firstPage } from '#web/features/doctors/api/directory.ts';
import { slot } from './pages.ts';

/**
 * The API's first answers a prerendered page asks for once the app has started, fetched with its
 * HTML instead (`<link rel="preload" as="fetch">`, decision 0049): the app finds them in the
 * browser's preload cache rather than waiting a round trip after it has rendered the page's frame.
 * The addresses are the ones the page's queries build, so the two cannot drift apart.
 */
export function preloadsOf(path: string): string[] {
  if (path === '/Doctors') return [firstPage({ q: '', wilaya: '' })];
  if (path === `/Book-a-doctor/${slot('id')}`) {
    return [doctorCardUrl(slot('id')), slotsQuery(slot('id')).initialPageParam];
  }
  return [];
}
