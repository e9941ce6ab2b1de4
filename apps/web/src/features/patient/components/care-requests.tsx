import { useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { showAlert } from '#web/lib/alerts.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useAnswerCareRequest, useCareRequests } from '../api/care-requests.ts';
import { PATIENT_NS } from '../patient-i18n.ts';
import { DoctorRequestCard } from './doctor-request-card.tsx';
import { ListLoading } from './list-loading.tsx';

/**
 * Doctors asking to add the patient to their list: until the patient accepts, such a doctor writes
 * nothing for them and reads nothing of theirs. A doctor no administrator verified says so.
 */
export function CareRequests({ patientId }: { patientId: string }) {
  const { t } = useTranslation(PATIENT_NS);
  const titleId = useId();
  const requests = useCareRequests(patientId);
  const answer = useAnswerCareRequest(patientId);
  const list = requests.data ?? [];

  const decide = async (doctorId: number, name: string, accept: boolean) => {
    try {
      await answer.mutateAsync({ doctorId, accept });
      await showAlert({
        icon: 'success',
        title: t('done'),
        text: t(accept ? 'notifications.careAccepted' : 'notifications.careDeclined', { name }),
      });
    } catch {
      await showAlert({ icon: 'error', title: t('loadFailedTitle'), text: t('loadFailedText') });
    }
  };

  return (
    <section aria-labelledby={titleId} className="mb-8">
      <h2 id={titleId} className="mb-3 text-lg font-semibold text-ink">
        {t('notifications.careTitle')}
      </h2>
      {requests.isPending ? (
        <ListLoading label={t('loading')} />
      ) : list.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-6 text-center text-sm text-muted">
          {t('notifications.careEmpty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {list.map((r) => {
            const busy = answer.isPending && answer.variables?.doctorId === r.doctor;
            return (
              <DoctorRequestCard
                key={r.doctor}
                name={r.doctor_name}
                picture={r.doctor_picture}
                actions={
                  <>
                    <Button
                      size="sm"
                      loading={busy && answer.variables?.accept === true}
                      disabled={busy}
                      aria-label={t('notifications.careAccept', { name: r.doctor_name })}
                      onClick={() => void decide(r.doctor, r.doctor_name, true)}
                    >
                      {t('notifications.accept')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      loading={busy && answer.variables?.accept === false}
                      disabled={busy}
                      aria-label={t('notifications.careDecline', { name: r.doctor_name })}
                      onClick={() => void decide(r.doctor, r.doctor_name, false)}
                    >
                      {t('notifications.decline')}
                    </Button>
                  </>
                }
              >
                <p className="break-words text-sm font-medium text-ink">
                  {t('notifications.careRequest', { name: r.doctor_name })}
                </p>
                {r.verified ? null : (
                  <p className="mt-1 text-xs text-amber-800">{t('notifications.careNotVerified')}</p>
                )}
              </DoctorRequestCard>
            );
          })}
        </ul>
      )}
    </section>
  );
}
