import type { PatientConsultation, PrescriptionSummary } from '@reayah/contracts';
import { PrescriptionList } from '#web/components/prescriptions/prescription-list.tsx';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { PATIENT_NS } from '../patient-i18n.ts';
import { formatDate } from './format.ts';

function Items({
  title,
  items,
  none,
}: {
  title: string;
  items: { name: string; value: string }[];
  none: string;
}) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{none}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-xl border border-line">
          {items.map((item) => (
            <li key={`${item.name}:${item.value}`} className="flex justify-between gap-4 px-3 py-2 text-sm">
              <span className="text-ink">{item.name}</span>
              <span className="text-muted">{item.value}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A consultation's Objective, Content, Date, Next Consultation, Doctor, Blood Tests and Medicine Items;
 * then the prescriptions the doctor issued from it, to download.
 */
export function ConsultationDialog({
  consultation,
  prescriptions = [],
  onClose,
}: {
  consultation: PatientConsultation | null;
  prescriptions?: readonly PrescriptionSummary[];
  onClose(): void;
}) {
  const { t } = useTranslation(PATIENT_NS);
  const tp = useTranslation('prescriptions').t;
  const c = consultation;
  const facts = c
    ? [
        { label: t('consultations.objective'), value: c.objective },
        { label: t('consultations.content'), value: c.content },
        { label: t('consultations.date'), value: formatDate(c.date_created) },
        { label: t('consultations.next'), value: formatDate(c.next_consultaion) || t('notSet') },
        { label: t('consultations.doctor'), value: t('doctorName', { name: c.doctor_name }) },
      ]
    : [];
  return (
    <Dialog
      open={c !== null}
      onClose={onClose}
      title={c?.objective || t('consultations.fallbackName')}
      size="lg"
    >
      {c ? (
        <div className="space-y-5">
          <dl className="grid gap-3 sm:grid-cols-2">
            {facts.map((f) => (
              <div key={f.label} className={f.label === t('consultations.content') ? 'sm:col-span-2' : ''}>
                <dt className="text-xs font-medium uppercase tracking-wide text-muted">{f.label}</dt>
                <dd className="mt-0.5 whitespace-pre-line text-sm text-ink">{f.value}</dd>
              </div>
            ))}
          </dl>
          <Items
            title={t('consultations.bloodTests')}
            items={c.bloodtests}
            none={t('consultations.noItems')}
          />
          <Items
            title={t('consultations.medicineItems')}
            items={c.medicineItems}
            none={t('consultations.noItems')}
          />
          <div>
            <h3 className="mb-2 text-sm font-semibold text-ink">{tp('list.title')}</h3>
            <PrescriptionList prescriptions={prescriptions} />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
