import type { Consultation } from '@reayah/contracts';
import { useState } from 'react';
import {
  useConsultationPrescriptions,
  useIssuePrescription,
  useRevokePrescription,
} from '#web/components/prescriptions/api.ts';
import { PrescriptionList } from '#web/components/prescriptions/prescription-list.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';

/**
 * After the consultation is saved: its medicines and "Issue the prescription"; once a prescription
 * is issued, that prescription with its PDF, and no second issue.
 */
export function IssueStep({ consultation, onDone }: { consultation: Consultation; onDone(): void }) {
  const { t } = useTranslation('doctor');
  const list = useConsultationPrescriptions(consultation.id);
  const issue = useIssuePrescription(consultation.id);
  const revoke = useRevokePrescription(consultation.id);
  const [failed, setFailed] = useState(false);
  const issued = (list.data ?? []).filter((p) => !p.revoked_at);
  const medicines = consultation.medicineItems;

  const submit = async () => {
    setFailed(false);
    try {
      await issue.mutateAsync({});
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="space-y-5">
      <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
        {t('consultation.doneText')}
      </p>
      {medicines.length === 0 ? (
        <p className="text-sm text-muted">{t('consultation.noMedicine')}</p>
      ) : (
        <div className="space-y-3">
          <h3 className="text-sm font-semibold text-ink">{t('consultation.medicines')}</h3>
          <ul className="space-y-1.5 text-sm">
            {medicines.map((m, i) => (
              <li key={i} className="rounded-lg bg-surface px-3 py-2">
                <strong className="font-medium">{m.name}</strong>
                <span className="text-muted"> — {m.value}</span>
              </li>
            ))}
          </ul>
          {list.isPending ? (
            <Spinner className="size-5" />
          ) : issued.length > 0 ? (
            <div className="space-y-2">
              <h3 className="text-sm font-semibold text-ink">{t('consultation.issued')}</h3>
              <PrescriptionList
                prescriptions={list.data ?? []}
                onRevoke={async (p) => {
                  await revoke.mutateAsync(p.id);
                }}
              />
            </div>
          ) : (
            <Button loading={issue.isPending} onClick={() => void submit()}>
              {t('consultation.issue')}
            </Button>
          )}
          {failed ? (
            <p role="alert" className="text-sm text-red-700">
              {t('consultation.issueFailed')}
            </p>
          ) : null}
        </div>
      )}
      <div className="flex justify-end">
        <Button variant="ghost" onClick={onDone}>
          {t('consultation.close')}
        </Button>
      </div>
    </div>
  );
}
