import { zodResolver } from '@hookform/resolvers/zod';
import { type Consultation, type ConsultationForm, consultationSchema } from '@reayah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  checkMedicines,
  type MedicineDraft,
  MedicineEditor,
} from '#web/components/prescriptions/medicine-editor.tsx';
import { formatClock, formatDate } from '#web/lib/i18n/format.ts';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FailureNote, TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCreateConsultation } from '../api/create-consultation.ts';
import { doctorKeys } from '../api/urls.ts';
import { type AddedTest, ItemAdder } from './item-adder.tsx';
import { IssueStep } from './issue-step.tsx';

interface Props {
  doctorId: string;
  patient: { id: number; full_name: string } | null;
  /** The appointment the consultation is held for (started from the agenda): named, its reason the objective. */
  appointment?: { id: number; day: string; start_time: string; reason: string } | null;
  onClose(): void;
}

/** What the server said was wrong, in the user's language, or null when it said nothing useful. */
function serverReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const texts = Object.values(error.body as Record<string, unknown>)
    .flat()
    .filter((v): v is string => typeof v === 'string');
  return texts.length > 0 ? texts.join(' ') : null;
}

const EMPTY: ConsultationForm = { details: '', objective: '', next_consultation: '' };

/**
 * Writing a consultation, then issuing its prescription, in one dialog: the consultation and its
 * items are saved in one request; once saved the dialog offers the prescription of its medicines
 * and, once issued, shows it with its PDF rather than issuing it again.
 */
export function ConsultationDialog({ doctorId, patient, appointment = null, onClose }: Props) {
  const { t } = useTranslation('doctor');
  const create = useCreateConsultation(doctorId);
  const client = useQueryClient();
  const [tests, setTests] = useState<AddedTest[]>([]);
  const [medicines, setMedicines] = useState<MedicineDraft[]>([]);
  const [saved, setSaved] = useState<Consultation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ConsultationForm>({
    resolver: zodResolver(consultationSchema),
    // Checked on saving, not when leaving the first field: an error appearing then would move the
    // buttons below it under the pointer.
    mode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  // Opened for an appointment, the consultation's objective starts as the appointment's reason.
  const opened = patient !== null;
  const reason = appointment?.reason ?? '';
  useEffect(() => {
    if (opened && reason) form.reset({ ...EMPTY, objective: reason });
  }, [opened, reason, form]);

  const close = () => {
    // The record and the lists show the prescription issued meanwhile.
    if (saved) void client.invalidateQueries({ queryKey: doctorKeys.all(doctorId) });
    form.reset(EMPTY);
    setTests([]);
    setMedicines([]);
    setSaved(null);
    setFailure(null);
    onClose();
  };

  const submit = async (values: ConsultationForm) => {
    if (!patient) return;
    const checked = checkMedicines(medicines, setMedicines);
    if (!checked) return;
    setFailure(null);
    try {
      const consultation = await create.mutateAsync({
        doctor: Number(doctorId),
        patient: patient.id,
        objective: values.objective,
        content: values.details,
        next_consultaion: values.next_consultation || null,
        is_approved: true,
        items: [
          ...tests.map(({ name, value }) => ({ type: 'blood-test' as const, name, value })),
          ...checked.map((m) => ({ type: 'medicine-item' as const, ...m })),
        ],
      });
      setSaved(consultation);
    } catch (error) {
      setFailure(serverReason(error) ?? t('consultation.failed'));
    }
  };

  return (
    <Dialog
      open={patient !== null}
      onClose={close}
      size="lg"
      title={saved ? t('consultation.savedTitle') : t('consultation.title')}
      description={
        !patient
          ? undefined
          : appointment
            ? t('consultation.forAppointment', {
                name: patient.full_name,
                date: formatDate(appointment.day, { weekday: 'long', day: 'numeric', month: 'long' }),
                time: formatClock(appointment.start_time),
              })
            : t('consultation.for', { name: patient.full_name })
      }
    >
      {saved ? (
        <IssueStep consultation={saved} onDone={close} />
      ) : (
        <form
          noValidate
          // The medicines are checked too when the fields above fail, so every error shows at once.
          onSubmit={form.handleSubmit(submit, () => checkMedicines(medicines, setMedicines))}
          className="space-y-4"
        >
          <TextField
            label={t('consultation.objective')}
            error={errors.objective?.message}
            {...form.register('objective')}
          />
          <TextAreaField
            label={t('consultation.details')}
            rows={4}
            error={errors.details?.message}
            {...form.register('details')}
          />
          <TextField
            type="date"
            label={t('consultation.nextConsultation')}
            hint={t('consultation.nextOptional')}
            error={errors.next_consultation?.message}
            {...form.register('next_consultation')}
          />
          <ItemAdder items={tests} onChange={setTests} />
          <MedicineEditor medicines={medicines} onChange={setMedicines} />
          <FailureNote>{failure}</FailureNote>
          <div className="flex justify-end gap-3">
            <Button variant="ghost" onClick={close} disabled={isSubmitting}>
              {t('consultation.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('consultation.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
