import type { DoctorWithAccess } from '@reayah/contracts';
import { PLACE_MARK, TextAround } from '#web/lib/i18n/text-around.tsx';
import { useState } from 'react';
import { PageHeader } from '#web/components/page-header.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { showAlert } from '#web/lib/alerts.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { specialtyName } from '#web/lib/i18n/specialty-name.ts';
import { useDoctorsWithAccess, useWithdrawConsent } from '../api/privacy.ts';
import { ListLoading } from '../components/list-loading.tsx';
import { useLoadFailedAlert, usePatientId } from '../components/use-patient.ts';

/**
 * The doctors who can reach the patient (their list, the record, writing to them) and the choice of
 * the patient behind each; the patient ends a doctor's access after confirming.
 */
export function DoctorsWithAccessPage() {
  const { t } = useTranslation('trust');
  const patientId = usePatientId();
  const doctors = useDoctorsWithAccess(patientId);
  const withdraw = useWithdrawConsent(patientId);
  const [confirming, setConfirming] = useState<DoctorWithAccess | null>(null);
  const [ended, setEnded] = useState('');
  useLoadFailedAlert(doctors.isError);
  const list = doctors.data ?? [];

  /** A failure closes the dialog too, and is said in an alert. */
  const onEnd = async () => {
    if (!confirming) return;
    try {
      await withdraw.mutateAsync(confirming.doctor);
      setEnded(t('consent.ended', { name: confirming.doctor_name }));
    } catch {
      void showAlert({ icon: 'error', title: t('consent.failedTitle'), text: t('consent.failedText') });
    }
  };

  return (
    <>
      <PageHeader title={t('consent.title')} />
      <p className="mb-4 text-sm text-muted">{t('consent.intro')}</p>
      <p role="status" className="mb-4 text-sm font-medium text-ink empty:hidden">
        {ended}
      </p>
      {doctors.isPending ? (
        <ListLoading label={t('consent.loading')} />
      ) : list.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-4 text-sm text-muted">{t('consent.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('consent.title')}>
          {list.map((d) => (
            <li
              key={d.doctor}
              className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <Avatar
                  name={d.doctor_name}
                  picture={d.doctor_picture}
                  alt={t('consent.pictureAlt', { name: d.doctor_name })}
                />
                <div className="min-w-0">
                  <p className="font-medium">
                    {t('grants.doctor', { name: d.doctor_name })}
                    {d.specialty ? <span className="text-muted"> · {specialtyName(d.specialty)}</span> : null}
                  </p>
                  <ul className="text-sm text-muted">
                    {d.booked ? <li>{t('consent.booked')}</li> : null}
                    {d.accepted_request ? <li>{t('consent.acceptedRequest')}</li> : null}
                    {d.folders.map((f) => (
                      <li key={f.id}>
                        <TextAround
                          text={t('consent.sharedFolder', { name: PLACE_MARK })}
                          isolated={f.name}
                          dir="auto"
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
              <Button variant="outline" size="sm" onClick={() => setConfirming(d)}>
                {t('consent.end')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('consent.confirmTitle')}
        description={
          confirming
            ? [
                t('consent.confirmText', { name: confirming.doctor_name }),
                confirming.booked ? t('consent.bookingsStay') : '',
              ]
                .join(' ')
                .trim()
            : undefined
        }
        confirmLabel={t('consent.end')}
        cancelLabel={t('grants.cancel')}
        onConfirm={onEnd}
        onClose={() => setConfirming(null)}
        tone="primary"
        spinner={false}
      />
    </>
  );
}
