import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Logo } from '#web/components/ui/logo.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatClock, formatDate } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { paths } from '#web/lib/paths.ts';
import { visitQuery } from '../api/visit.ts';
import { CallView } from '../components/call-view.tsx';
import { ConsultationPanel } from '../components/consultation-panel.tsx';

const localTime = (iso: string) => formatDate(iso, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** /visit/{appointmentId}: the video visit of one appointment, for its doctor and its patient. */
export function VisitPage() {
  const { t } = useTranslation('visits');
  const appointmentId = useParams().appointmentId ?? '';
  const visit = useQuery(visitQuery(appointmentId));
  const data = visit.data;

  let body;
  if (visit.isPending) body = <Spinner className="mx-auto size-8" />;
  else if (visit.isError)
    body = (
      <p role="alert" className="text-red-700">
        {visit.error instanceof ApiError && [403, 404].includes(visit.error.status)
          ? t('notYours')
          : t('loadError')}
      </p>
    );
  else if (data?.kind !== 'video') body = <p>{t('notVideo')}</p>;
  else if (!data.open)
    body = (
      <p className="rounded-xl bg-white p-4 text-ink">
        {Date.parse(data.closes_at) <= Date.now()
          ? t('ended')
          : t('notOpen', { time: localTime(data.opens_at), day: formatDate(data.day) })}
      </p>
    );
  else
    body = (
      <div className={`grid gap-4 ${data.role === 'doctor' ? 'lg:grid-cols-[minmax(0,1fr)_22rem]' : ''}`}>
        <CallView visit={data} />
        {data.role === 'doctor' && <ConsultationPanel appointmentId={data.appointment} />}
      </div>
    );

  return (
    <div className="min-h-dvh bg-surface">
      <header className="flex h-nav items-center gap-3 border-b border-line bg-white px-4">
        <Link to={paths.home}>
          <Logo />
        </Link>
      </header>
      <main className="mx-auto max-w-6xl space-y-4 p-4 sm:p-6">
        {data && (
          <div>
            <h1 className="text-xl font-bold text-ink sm:text-2xl">
              {t('title', { name: data.other.full_name })}
            </h1>
            <p className="text-sm text-muted">
              {t('when', {
                day: formatDate(data.day, { dateStyle: 'full' }),
                start: formatClock(data.start_time),
                end: formatClock(data.end_time),
              })}
            </p>
          </div>
        )}
        {body}
      </main>
    </div>
  );
}
