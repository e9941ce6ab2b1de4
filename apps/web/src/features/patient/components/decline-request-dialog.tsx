import type { AccessRequest } from '@reayah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { showAlert } from '#web/lib/alerts.ts';
import { foldersQuery } from '#web/components/medical-folders/api.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { useDecideAccess } from '../api/access-requests.ts';
import { PATIENT_NS } from '../patient-i18n.ts';

interface Props {
  request: AccessRequest | null;
  patientId: string;
  onClose(): void;
}

/** The patient has no folder to record the answer against. */
class NoFolder extends Error {}

/**
 * Confirms, then declines a doctor's access request. The API records every answer against one of
 * the patient's folders (it checks ownership), so a decline names the first folder; none is granted.
 */
export function DeclineRequestDialog({ request, patientId, onClose }: Props) {
  const { t } = useTranslation(PATIENT_NS);
  const client = useQueryClient();
  const decide = useDecideAccess(patientId);

  const decline = async () => {
    if (!request) return;
    const [folder] = await client.fetchQuery(foldersQuery(patientId));
    if (!folder) throw new NoFolder();
    await decide.mutateAsync({ requestId: request.id, folderId: folder.id, accept: false });
  };

  return (
    <ConfirmDialog
      open={request !== null}
      title={t('notifications.declineTitle')}
      description={request ? t('notifications.declineText', { name: request.doctor_name }) : undefined}
      confirmLabel={t('notifications.decline')}
      cancelLabel={t('notifications.declineCancel')}
      onConfirm={decline}
      onClose={onClose}
      errorOf={(error) => t(error instanceof NoFolder ? 'notifications.declineNoFolder' : 'loadFailedText')}
      onDone={() => void showAlert({ icon: 'success', title: t('done'), text: t('notifications.declined') })}
    />
  );
}
