import { useEffect, useState } from 'react';
import { formatClock, formatDate, formatDateTime } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { readSavedAppointments, type SavedAppointments } from '#web/lib/offline/saved-appointments.ts';
import { buttonClass } from '../ui/button.tsx';
import { LogoMark } from '../ui/logo.tsx';

/** What the app shows when it is opened without a connection. */
export function OfflinePage() {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<SavedAppointments | null>(null);

  useEffect(() => {
    let live = true;
    void readSavedAppointments().then((found) => live && setSaved(found));
    return () => {
      live = false;
    };
  }, []);

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col gap-6 px-5 py-10">
      <LogoMark className="size-12" />
      <div>
        <h1 className="text-2xl font-semibold text-ink">{t('offline.title')}</h1>
        <p className="mt-2 text-muted">{t('offline.explain')}</p>
      </div>
      <button
        type="button"
        className={buttonClass('primary', 'md', 'self-start')}
        onClick={() => window.location.reload()}
      >
        {t('offline.retry')}
      </button>
      {saved ? <SavedList saved={saved} /> : null}
    </main>
  );
}

function SavedList({ saved }: { saved: SavedAppointments }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="saved-appointments" className="rounded-2xl border border-line p-5">
      <h2 id="saved-appointments" className="text-lg font-semibold text-ink">
        {t('offline.appointmentsTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t('offline.savedAt', { time: formatDateTime(saved.savedAt) })}
      </p>
      {saved.appointments.length === 0 ? (
        <p className="mt-4">{t('offline.noAppointments')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {saved.appointments.map((a) => (
            <li key={`${a.day} ${a.start_time}`} className="rounded-xl bg-surface p-4">
              <p className="font-semibold text-ink">
                {formatDate(a.day, { dateStyle: 'full' })}, {formatClock(a.start_time)}
              </p>
              <p>{t('offline.doctor', { name: a.doctor_name })}</p>
              {a.clinic_name ? (
                <p className="text-sm text-muted">
                  {a.clinic_address ? `${a.clinic_name}, ${a.clinic_address}` : a.clinic_name}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
