import * as addresses from '@reayah/contracts/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '#web/lib/api-route.ts';
import { formatClock, formatDate } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths } from '#web/lib/paths.ts';
import { sharedKeys } from '#web/lib/query-keys.ts';
import { buttonClass } from '../ui/button.tsx';

/** Polled, so "Join video visit" appears when the window opens without a reload. */
const upcomingVisitsQuery = () =>
  queryOptions({
    queryKey: sharedKeys.upcomingVisits,
    queryFn: ({ signal }) => call(addresses.visits.upcoming, { signal }),
    refetchInterval: 30_000,
  });

const algiersTime = (iso: string) =>
  formatDate(iso, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * The signed-in user's coming video visits, each with "Join video visit" from ten minutes before
 * its start until its end. Shows nothing when there are none: the appointments table says that.
 */
export function UpcomingVisits() {
  const { t } = useTranslation('visits');
  const visits = useQuery(upcomingVisitsQuery());
  const results = visits.data?.results ?? [];
  if (results.length === 0) return null;
  return (
    <section
      aria-labelledby="upcoming-visits"
      className="mb-6 rounded-2xl border border-sky-200 bg-sky-50 p-4"
    >
      <h2 id="upcoming-visits" className="mb-3 font-semibold text-ink">
        {t('upcoming.title')}
      </h2>
      <ul className="space-y-2">
        {results.map((v) => (
          <li
            key={v.appointment}
            data-testid="upcoming-visit"
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-3"
          >
            <div>
              <p className="font-medium text-ink">{t('upcoming.with', { name: v.other.full_name })}</p>
              <p className="text-sm text-muted">
                {t('when', {
                  day: formatDate(v.day, { dateStyle: 'full' }),
                  start: formatClock(v.start_time),
                  end: formatClock(v.end_time),
                })}
              </p>
            </div>
            {v.open ? (
              <Link to={paths.visit(v.appointment)} className={buttonClass('primary', 'sm')}>
                {t('join')}
              </Link>
            ) : (
              <p className="text-sm text-muted">{t('upcoming.opensAt', { time: algiersTime(v.opens_at) })}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
