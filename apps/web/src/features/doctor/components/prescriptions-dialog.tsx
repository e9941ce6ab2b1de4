import type { DoctorConsultation } from '@reayah/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useConsultationPrescriptions,
  useIssuePrescription,
  useRevokePrescription,
} from '#web/components/prescriptions/api.ts';
import { PrescriptionList } from '#web/components/prescriptions/prescription-list.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { readIds } from '#web/lib/auth/auth-storage.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { profileQuery } from '../api/get-profile.ts';
import { type MedicineLine, MedicineLines, newLine } from './medicine-lines.tsx';
import { usePatientName } from '../hooks/use-patient-name.ts';

const linesOf = (c: DoctorConsultation) => c.medicineItems.map((m) => newLine(m.name, m.value));

/** One consultation's prescriptions: issue one from its medicines (editable), download, revoke. */
function Body({ consultation }: { consultation: DoctorConsultation }) {
  const { t } = useTranslation('prescriptions');
  const [lines, setLines] = useState<MedicineLine[]>(() => linesOf(consultation));
  const list = useConsultationPrescriptions(consultation.id);
  const issue = useIssuePrescription(consultation.id);
  const revoke = useRevokePrescription(consultation.id);
  const complete = lines.length > 0 && lines.every((l) => l.name.trim() && l.dosage.trim());
  // Only a doctor an administrator verified may issue: the button says so rather than failing.
  const doctorId = readIds().doctorId ?? '';
  const profile = useQuery({ ...profileQuery(doctorId), enabled: doctorId !== '' });
  const unverified = profile.data?.is_certified === false;
  // Said inside the dialog: an alert would open under the modal dialog, out of reach.
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async () => {
    setOutcome(null);
    try {
      const medicines = lines.map(({ name, dosage }) => ({ name, dosage }));
      const issued = await issue.mutateAsync({ medicines });
      setOutcome({
        ok: true,
        text: `${t('issue.doneTitle')}. ${t('issue.doneText', { code: issued.code })}`,
      });
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 403 && error.body.detail;
      setOutcome({ ok: false, text: refused || t('issue.failed') });
    }
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-muted">{t('issue.intro')}</p>
      <MedicineLines lines={lines} onChange={setLines} />
      {unverified ? (
        <p id="issue-unverified" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('issue.unverified')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {complete ? null : <p className="text-sm text-muted">{t('issue.incomplete')}</p>}
        <Button
          disabled={!complete || unverified}
          aria-describedby={unverified ? 'issue-unverified' : undefined}
          loading={issue.isPending}
          onClick={() => void submit()}
        >
          {t('issue.submit')}
        </Button>
      </div>
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`rounded-lg px-3 py-2 text-sm ${outcome.ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-700'}`}
        >
          {outcome.text}
        </p>
      ) : null}
      <div>
        <h3 className="mb-2 text-sm font-semibold text-ink">{t('list.title')}</h3>
        <PrescriptionList
          prescriptions={list.data ?? []}
          onRevoke={async (p) => {
            await revoke.mutateAsync(p.id);
          }}
        />
      </div>
    </div>
  );
}

export function PrescriptionsDialog({
  consultation,
  onClose,
}: {
  consultation: DoctorConsultation | null;
  onClose(): void;
}) {
  const { t } = useTranslation('prescriptions');
  const patientName = usePatientName();
  return (
    <Dialog
      open={consultation !== null}
      onClose={onClose}
      size="lg"
      title={consultation ? t('issue.title', { name: patientName(consultation.patient_name) }) : ''}
      description={consultation?.objective}
      actions={
        <Button variant="ghost" onClick={onClose}>
          {t('issue.close')}
        </Button>
      }
    >
      {consultation ? <Body key={consultation.id} consultation={consultation} /> : null}
    </Dialog>
  );
}
