import type { AccessRequest, GrantDuration } from '@reayah/contracts';
import { useId, useState } from 'react';
import { NotificationList } from '#web/components/notifications/notification-list.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { BellIcon } from '#web/components/ui/area-icons.tsx';
import { showAlert } from '#web/lib/alerts.ts';
import { useAccessRequests, useDecideAccess } from '../api/access-requests.ts';
import { CareRequests } from '../components/care-requests.tsx';
import { ChooseFolderDialog } from '../components/choose-folder-dialog.tsx';
import { DeclineRequestDialog } from '../components/decline-request-dialog.tsx';
import { DoctorRequestCard } from '../components/doctor-request-card.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ListLoading } from '../components/list-loading.tsx';
import { useLoadFailedAlert, usePatientId } from '../components/use-patient.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

/**
 * Notifications: doctors' file-access requests; Accept opens the Choose File modal, Decline
 * asks for confirmation first. Below them, the appointment and waiting-list notifications.
 */
export function NotificationsPage() {
  const { t } = useTranslation(PATIENT_NS);
  const { t: tn } = useTranslation('notifications');
  const requestsId = useId();
  const patientId = usePatientId();
  const requests = useAccessRequests(patientId);
  const decide = useDecideAccess(patientId);
  const [accepting, setAccepting] = useState<AccessRequest | null>(null);
  const [declining, setDeclining] = useState<AccessRequest | null>(null);
  useLoadFailedAlert(requests.isError);

  const accept = async (folderId: number, duration: GrantDuration) => {
    if (!accepting) return;
    try {
      await decide.mutateAsync({ requestId: accepting.id, folderId, accept: true, duration });
      setAccepting(null);
      await showAlert({ icon: 'success', title: t('done'), text: t('notifications.accepted') });
    } catch {
      await showAlert({ icon: 'error', title: t('loadFailedTitle'), text: t('loadFailedText') });
    }
  };
  const list = requests.data ?? [];

  return (
    <section>
      <PageHeader title={t('notifications.title')} />
      <CareRequests patientId={patientId} />
      <section aria-labelledby={requestsId} className="mb-8">
        <h2 id={requestsId} className="mb-3 text-lg font-semibold text-ink">
          {t('notifications.requestsTitle')}
        </h2>
        {requests.isPending ? (
          <ListLoading label={t('loading')} />
        ) : list.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">
            <BellIcon className="mx-auto mb-3 size-8 text-brand-300" />
            {t('notifications.empty')}
          </div>
        ) : (
          <ul className="space-y-3">
            {list.map((r) => (
              <DoctorRequestCard
                key={r.id}
                name={r.doctor_name}
                picture={r.doctor_picture}
                actions={
                  <>
                    <Button size="sm" onClick={() => setAccepting(r)}>
                      {t('notifications.accept')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setDeclining(r)}>
                      {t('notifications.decline')}
                    </Button>
                  </>
                }
              >
                <p className="break-words text-sm font-medium text-ink">
                  {t('notifications.request', { name: r.doctor_name })}
                </p>
              </DoctorRequestCard>
            ))}
          </ul>
        )}
      </section>
      <NotificationList title={tn('updates')} />
      <ChooseFolderDialog
        request={accepting}
        patientId={patientId}
        onClose={() => setAccepting(null)}
        onChoose={accept}
      />
      <DeclineRequestDialog request={declining} patientId={patientId} onClose={() => setDeclining(null)} />
    </section>
  );
}
