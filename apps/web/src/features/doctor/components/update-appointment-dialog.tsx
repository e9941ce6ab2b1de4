import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Appointment,
  type UpdateAppointmentForm,
  type UpdateAppointmentValues,
  updateAppointmentSchema,
} from '@reayah/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/index.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { useUpdateAppointment } from '../api/appointments.ts';
import { applyServerErrors } from '../hooks/server-errors.ts';
import { FormFooter } from './form-footer.tsx';
import { SelectField } from './select-field.tsx';

interface Props {
  doctorId: string;
  appointment: Appointment | null;
  onClose(): void;
}

const FIELDS = ['appointment_date', 'is_completed'] as const;

/** 'Update Appoinment': Day and Status (Completed / Not Completed). */
export function UpdateAppointmentDialog({ doctorId, appointment, onClose }: Props) {
  const { t } = useTranslation('doctor');
  return (
    <Dialog open={appointment !== null} onClose={onClose} title={t('appointments.updateTitle')}>
      {appointment ? <UpdateForm doctorId={doctorId} appointment={appointment} onClose={onClose} /> : null}
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so it starts from the appointment's values. */
function UpdateForm({ doctorId, appointment, onClose }: Props & { appointment: Appointment }) {
  const { t } = useTranslation('doctor');
  const update = useUpdateAppointment(doctorId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UpdateAppointmentForm, unknown, UpdateAppointmentValues>({
    resolver: zodResolver(updateAppointmentSchema),
    mode: 'onTouched',
    defaultValues: {
      appointment_date: appointment.appointment_date,
      is_completed: String(appointment.is_completed) as 'true' | 'false',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: UpdateAppointmentValues) => {
    try {
      await update.mutateAsync({ id: appointment.id, change: { patient: appointment.patient, ...values } });
      onClose();
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, FIELDS, t('form.failed')));
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <TextField
        type="date"
        label={t('appointments.day')}
        error={errors.appointment_date?.message}
        {...form.register('appointment_date')}
      />
      <SelectField
        label={t('appointments.status')}
        error={errors.is_completed?.message}
        options={[
          { value: 'true', label: t('appointments.completed') },
          { value: 'false', label: t('appointments.notCompleted') },
        ]}
        {...form.register('is_completed')}
      />
      <FormFooter
        failure={failure}
        submitting={isSubmitting}
        submitLabel={t('form.save')}
        onCancel={onClose}
      />
    </form>
  );
}
