import type { AccessRequest } from '@reayah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
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

/**
 * Confirms, then declines a doctor's access request. The API records every answer against one of
 * the patient's folders (it checks ownership), so a decline names the first folder; none is granted.
 */
export function DeclineRequestDialog({ request, patientId, onClose }: Props) {
  const { t } = useTranslation(PATIENT_NS);
  const client = useQueryClient();
  const decide = useDecideAccess(patientId);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };
  const decline = async () => {
    if (!request) return;
    setFailure(null);
    try {
      const [folder] = await client.fetchQuery(foldersQuery(patientId));
      if (!folder) {
        setFailure(t('notifications.declineNoFolder'));
        return;
      }
      await decide.mutateAsync({ requestId: request.id, folderId: folder.id, accept: false });
      close();
      await showAlert({ icon: 'success', title: t('done'), text: t('notifications.declined') });
    } catch {
      setFailure(t('loadFailedText'));
    }
  };

  return (
    <Dialog
      open={request !== null}
      onClose={close}
      size="sm"
      title={t('notifications.declineTitle')}
      description={request ? t('notifications.declineText', { name: request.doctor_name }) : undefined}
      actions={
        <>
          <Button variant="ghost" onClick={close} disabled={decide.isPending}>
            {t('notifications.declineCancel')}
          </Button>
          <Button variant="danger" loading={decide.isPending} onClick={() => void decline()}>
            {t('notifications.decline')}
          </Button>
        </>
      }
    >
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </Dialog>
  );
}
