import { zodResolver } from '@hookform/resolvers/zod';
import { type ConsultationForm, consultationSchema, type MyPatient } from '@reayah/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { useCreateConsultation } from '../api/create-consultation.ts';
import { type AddedItem, ItemAdder } from './item-adder.tsx';

interface Props {
  doctorId: string;
  patient: MyPatient | null;
  onClose(): void;
}

const EMPTY: ConsultationForm = { details: '', objective: '', next_consultation: '' };

/** SPEC §2 create consultation modal; the consultation and its items are saved in one request. */
export function ConsultationDialog({ doctorId, patient, onClose }: Props) {
  const { t } = useTranslation('doctor');
  const create = useCreateConsultation();
  const [items, setItems] = useState<AddedItem[]>([]);
  const form = useForm<ConsultationForm>({
    resolver: zodResolver(consultationSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset(EMPTY);
    setItems([]);
    onClose();
  };

  const submit = async (values: ConsultationForm) => {
    if (!patient) return;
    try {
      await create.mutateAsync({
        doctor: Number(doctorId),
        patient: patient.id,
        objective: values.objective,
        content: values.details,
        next_consultaion: values.next_consultation,
        is_approved: true,
        items: items.map(({ type, name, value }) => ({ type, name, value })),
      });
      close();
      await showAlert({
        icon: 'success',
        title: t('consultation.doneTitle'),
        text: t('consultation.doneText'),
      });
    } catch {
      await showAlert({ icon: 'error', title: t('consultation.failed') });
    }
  };

  return (
    <Dialog
      open={patient !== null}
      onClose={close}
      size="lg"
      title={t('consultation.title')}
      description={patient ? t('consultation.for', { name: patient.full_name }) : undefined}
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
        <TextAreaField
          label={t('consultation.details')}
          rows={4}
          error={errors.details?.message}
          {...form.register('details')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('consultation.objective')}
            error={errors.objective?.message}
            {...form.register('objective')}
          />
          <TextField
            type="date"
            label={t('consultation.nextConsultation')}
            error={errors.next_consultation?.message}
            {...form.register('next_consultation')}
          />
        </div>
        <ItemAdder items={items} onChange={setItems} />
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={close} disabled={isSubmitting}>
            {t('consultation.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('consultation.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
