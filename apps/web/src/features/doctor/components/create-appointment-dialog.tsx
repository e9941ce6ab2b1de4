import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateAppointmentForm, createAppointmentSchema } from '@reayah/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useCreateAppointment } from '../api/appointments.ts';
import { useMyPatients } from '../api/get-my-patients.ts';
import { applyServerErrors } from '../hooks/server-errors.ts';
import { FormFooter } from './form-footer.tsx';
import { ScheduleFields } from './schedule-fields.tsx';
import { SelectField } from './select-field.tsx';

interface Props {
  doctorId: string;
  open: boolean;
  onClose(): void;
}

const EMPTY: CreateAppointmentForm = { patient: '', day: '', start_time: '', end_time: '' };
const FIELDS = ['patient', 'day', 'start_time', 'end_time'] as const;

/** 'Create New Appointment': Select Patient, Day, Start Time, End Time. */
export function CreateAppointmentDialog({ doctorId, open, onClose }: Props) {
  const { t } = useTranslation('doctor');
  const patients = useMyPatients(doctorId);
  const create = useCreateAppointment(doctorId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CreateAppointmentForm>({
    resolver: zodResolver(createAppointmentSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset(EMPTY);
    setFailure(null);
    onClose();
  };
  const submit = async (values: CreateAppointmentForm) => {
    setFailure(null);
    try {
      await create.mutateAsync({ ...values, patient: Number(values.patient) });
      close();
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, FIELDS, t('form.failed')));
    }
  };

  return (
    <Dialog open={open} onClose={close} title={t('appointments.createTitle')}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
        <SelectField
          label={t('appointments.selectPatient')}
          placeholder={t('appointments.choosePatient')}
          error={errors.patient?.message}
          options={(patients.data ?? []).map((p) => ({ value: String(p.id), label: p.full_name }))}
          {...form.register('patient')}
        />
        <ScheduleFields
          day={form.register('day')}
          start={form.register('start_time')}
          end={form.register('end_time')}
          errors={{
            day: errors.day?.message,
            start: errors.start_time?.message,
            end: errors.end_time?.message,
          }}
        />
        <FormFooter
          failure={failure}
          submitting={isSubmitting}
          submitLabel={t('form.create')}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}
